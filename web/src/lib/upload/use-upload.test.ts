import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUpload, type UploadOptions } from './use-upload';

const file = new File(['a'], 'a.csv', { type: 'text/csv' });

/** A send that reports half the file sent and then waits to be answered. */
function pendingSend() {
  let answer: { resolve: (value: string) => void; reject: (reason: unknown) => void } | undefined;
  let signal: AbortSignal | undefined;
  const send = vi.fn(
    (_file: File, onProgress: (fraction: number) => void, given: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signal = given;
        onProgress(0.5);
        answer = { resolve, reject };
      }),
  );
  return { send, answer: () => answer!, signal: () => signal! };
}

function renderUpload(options: UploadOptions<string, string>) {
  return renderHook(() => useUpload(options));
}

describe('useUpload', () => {
  it('checks a picked file, sends it with progress and ends with the result', async () => {
    const pending = pendingSend();
    const check = vi.fn(() => null);
    const { result } = renderUpload({ send: pending.send, failureOf: String, check });
    act(() => void result.current.pick(file));
    expect(check).toHaveBeenCalledWith(file);
    let started: Promise<void> | undefined;
    act(() => {
      started = result.current.start();
    });
    expect(result.current.state).toEqual({ kind: 'uploading', file, progress: 0.5 });
    await act(async () => {
      pending.answer().resolve('report');
      await started;
    });
    expect(result.current.state).toEqual({ kind: 'done', file, result: 'report' });
  });

  it('does not send a file its check refuses', async () => {
    const pending = pendingSend();
    const { result } = renderUpload({
      send: pending.send,
      failureOf: String,
      check: () => 'notCsv',
    });
    await act(() => result.current.upload(file));
    expect(result.current.state).toEqual({ kind: 'idle', file, issue: 'notCsv' });
    await act(() => result.current.start());
    expect(pending.send).not.toHaveBeenCalled();
  });

  it("uploads a file at once and describes a failure with the upload's failureOf", async () => {
    const failureOf = vi.fn((failure: unknown) => `failed: ${String(failure)}`);
    const send = vi.fn(async () => {
      throw new Error('boom');
    });
    const { result } = renderUpload({ send, failureOf });
    await act(() => result.current.upload(file));
    expect(result.current.state).toEqual({ kind: 'failed', file, failure: 'failed: Error: boom' });
  });

  it('aborts a running upload on reset and ignores its end', async () => {
    const pending = pendingSend();
    const { result } = renderUpload({ send: pending.send, failureOf: String });
    let started: Promise<void> | undefined;
    act(() => {
      started = result.current.upload(file);
    });
    act(() => result.current.reset());
    expect(pending.signal().aborted).toBe(true);
    await act(async () => {
      pending.answer().resolve('late');
      await started;
    });
    expect(result.current.state).toEqual({ kind: 'idle', file: null, issue: null });
  });

  it('aborts a running upload when unmounted', () => {
    const pending = pendingSend();
    const { result, unmount } = renderUpload({ send: pending.send, failureOf: String });
    act(() => void result.current.upload(file));
    unmount();
    expect(pending.signal().aborted).toBe(true);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_IDLE, type UploadState } from '@/lib/upload/upload-state';
import { UploadDialogActions } from './upload-dialog-actions';

const file = new File(['a'], 'a.csv', { type: 'text/csv' });
const labels = { cancel: 'Cancel', start: 'Upload', close: 'Close', another: 'Another' };

function renderActions(state: UploadState<unknown, unknown>) {
  const handlers = { onClose: vi.fn(), onStart: vi.fn(), onReset: vi.fn() };
  render(<UploadDialogActions state={state} labels={labels} {...handlers} />);
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  return { handlers, button };
}

describe('UploadDialogActions', () => {
  it('offers the start only for a picked file without an issue', () => {
    expect(renderActions(UPLOAD_IDLE).button('Upload').disabled).toBe(true);
  });

  it('starts a picked file and cancels', () => {
    const { handlers, button } = renderActions({ kind: 'idle', file, issue: null });
    fireEvent.click(button('Upload'));
    fireEvent.click(button('Cancel'));
    expect(handlers.onStart).toHaveBeenCalledOnce();
    expect(handlers.onClose).toHaveBeenCalledOnce();
  });

  it('closes or starts over once the upload ended', () => {
    const { handlers, button } = renderActions({ kind: 'failed', file, failure: 'x' });
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    fireEvent.click(button('Another'));
    fireEvent.click(button('Close'));
    expect(handlers.onReset).toHaveBeenCalledOnce();
    expect(handlers.onClose).toHaveBeenCalledOnce();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChartPng } from './chart-png';

const IMAGE = { markup: '<svg xmlns="http://www.w3.org/2000/svg"/>', width: 300, height: 200 };

function stubImage(outcome: 'load' | 'error') {
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => (outcome === 'load' ? this.onload?.() : this.onerror?.()));
      }
    },
  );
}

function stubObjectUrls() {
  const revoked: string[] = [];
  URL.createObjectURL = () => 'blob:test/1';
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return revoked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('renderChartPng', () => {
  it('draws the image at twice its size on the background and encodes PNG', async () => {
    const revoked = stubObjectUrls();
    stubImage('load');
    const context = { scale: vi.fn(), fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '' };
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob(['png'], { type })),
    );
    const blob = await renderChartPng(IMAGE, 'rgb(18, 18, 18)');
    expect(blob.type).toBe('image/png');
    const canvas = getContext.mock.contexts[0] as HTMLCanvasElement | undefined;
    expect([canvas?.width, canvas?.height]).toEqual([600, 400]);
    expect(context.scale).toHaveBeenCalledWith(2, 2);
    expect(context.fillStyle).toBe('rgb(18, 18, 18)');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 300, 200);
    expect(context.drawImage).toHaveBeenCalledOnce();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('rejects when the browser cannot decode the SVG', async () => {
    const revoked = stubObjectUrls();
    stubImage('error');
    await expect(renderChartPng(IMAGE, '#fff')).rejects.toThrow('could not be decoded');
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('rejects when there is no 2D canvas', async () => {
    stubObjectUrls();
    stubImage('load');
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(renderChartPng(IMAGE, '#fff')).rejects.toThrow('no 2D canvas');
  });
});

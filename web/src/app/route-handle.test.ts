import { describe, expect, it, vi } from 'vitest';
import { preloadSignedInRoutes, routeHandlesOf, type RouteHandle } from './route-handle';

const loaded = () => Promise.resolve({});

describe('routeHandlesOf', () => {
  it('keeps the handles of the matched routes that load code, outermost first', () => {
    const frame = { load: loaded };
    const screen = { load: loaded, prefetch: () => Promise.resolve(() => {}) };
    expect(
      routeHandlesOf([
        { handle: undefined },
        { handle: frame },
        { handle: {} },
        { handle: screen },
      ]),
    ).toEqual([frame, screen]);
  });

  it('finds none for routes without one', () => {
    expect(routeHandlesOf([{ handle: undefined }])).toEqual([]);
    expect(routeHandlesOf([])).toEqual([]);
  });
});

describe('preloadSignedInRoutes', () => {
  it('starts every route and releases the prefetched data, also when it arrives later', async () => {
    const stop = vi.fn();
    const handles: RouteHandle[] = [
      { load: vi.fn(loaded) },
      { load: vi.fn(loaded), prefetch: vi.fn(() => Promise.resolve(stop)) },
    ];
    const release = preloadSignedInRoutes(handles, 'u1');
    expect(handles.map((handle) => vi.mocked(handle.load).mock.calls.length)).toEqual([1, 1]);
    expect(handles[1]?.prefetch).toHaveBeenCalledWith('u1');
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

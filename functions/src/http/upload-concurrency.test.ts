import { describe, expect, it } from 'vitest';
import { imports } from './imports.js';
import { series } from './series.js';

/**
 * What one request of each upload function holds at its peak, in MB, with the function's own
 * process: a 10 MB building import's worker peaked at 731 MB in the slowest version measured
 * (docs/building-import.md, "peak memory of the function's worker"); a 20 MB series upload took
 * 510 MB above its process's 257 MB to be read, checked and chunked (2026-12-05, 590,000 rows).
 */
const PEAK_MB = { imports: 731, series: 257 + 510 };

/** What firebase-tools deploys when a 2nd-gen function with a vCPU names no concurrency. */
const DEFAULT_CONCURRENCY = 80;

interface Endpoint {
  availableMemoryMb: number | null;
  concurrency: number | null;
}

const endpointOf = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

describe('upload functions', () => {
  it.each([
    ['imports', imports],
    ['series', series],
  ] as const)(
    '%s takes no more requests at once than its memory holds at their peak',
    (name, fn) => {
      const { availableMemoryMb, concurrency } = endpointOf(fn);
      const atOnce = concurrency ?? DEFAULT_CONCURRENCY;
      expect(availableMemoryMb).not.toBeNull();
      expect(atOnce * PEAK_MB[name]).toBeLessThanOrEqual(availableMemoryMb!);
    },
  );
});

import { describe, expect, it } from 'vitest';
import {
  declaredEndpoint,
  requestsAtOnce,
} from '../../emulators/stack/src/deploy-check/function-endpoints.js';
import { imports } from '../../functions/src/http/imports.js';
import { series } from '../../functions/src/http/series.js';

/**
 * What one request of each upload function holds at its peak, in MB, with the function's own
 * process: a 10 MB building import's worker peaked at 731 MB in the slowest version measured
 * (docs/building-import.md, "peak memory of the function's worker"); a 20 MB series upload took
 * 510 MB above its process's 257 MB to be read, checked and chunked (2026-12-05, 590,000 rows).
 */
const PEAK_MB = { imports: 731, series: 257 + 510 };

describe('upload functions', () => {
  it.each([
    ['imports', imports],
    ['series', series],
  ] as const)(
    '%s takes no more requests at once than its memory holds at their peak',
    (name, fn) => {
      const endpoint = declaredEndpoint(fn);
      expect(endpoint.availableMemoryMb).toBeTypeOf('number');
      expect(requestsAtOnce(endpoint) * PEAK_MB[name]).toBeLessThanOrEqual(
        endpoint.availableMemoryMb!,
      );
    },
  );
});

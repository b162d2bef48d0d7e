import { describe, expect, it } from 'vitest';
import {
  describeFreshPage,
  freshPageRunUs,
  machineEnv,
  machineFromEnv,
  runFromEnv,
} from './reference.js';

describe('the fresh-memory cost', () => {
  it('times a write to each page of memory never touched before, in µs a page', () => {
    const us = freshPageRunUs(4 * 1024 * 1024);
    expect(Number.isFinite(us)).toBe(true);
    expect(us).toBeGreaterThan(0);
    // A page fault costs at least tens of nanoseconds and, even on a busy virtual machine, less
    // than a millisecond.
    expect(us).toBeLessThan(1000);
  });

  it('is printed with its unit and said not to normalise the figures', () => {
    expect(describeFreshPage(11.234)).toBe(
      'Fresh memory: 11.23 µs a 4 kB page touched for the first time (median of 5 passes over 64 MB; recorded, not used to normalise)',
    );
  });
});

describe("a run's measures handed to its benches", () => {
  it('go through two environment variables and come back whole', () => {
    const env = machineEnv({ referenceMs: 83.3, freshPageUs: 13.54 });
    expect(env).toEqual({
      FACET_BENCH_REFERENCE_MS: '83.3',
      FACET_BENCH_FRESH_PAGE_US: '13.54',
    });
    expect(machineFromEnv(env)).toEqual({ referenceMs: 83.3, freshPageUs: 13.54 });
  });

  it('are measured again when either is missing or not a positive number', () => {
    expect(machineFromEnv({ FACET_BENCH_REFERENCE_MS: '83.3' })).toBeNull();
    expect(
      machineFromEnv({ FACET_BENCH_REFERENCE_MS: '83.3', FACET_BENCH_FRESH_PAGE_US: '0' }),
    ).toBeNull();
    expect(machineFromEnv({})).toBeNull();
  });
});

describe('the run a bench belongs to', () => {
  it("is the start `npm run bench` hands on, recorded with each of the bench's figures", () => {
    expect(runFromEnv({ FACET_BENCH_RUN: '2026-12-07T09:40:00.000Z' })).toEqual({
      run: '2026-12-07T09:40:00.000Z',
    });
  });

  it('is none for a bench run alone', () => {
    expect(runFromEnv({})).toEqual({});
    expect(runFromEnv({ FACET_BENCH_RUN: ' ' })).toEqual({});
  });
});

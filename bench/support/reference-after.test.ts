import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeReferenceAfter,
  driftedBeyondLimit,
  recordReferenceAfter,
  referenceDrift,
  REFERENCE_DRIFT_LIMIT,
  withReferenceAfter,
} from './reference-after.ts';

const RUN = '2026-12-07T18:00:00.000Z';
const lineOf = (name: string, run?: string) =>
  JSON.stringify({ bench: 'bench/a', name, value: 1, referenceMs: 100, ...(run ? { run } : {}) });

describe('referenceDrift and driftedBeyondLimit', () => {
  it('compares the larger reference with the smaller, whichever came first', () => {
    expect(referenceDrift(140, 77)).toBeCloseTo(1.818, 3);
    expect(referenceDrift(77, 140)).toBeCloseTo(1.818, 3);
    expect(referenceDrift(100, 100)).toBe(1);
  });

  it('calls a line approximate only past the limit, and never without a time after it', () => {
    expect(driftedBeyondLimit({ referenceMs: 140, referenceAfterMs: 77 })).toBe(true);
    expect(
      driftedBeyondLimit({ referenceMs: 100, referenceAfterMs: 100 * REFERENCE_DRIFT_LIMIT }),
    ).toBe(false);
    expect(driftedBeyondLimit({ referenceMs: 100, referenceAfterMs: 131 })).toBe(true);
    expect(driftedBeyondLimit({ referenceMs: 140 })).toBe(false);
  });
});

describe('describeReferenceAfter', () => {
  it('states both times, and says the figures are approximate when the speed changed', () => {
    expect(describeReferenceAfter(97.3, 101.2)).toBe(
      'Reference workload: 97.3 ms before this bench, 101.2 ms after it (×1.04)',
    );
    expect(describeReferenceAfter(140, 77)).toBe(
      "Reference workload: 140 ms before this bench, 77 ms after it (×1.82): the machine's speed changed while the bench ran; its normalised figures are approximate",
    );
  });
});

describe('withReferenceAfter', () => {
  it("sets the time after on the run's lines only, keeping blank lines and others' lines", () => {
    const text = `${lineOf('a', RUN)}\n${lineOf('other')}\n${lineOf('b', RUN)}\n`;
    const { text: changed, lines } = withReferenceAfter(text, 123.456, RUN);
    expect(lines).toBe(2);
    const parsed = changed.split('\n');
    expect(parsed).toHaveLength(4);
    expect(JSON.parse(parsed[0]!)).toMatchObject({ name: 'a', referenceAfterMs: 123.5 });
    expect(parsed[1]).toBe(lineOf('other'));
    expect(JSON.parse(parsed[2]!)).toMatchObject({ name: 'b', referenceAfterMs: 123.5 });
    expect(parsed[3]).toBe('');
  });
});

describe('recordReferenceAfter', () => {
  let directory: string | undefined;
  afterEach(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("rewrites only what the bench appended, the file's earlier lines byte for byte", () => {
    directory = mkdtempSync(join(tmpdir(), 'facet-reference-after-'));
    const file = join(directory, 'results.jsonl');
    // An earlier line of the same run (the bench before) and one with text outside ASCII.
    const earlier = `${lineOf('earlier, 5 000 m²', RUN)}\n`;
    writeFileSync(file, earlier);
    const offset = Buffer.byteLength(earlier);
    writeFileSync(file, `${earlier}${lineOf('this bench', RUN)}\n`);
    expect(recordReferenceAfter(file, offset, 88, RUN)).toBe(1);
    const [first, second] = readFileSync(file, 'utf8').split('\n');
    expect(`${first}\n`).toBe(earlier);
    expect(JSON.parse(second!)).toMatchObject({ name: 'this bench', referenceAfterMs: 88 });
  });

  it('leaves the file alone when the bench recorded nothing', () => {
    directory = mkdtempSync(join(tmpdir(), 'facet-reference-after-'));
    const file = join(directory, 'results.jsonl');
    writeFileSync(file, `${lineOf('earlier', RUN)}\n`);
    expect(
      recordReferenceAfter(file, Buffer.byteLength(`${lineOf('earlier', RUN)}\n`), 88, RUN),
    ).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(`${lineOf('earlier', RUN)}\n`);
  });
});

/**
 * Each part of the golden demo figures read alone, as a screen reads `/metrics/{id}/{part}`: every
 * part of every file parses with its own schema, and a malformed part fails with an error that
 * says what is wrong where.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  METRICS_PARTS,
  OPTIONAL_METRICS_PARTS,
  buildingMetricsSchema,
  metricsPartSchemas,
  parseMetricsPart,
} from '../../functions/src/shared/schemas/derived/metrics.js';

const DIR = new URL('./demo-metrics/', import.meta.url);
const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Record<string, unknown>;

describe('the parts of the golden demo figures', () => {
  it('there are golden files, with measures and reliability among them', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    const docs = files.map(read);
    expect(docs.some((doc) => doc['measures'] !== undefined)).toBe(true);
    expect(docs.some((doc) => doc['reliability'] !== undefined)).toBe(true);
  });

  for (const name of files) {
    it(`${name}: every part parses with its own schema`, () => {
      const doc = read(name);
      expect(
        Object.keys(doc).every((key) => (METRICS_PARTS as readonly string[]).includes(key)),
      ).toBe(true);
      for (const part of METRICS_PARTS) {
        const value = doc[part];
        if (value === undefined) {
          expect(OPTIONAL_METRICS_PARTS as readonly string[]).toContain(part);
          continue;
        }
        expect(metricsPartSchemas[part].safeParse(value).error, part).toBeUndefined();
        const parsed = parseMetricsPart(part, value);
        expect(parsed.success && parsed.data, part).toEqual(value);
      }
      expect(buildingMetricsSchema.safeParse(doc).error).toBeUndefined();
    });
  }

  it('a malformed part fails with a readable error naming the field', () => {
    const doc = read('berlin-moabit-office.json') as {
      measures: { totals: Record<string, unknown> };
      reliability: { equipment: Record<string, { warranty: Record<string, unknown> }> };
    };
    doc.measures.totals['npv'] = 'a lot';
    const measures = parseMetricsPart('measures', doc.measures);
    expect(measures.success).toBe(false);
    if (!measures.success) {
      expect(measures.message).toContain('measures.totals.npv');
      expect(measures.message).toMatch(/expected number, received string/);
    }
    const [id, equipment] = Object.entries(doc.reliability.equipment)[0]!;
    equipment.warranty['state'] = 'eternal';
    const reliability = parseMetricsPart('reliability', doc.reliability);
    expect(reliability.success).toBe(false);
    if (!reliability.success)
      // zod quotes keys that are not identifiers: `equipment["-NoZ…"]`.
      expect(reliability.message).toContain(`reliability.equipment["${id}"].warranty.state`);
  });
});

import { describe, expect, it } from 'vitest';
import type { ImprovementMeasure } from '../../../../schemas/stored/improvement-measure.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { FIGURES, STORED } from '../../../../testing/improve-test-figures.js';
import { measureOrigin, measureRows, measureTableRows } from './measure-rows.js';

describe('measureOrigin', () => {
  it('tells the screens that proposed a measure by its key', () => {
    expect(measureOrigin('compare-openings')).toBe('comparison');
    expect(measureOrigin('replace-chiller1')).toBe('assetReliability');
    expect(measureOrigin('-NoXyz')).toBe('user');
  });
});

describe('measureRows', () => {
  it('lists the measures in the combined order, done ones last, with their figures alone', () => {
    const rows = measureRows(FIGURES, STORED);
    expect(rows.map((row) => row.measureId)).toEqual([
      'windows',
      'replace-boiler',
      'compare-lighting',
      'old',
    ]);
    expect(rows[1]).toMatchObject({
      name: 'Replace Boiler 1',
      origin: 'assetReliability',
      energySavingsKwh: 30_000,
      investment: 90_000,
      paybackYears: null,
      rank: 2,
    });
    expect(rows[3]).toMatchObject({ status: 'done', rank: null });
  });

  it('leaves out figures of a measure no longer stored', () => {
    const { windows: _gone, ...rest } = STORED;
    expect(measureRows(FIGURES, rest).map((row) => row.measureId)).not.toContain('windows');
  });
});

/** The figures with the done attic's savings measured since it started (kWh a year). */
const MEASURED: MetricsMeasures = {
  ...FIGURES,
  measures: {
    ...FIGURES.measures,
    old: {
      ...FIGURES.measures.old!,
      measured: {
        fromMonth: '2025-01',
        toMonth: '2025-10',
        months: 10,
        temperatureSource: 'normals',
        byCarrier: {},
        energyKwhPerYear: 4_200,
      },
    },
  },
};

describe('measureTableRows', () => {
  it('lists the measures with figures as measureRows does, none pending', () => {
    const rows = measureTableRows(MEASURED, STORED);
    expect(rows).toEqual(
      measureRows(MEASURED, STORED).map((row) => ({
        ...row,
        pending: false,
        measuredKwhPerYear: row.measureId === 'old' ? 4_200 : null,
      })),
    );
  });

  it('marks a measure saved since as pending, with its saved sub-system and status', () => {
    const stored = {
      ...STORED,
      'compare-lighting': {
        ...STORED['compare-lighting']!,
        subSystem: 'heating' as const,
        status: 'done' as const,
      },
    };
    const rows = measureTableRows(FIGURES, stored, new Set(['compare-lighting']));
    expect(rows.map((row) => [row.measureId, row.pending])).toEqual([
      ['windows', false],
      ['replace-boiler', false],
      ['compare-lighting', true],
      ['old', false],
    ]);
    expect(rows[2]).toMatchObject({
      subSystem: 'heating',
      status: 'done',
      energySavingsKwh: 10_000,
    });
    // Up to date, a row is its figures' (the figures hold the sub-system the engine used).
    expect(measureTableRows(FIGURES, stored)[2]).toMatchObject({
      subSystem: 'lighting',
      status: 'proposed',
    });
  });

  it('appends stored measures without figures, by name, pending, with their inputs', () => {
    const stored: Record<string, ImprovementMeasure> = {
      ...STORED,
      z1: { name: 'Solar film', kind: 'solarFilm', status: 'planned', investment: 7_000 },
      'replace-ahu': { name: 'Chiller', kind: 'chillerReplacement', status: 'proposed' },
    };
    const rows = measureTableRows(FIGURES, stored);
    expect(rows.map((row) => row.measureId).slice(4)).toEqual(['replace-ahu', 'z1']);
    expect(rows[4]).toMatchObject({
      name: 'Chiller',
      subSystem: 'cooling',
      origin: 'assetReliability',
      investment: null,
      energySavingsKwh: 0,
      paybackYears: null,
      rank: null,
      pending: true,
      measuredKwhPerYear: null,
    });
    expect(rows[5]).toMatchObject({
      name: 'Solar film',
      status: 'planned',
      subSystem: 'facilityEnvelope',
      investment: 7_000,
      pending: true,
    });
  });

  it('lists every stored measure as pending, by name, before any figures exist', () => {
    const rows = measureTableRows(undefined, STORED);
    expect(rows.map((row) => row.name)).toEqual([
      'Attic insulation',
      'Double Glaze Low-E Windows',
      'LED Replacement',
      'Replace Boiler 1',
    ]);
    expect(rows.every((row) => row.pending)).toBe(true);
  });
});

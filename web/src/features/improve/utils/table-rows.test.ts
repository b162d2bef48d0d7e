import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import type { MetricsMeasures } from '@shared/schemas/metrics-measures';
import { describe, expect, it } from 'vitest';
import { TEST_FIGURES } from '@/testing/improve-figures';
import { tableRows } from './table-rows';

const STORED: Record<string, ImprovementMeasure> = {
  windows: { name: 'Double glazing', kind: 'lowEWindows', status: 'proposed', investment: 50_000 },
  'heat-pump': { name: 'Heat pump', kind: 'airSourceHeatPump', status: 'proposed' },
  led: { name: 'LEDs', kind: 'ledReplacement', status: 'proposed' },
  attic: { name: 'Attic insulation', kind: 'custom', status: 'done', startOn: '2025-01-01' },
};

/** The test figures with the attic's savings measured since it was done (kWh a year). */
const FIGURES: MetricsMeasures = {
  ...TEST_FIGURES,
  measures: {
    ...TEST_FIGURES.measures,
    attic: {
      ...TEST_FIGURES.measures.attic!,
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

describe('tableRows', () => {
  it('lists the measures with figures in the combined order, then the done ones', () => {
    const rows = tableRows(FIGURES, STORED, new Set());
    expect(rows.map((row) => row.measureId)).toEqual(['windows', 'heat-pump', 'led', 'attic']);
    const reordered = { ...FIGURES, order: ['led', 'heat-pump', 'windows'] };
    expect(tableRows(reordered, STORED, new Set()).map((row) => row.measureId)).toEqual([
      'led',
      'heat-pump',
      'windows',
      'attic',
    ]);
  });

  it('carries each measure alone from the figures, with the user’s names', () => {
    const [windows] = tableRows(FIGURES, STORED, new Set());
    expect(windows).toMatchObject({
      measureId: 'windows',
      name: 'Double glazing',
      kind: 'lowEWindows',
      subSystem: 'heating',
      status: 'proposed',
      origin: 'user',
      investment: 50_000,
      energySavingsKwh: 40_000,
      costSavings: 8_000,
      co2AvoidedTons: 20,
      pending: false,
      measuredKwhPerYear: null,
    });
  });

  it('takes the measured column from the savings measured since a done measure started', () => {
    const rows = tableRows(FIGURES, STORED, new Set());
    expect(rows.find((row) => row.measureId === 'attic')?.measuredKwhPerYear).toBe(4_200);
    expect(
      tableRows(TEST_FIGURES, STORED, new Set()).find((row) => row.measureId === 'attic')
        ?.measuredKwhPerYear,
    ).toBeNull();
  });

  it('marks a measure saved since the figures were computed as pending', () => {
    const rows = tableRows(FIGURES, STORED, new Set(['heat-pump']));
    expect(rows.map((row) => [row.measureId, row.pending])).toEqual([
      ['windows', false],
      ['heat-pump', true],
      ['led', false],
      ['attic', false],
    ]);
  });

  it('shows the saved sub-system and status of a pending measure, not those of its old figures', () => {
    const stored = {
      ...STORED,
      led: {
        ...STORED.led!,
        name: 'LED offices',
        subSystem: 'lighting' as const,
        status: 'done' as const,
      },
    };
    const [, , led] = tableRows(FIGURES, stored, new Set(['led']));
    expect(led).toMatchObject({
      measureId: 'led',
      name: 'LED offices',
      subSystem: 'lighting',
      status: 'done',
      pending: true,
    });
    // Up to date, a row is its figures' (the figures hold the sub-system the engine used).
    expect(tableRows(FIGURES, stored, new Set())[2]).toMatchObject({
      subSystem: 'heating',
      status: 'proposed',
    });
  });

  it('appends stored measures without figures, by name, pending, with their inputs', () => {
    const stored: Record<string, ImprovementMeasure> = {
      ...STORED,
      z1: { name: 'Solar film', kind: 'solarFilm', status: 'planned', investment: 7_000 },
      'replace-ahu': { name: 'Chiller', kind: 'chillerReplacement', status: 'proposed' },
    };
    const rows = tableRows(FIGURES, stored, new Set());
    expect(rows.map((row) => row.measureId)).toEqual([
      'windows',
      'heat-pump',
      'led',
      'attic',
      'replace-ahu',
      'z1',
    ]);
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

  it('lists every stored measure as pending before any figures exist', () => {
    const rows = tableRows(undefined, STORED, new Set());
    expect(rows.map((row) => row.name)).toEqual([
      'Attic insulation',
      'Double glazing',
      'Heat pump',
      'LEDs',
    ]);
    expect(rows.every((row) => row.pending)).toBe(true);
  });

  it('leaves out figures of a measure no longer stored (deleted since)', () => {
    const { led: _led, ...stored } = STORED;
    expect(tableRows(FIGURES, stored, new Set()).map((row) => row.measureId)).toEqual([
      'windows',
      'heat-pump',
      'attic',
    ]);
  });
});

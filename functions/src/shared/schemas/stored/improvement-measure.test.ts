import { describe, expect, it } from 'vitest';
import { improvementMeasureSchema } from './improvement-measure.js';

const MEASURE = { name: 'LED Replacement', kind: 'ledReplacement', status: 'proposed' };
const issuesOf = (value: unknown) =>
  improvementMeasureSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('improvementMeasureSchema', () => {
  it.each([
    ['minimal', MEASURE],
    [
      'LED inputs',
      {
        ...MEASURE,
        subSystem: 'lighting',
        investment: 0,
        startOn: '2026-01-01',
        lifeYears: 100,
        ledCount: 0,
        ledWatts: 9,
        ledLumens: 806,
        ledUnitCost: 4,
        annualLightingKwh: 50_000,
        status: 'done',
      },
    ],
    ['new performance', { ...MEASURE, newEfficiencyPct: 580, newUValueWPerM2K: 0.24 }],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['no name', { ...MEASURE, name: '' }, 'name: validation.required'],
    ['bad kind', { ...MEASURE, kind: 'magic' }, 'kind: validation.mustBeSelected'],
    ['bad status', { ...MEASURE, status: 'cancelled' }, 'status: validation.mustBeSelected'],
    ['zero life', { ...MEASURE, lifeYears: 0 }, 'lifeYears: validation.outOfRange'],
    ['negative investment', { ...MEASURE, investment: -1 }, 'investment: validation.nonNegative'],
    ['zero watts', { ...MEASURE, ledWatts: 0 }, 'ledWatts: validation.outOfRange'],
    ['bad date', { ...MEASURE, startOn: '2026-1-1' }, 'startOn: validation.date'],
    [
      'zero efficiency',
      { ...MEASURE, newEfficiencyPct: 0 },
      'newEfficiencyPct: validation.outOfRange',
    ],
    [
      'huge efficiency',
      { ...MEASURE, newEfficiencyPct: 5001 },
      'newEfficiencyPct: validation.outOfRange',
    ],
    [
      'zero U-value',
      { ...MEASURE, newUValueWPerM2K: 0 },
      'newUValueWPerM2K: validation.outOfRange',
    ],
    [
      'huge U-value',
      { ...MEASURE, newUValueWPerM2K: 10.5 },
      'newUValueWPerM2K: validation.outOfRange',
    ],
    ['unknown field', { ...MEASURE, savings: 1 }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

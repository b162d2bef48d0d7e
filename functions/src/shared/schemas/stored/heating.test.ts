import { describe, expect, it } from 'vitest';
import { heatingSchema } from './heating.js';

const issuesOf = (value: unknown) =>
  heatingSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('heatingSchema', () => {
  it.each([
    ['nothing yet', {}],
    [
      'district heating with bills',
      {
        hasHeatingSystem: true,
        districtHeating: true,
        heatingType: 'districtHeating',
        details: 'Substation',
        rows: { r1: { month: '2025-01', cost: 5, consumptionKwh: 50 } },
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['bad heater', { heatingType: 'fireplace' }, 'heatingType: validation.mustBeSelected'],
    ['flag as number', { districtHeating: 1 }, 'districtHeating: validation.mustBeSelected'],
    ['long details', { details: 'x'.repeat(2001) }, 'details: validation.tooLong'],
    [
      'negative bill',
      { rows: { r1: { month: '2025-01', cost: -1, consumptionKwh: 5 } } },
      'rows.r1.cost: validation.notEmptyAndNonNegative',
    ],
    ['unknown field', { fuel: 'gas' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

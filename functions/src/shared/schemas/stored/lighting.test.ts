import { describe, expect, it } from 'vitest';
import { lightingSchema, lightingStepSchema, lightingTotalPct } from './lighting.js';

const FITTING = { fittingType: 'Panel', bulbType: 'led', sharePct: 100, order: 0 };
const issuesOf = (value: unknown) =>
  lightingSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('lightingSchema', () => {
  it.each([
    ['nothing yet', {}],
    ['one fitting', { fittings: { f1: FITTING } }],
    [
      'a part-way total',
      { fittings: { f1: { ...FITTING, sharePct: 40, count: 10, wattsPerFitting: 36 } } },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    [
      'share over 100',
      { fittings: { f1: { ...FITTING, sharePct: 101 } } },
      'fittings.f1.sharePct: validation.outOfRange',
    ],
    [
      'bad bulb',
      { fittings: { f1: { ...FITTING, bulbType: 'halogen' } } },
      'fittings.f1.bulbType: validation.mustBeSelected',
    ],
    [
      'negative count',
      { fittings: { f1: { ...FITTING, count: -1 } } },
      'fittings.f1.count: validation.greaterThanMinusOne',
    ],
    [
      'no fitting type',
      { fittings: { f1: { ...FITTING, fittingType: '' } } },
      'fittings.f1.fittingType: validation.required',
    ],
    [
      'unknown field',
      { fittings: { f1: { ...FITTING, lux: 500 } } },
      'fittings.f1: validation.unknownField',
    ],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

describe('lightingTotalPct and the Lighting step', () => {
  it.each([
    [[], 0],
    [[{ sharePct: 70 }, { sharePct: 30 }], 100],
    [[{ sharePct: 0.1 }, { sharePct: 0.2 }], 0.3],
  ])('totals %j to %d %%', (fittings, total) => {
    expect(lightingTotalPct(fittings)).toBe(total);
  });

  it.each([
    [{ fittings: { a: FITTING } }, true],
    [
      { fittings: { a: { ...FITTING, sharePct: 70 }, b: { ...FITTING, sharePct: 30, order: 1 } } },
      true,
    ],
    [{ fittings: { a: { ...FITTING, sharePct: 70 } } }, false],
    // No fittings entered: nothing to total, as for space usage and P.V. systems.
    [{ fittings: {} }, true],
    [{}, true],
  ])('%j totals 100 %% or has no fittings: %s', (value, valid) => {
    const result = lightingStepSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe('validation.lightingTotal');
  });
});

import { describe, expect, it } from 'vitest';
import { envelopeSchema } from './envelope.js';

const issuesOf = (value: unknown) =>
  envelopeSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('envelopeSchema', () => {
  it.each([
    ['nothing yet', {}],
    [
      'full',
      {
        windowToWallRatioPct: 35,
        roofType: 'flat',
        glazing: 'doubleGlazedNoLowE',
        shadingCoefficient: 1,
        roof: { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: 0.2 },
        wall: { uValueWPerM2K: 0 },
        window: { insulationType: 'Double Glazed' },
        floor: { uValueWPerM2K: 10 },
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    [
      'ratio over 100',
      { windowToWallRatioPct: 101 },
      'windowToWallRatioPct: validation.outOfRange',
    ],
    ['shading over 1', { shadingCoefficient: 1.1 }, 'shadingCoefficient: validation.outOfRange'],
    [
      'U-value over 10',
      { wall: { uValueWPerM2K: 10.5 } },
      'wall.uValueWPerM2K: validation.outOfRange',
    ],
    ['bad roof', { roofType: 'dome' }, 'roofType: validation.mustBeSelected'],
    ['bad glazing', { glazing: 'quadruple' }, 'glazing: validation.mustBeSelected'],
    [
      'U-value as text',
      { roof: { uValueWPerM2K: '0.2' } },
      'roof.uValueWPerM2K: validation.required',
    ],
    ['unknown element', { door: {} }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

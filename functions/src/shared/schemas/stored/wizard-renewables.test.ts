import { describe, expect, it } from 'vitest';
import { renewablesStepSchema } from './wizard-renewables.js';

const issuesOf = (value: unknown) =>
  renewablesStepSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('renewablesStepSchema', () => {
  it.each([
    ['no systems', { pvSystems: [] }],
    ['a new system', { pvSystems: [{ capacityKwp: 5, inclineDeg: 30, orientationDeg: -45 }] }],
    [
      'a saved system with unknown angles',
      {
        pvSystems: [{ pvId: 'p1', capacityKwp: 5, inclineUnknown: true, orientationUnknown: true }],
      },
    ],
    [
      'flags false with angles',
      {
        pvSystems: [
          {
            capacityKwp: 5,
            inclineDeg: 0,
            inclineUnknown: false,
            orientationDeg: 180,
            orientationUnknown: false,
            tracking: 'fixed',
            systemLossPct: 14,
            panelType: 'unknown',
            mounting: 'freeStanding',
          },
        ],
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it('requires the capacity and an angle or its Unknown choice', () => {
    expect(issuesOf({ pvSystems: [{}] })).toEqual([
      'pvSystems.0.capacityKwp: validation.required',
      'pvSystems.0.inclineDeg: validation.required',
      'pvSystems.0.orientationDeg: validation.required',
    ]);
  });

  it('rejects an angle together with its Unknown choice, and values out of range', () => {
    expect(
      issuesOf({
        pvSystems: [
          {
            capacityKwp: 0,
            inclineDeg: 91,
            orientationDeg: 10,
            orientationUnknown: true,
            systemLossPct: 101,
          },
        ],
      }),
    ).toEqual([
      'pvSystems.0.capacityKwp: validation.outOfRange',
      'pvSystems.0.inclineDeg: validation.outOfRange',
      'pvSystems.0.systemLossPct: validation.outOfRange',
      'pvSystems.0.orientationDeg: validation.outOfRange',
    ]);
  });

  it('rejects a bad key, an unknown field and an order (the list position is the order)', () => {
    expect(
      issuesOf({
        pvSystems: [
          { pvId: 'a.b', capacityKwp: 1, inclineUnknown: true, orientationUnknown: true, order: 0 },
        ],
      }),
    ).toEqual(['pvSystems.0.pvId: validation.outOfRange', 'pvSystems.0: validation.unknownField']);
  });
});

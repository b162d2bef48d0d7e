import { describe, expect, it } from 'vitest';
import { renewablesSchema } from './renewables.js';

const PV = { capacityKwp: 10, inclineDeg: 30, orientationDeg: 0, order: 0 };
const issuesOf = (value: unknown) =>
  renewablesSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('renewablesSchema', () => {
  it.each([
    ['none', {}],
    [
      'angles known',
      {
        pvSystems: {
          p1: {
            ...PV,
            tracking: 'twoAxis',
            systemLossPct: 14,
            panelType: 'cadmiumTelluride',
            mounting: 'buildingIntegrated',
          },
        },
      },
    ],
    [
      'angles unknown',
      {
        pvSystems: {
          p1: { capacityKwp: 3, inclineUnknown: true, orientationUnknown: true, order: 0 },
        },
      },
    ],
    [
      'known with flags false',
      { pvSystems: { p1: { ...PV, inclineUnknown: false, orientationUnknown: false } } },
    ],
    ['limits', { pvSystems: { p1: { ...PV, inclineDeg: 90, orientationDeg: -180 } } }],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['zero capacity', { ...PV, capacityKwp: 0 }, 'pvSystems.p1.capacityKwp: validation.outOfRange'],
    ['incline 91', { ...PV, inclineDeg: 91 }, 'pvSystems.p1.inclineDeg: validation.outOfRange'],
    [
      'orientation 181',
      { ...PV, orientationDeg: 181 },
      'pvSystems.p1.orientationDeg: validation.outOfRange',
    ],
    [
      'neither incline nor unknown',
      { capacityKwp: 1, orientationDeg: 0, order: 0 },
      'pvSystems.p1.inclineDeg: validation.required',
    ],
    [
      'both incline and unknown',
      { ...PV, inclineUnknown: true },
      'pvSystems.p1.inclineDeg: validation.outOfRange',
    ],
    [
      'neither orientation nor unknown',
      { capacityKwp: 1, inclineDeg: 0, order: 0 },
      'pvSystems.p1.orientationDeg: validation.required',
    ],
    [
      'bad tracking',
      { ...PV, tracking: 'sun' },
      'pvSystems.p1.tracking: validation.mustBeSelected',
    ],
    [
      'bad panel',
      { ...PV, panelType: 'perovskite' },
      'pvSystems.p1.panelType: validation.mustBeSelected',
    ],
    [
      'loss over 100',
      { ...PV, systemLossPct: 101 },
      'pvSystems.p1.systemLossPct: validation.outOfRange',
    ],
    ['unknown field', { ...PV, inverter: 'SMA' }, 'pvSystems.p1: validation.unknownField'],
  ])('rejects %s', (_label, pv, issue) => {
    expect(issuesOf({ pvSystems: { p1: pv } })).toContain(issue);
  });
});

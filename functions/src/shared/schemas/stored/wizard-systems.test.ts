import { describe, expect, it } from 'vitest';
import { hvacSchema } from './hvac.js';
import { lightingRowsSchema, hvacStepSchema } from './wizard-systems.js';

const issuesOf = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) =>
  (
    schema.safeParse(value) as {
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }
  ).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const noneInstalled = {
  cooling: { installed: false },
  heating: { installed: false },
  ventilation: { mechanicalInstalled: false, naturalInstalled: false },
};

describe('hvacStepSchema', () => {
  it('accepts nothing installed, which the stored schema accepts too', () => {
    expect(issuesOf(hvacStepSchema, noneInstalled)).toEqual([]);
    expect(issuesOf(hvacSchema, noneInstalled)).toEqual([]);
  });

  it('asks every Installed question', () => {
    expect(issuesOf(hvacStepSchema, { cooling: {}, heating: {}, ventilation: {} })).toEqual([
      'cooling.installed: validation.mustBeSelected',
      'heating.installed: validation.mustBeSelected',
      'ventilation.mechanicalInstalled: validation.mustBeSelected',
      'ventilation.naturalInstalled: validation.mustBeSelected',
    ]);
  });

  it('requires the choices of installed systems, together with other issues', () => {
    expect(
      issuesOf(hvacStepSchema, {
        cooling: { installed: true, capacityKw: -1 },
        heating: { installed: true },
        ventilation: { mechanicalInstalled: true, naturalInstalled: true },
      }),
    ).toEqual([
      'cooling.capacityKw: validation.outOfRange',
      'cooling.systemType: validation.mustBeSelected',
      'cooling.energySource: validation.mustBeSelected',
      'heating.heaterType: validation.mustBeSelected',
      'heating.energySource: validation.mustBeSelected',
      'ventilation.gfaPct: validation.required',
    ]);
  });

  it('accepts full installed systems in the stored shape', () => {
    const full = {
      cooling: {
        installed: true,
        systemType: 'absorptionChiller',
        energySource: 'steam',
        refrigerant: 'R-718',
      },
      heating: { installed: true, heaterType: 'naturalGasBoiler', energySource: 'naturalGas' },
      ventilation: {
        mechanicalInstalled: true,
        gfaPct: 60,
        fanType: 'variableSpeedDrive',
        naturalInstalled: true,
      },
    };
    expect(issuesOf(hvacStepSchema, full)).toEqual([]);
    expect(issuesOf(hvacSchema, full)).toEqual([]);
  });
});

describe('lightingRowsSchema', () => {
  const row = { fittingType: 'Panel', bulbType: 'led', sharePct: 60 };

  it('accepts fittings totalling 100 %', () => {
    expect(
      issuesOf(lightingRowsSchema, {
        fittings: [
          { ...row, fittingId: 'a1' },
          { ...row, bulbType: 'fluorescentT8', sharePct: 40, count: 12, wattsPerFitting: 36 },
        ],
      }),
    ).toEqual([]);
  });

  it('accepts 33.3 + 33.3 + 33.4', () => {
    const fittings = [33.3, 33.3, 33.4].map((sharePct) => ({ ...row, sharePct }));
    expect(issuesOf(lightingRowsSchema, { fittings })).toEqual([]);
  });

  it('accepts no fittings: the 100 % total is checked once one is entered', () => {
    expect(issuesOf(lightingRowsSchema, { fittings: [] })).toEqual([]);
  });

  it.each([
    ['85 %', [row, { ...row, sharePct: 25 }]],
    ['one fitting at 60 %', [row]],
  ])('rejects a total other than 100 %% (%s)', (_name, fittings) => {
    expect(issuesOf(lightingRowsSchema, { fittings })).toEqual([
      'fittings: validation.lightingTotal',
    ]);
  });

  it('reports each field of a row', () => {
    expect(
      issuesOf(lightingRowsSchema, {
        fittings: [{ sharePct: 101, count: 1.5, wattsPerFitting: -1 }],
      }),
    ).toEqual([
      'fittings.0.fittingType: validation.required',
      'fittings.0.bulbType: validation.mustBeSelected',
      'fittings.0.sharePct: validation.outOfRange',
      'fittings.0.count: validation.required',
      'fittings.0.wattsPerFitting: validation.nonNegative',
    ]);
  });
});

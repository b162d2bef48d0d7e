import { describe, expect, it } from 'vitest';
import { hvacSchema } from './hvac.js';

const issuesOf = (value: unknown) =>
  hvacSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('hvacSchema', () => {
  it.each([
    ['nothing yet', {}],
    [
      'none installed',
      {
        cooling: { installed: false },
        heating: { installed: false },
        ventilation: { mechanicalInstalled: false, naturalInstalled: true },
      },
    ],
    [
      'full',
      {
        cooling: {
          installed: true,
          systemType: 'airCooledChiller',
          compressorType: 'scroll',
          refrigerant: 'R-410A',
          energySource: 'electricity',
          capacityKw: 300,
          cop: 3.2,
        },
        heating: {
          installed: true,
          systemType: 'Boiler',
          heaterType: 'naturalGasBoiler',
          energySource: 'naturalGas',
          capacityKw: 500,
          efficiencyPct: 92,
        },
        ventilation: {
          mechanicalInstalled: true,
          gfaPct: 100,
          fanType: 'fixedSpeed',
          naturalInstalled: false,
        },
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    [
      'cooling without installed',
      { cooling: { systemType: 'districtCooling' } },
      'cooling.installed: validation.mustBeSelected',
    ],
    [
      'bad compressor',
      { cooling: { installed: true, compressorType: 'turbo' } },
      'cooling.compressorType: validation.mustBeSelected',
    ],
    [
      'bad chiller source',
      { cooling: { installed: true, energySource: 'coal' } },
      'cooling.energySource: validation.mustBeSelected',
    ],
    [
      'zero capacity',
      { heating: { installed: true, capacityKw: 0 } },
      'heating.capacityKw: validation.outOfRange',
    ],
    [
      'efficiency 1001 %',
      { heating: { installed: true, efficiencyPct: 1001 } },
      'heating.efficiencyPct: validation.outOfRange',
    ],
    [
      'ventilated 120 %',
      { ventilation: { mechanicalInstalled: true, naturalInstalled: false, gfaPct: 120 } },
      'ventilation.gfaPct: validation.outOfRange',
    ],
    [
      'bad fan',
      { ventilation: { mechanicalInstalled: true, naturalInstalled: false, fanType: 'ceiling' } },
      'ventilation.fanType: validation.mustBeSelected',
    ],
    ['unknown part', { humidification: {} }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

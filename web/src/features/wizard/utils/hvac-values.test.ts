import { describe, expect, it } from 'vitest';
import { hvacFormDefaults, visibleHvac } from './hvac-values';

describe('hvacFormDefaults', () => {
  it('gives every section and field, empty, when nothing is saved', () => {
    const defaults = hvacFormDefaults(undefined);
    expect(defaults).toEqual({ cooling: {}, heating: {}, ventilation: {} });
    expect(Object.keys(defaults.cooling ?? {})).toHaveLength(7);
    expect(Object.keys(defaults.heating ?? {})).toHaveLength(6);
    expect(Object.keys(defaults.ventilation ?? {})).toHaveLength(5);
  });

  it('copies the saved sections', () => {
    const initial = { cooling: { installed: true, systemType: 'splitUnitAc' as const } };
    const defaults = hvacFormDefaults(initial);
    expect(defaults).toEqual({ ...initial, heating: {}, ventilation: {} });
    expect(defaults.cooling?.systemType).toBe('splitUnitAc');
    expect(defaults.cooling).not.toBe(initial.cooling);
  });
});

describe('visibleHvac', () => {
  it('drops the details of systems not installed and empty fields', () => {
    expect(
      visibleHvac({
        cooling: { installed: false, systemType: 'splitUnitAc', capacityKw: 12 },
        heating: { systemType: 'Boiler' },
        ventilation: {
          mechanicalInstalled: false,
          gfaPct: 40,
          fanType: 'fixedSpeed',
          naturalInstalled: true,
        },
      }),
    ).toEqual({
      cooling: { installed: false },
      heating: {},
      ventilation: { mechanicalInstalled: false, naturalInstalled: true },
    });
  });

  it('keeps the details of installed systems', () => {
    const values = {
      cooling: { installed: true, systemType: 'splitUnitAc' as const, refrigerant: undefined },
      heating: { installed: true, heaterType: 'radiant' as const, efficiencyPct: 90 },
      ventilation: { mechanicalInstalled: true, gfaPct: 40, naturalInstalled: false },
    };
    expect(visibleHvac(values)).toEqual({
      cooling: { installed: true, systemType: 'splitUnitAc' },
      heating: values.heating,
      ventilation: values.ventilation,
    });
    expect(Object.keys(visibleHvac(values).cooling ?? {})).toEqual(['installed', 'systemType']);
  });
});

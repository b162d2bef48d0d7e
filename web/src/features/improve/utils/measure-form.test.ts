import { MEASURE_KINDS } from '@shared/schemas/enums/analysis';
import { describe, expect, it } from 'vitest';
import {
  KIND_FIELDS,
  defaultsOf,
  fieldsOf,
  newMeasure,
  toFormValues,
  toMeasure,
  type MeasureFormValues,
} from './measure-form';

const COMMON = ['name', 'subSystem', 'status', 'investment', 'lifeYears', 'startOn'];

/** Form values of a `kind` measure with every field empty but `values`. */
function form(
  kind: MeasureFormValues['kind'],
  values: Partial<MeasureFormValues> = {},
): MeasureFormValues {
  return { ...toFormValues({ name: 'M', kind, status: 'proposed' }), ...values };
}

describe('fieldsOf', () => {
  it('shows the LED inputs of spec 3.14 between the common fields, in the popup order', () => {
    expect(fieldsOf('ledReplacement')).toEqual([
      'name',
      'subSystem',
      'status',
      'ledCount',
      'ledWatts',
      'ledLumens',
      'ledUnitCost',
      'annualLightingKwh',
      'investment',
      'lifeYears',
      'startOn',
    ]);
  });

  it.each(MEASURE_KINDS)('gives %s the common fields and its own only', (kind) => {
    const fields = fieldsOf(kind);
    expect([...fields].sort()).toEqual([...COMMON, ...KIND_FIELDS[kind]].sort());
  });

  it('asks a custom measure for its saving and a heat pump for its efficiency, not for LEDs', () => {
    expect(fieldsOf('custom')).toContain('savingPct');
    expect(fieldsOf('airSourceHeatPump')).toContain('newEfficiencyPct');
    expect(fieldsOf('airSourceHeatPump')).not.toContain('ledCount');
    expect(fieldsOf('solarFilm')).toEqual(COMMON);
  });
});

describe('defaultsOf', () => {
  it('says what an empty field stands for: the catalog life and the engine defaults', () => {
    expect(defaultsOf('lowEWindows')).toEqual({ lifeYears: 30, newUValueWPerM2K: 1.6 });
    expect(defaultsOf('curtainWallInsulation')).toEqual({ lifeYears: 30, newUValueWPerM2K: 0.24 });
    // SCOP 2.5 as an efficiency in %.
    expect(defaultsOf('airSourceHeatPump')).toEqual({ lifeYears: 15, newEfficiencyPct: 250 });
    expect(defaultsOf('airDistributionControl')).toEqual({ lifeYears: 15, savingPct: 20 });
    expect(defaultsOf('heatingTimeControl')).toEqual({ lifeYears: 15, savingPct: 10 });
    expect(defaultsOf('solarFilm')).toEqual({ lifeYears: 10 });
    expect(defaultsOf('custom')).toEqual({ lifeYears: 15 });
  });
});

describe('newMeasure', () => {
  it('is proposed, named as given, on the catalog sub-system', () => {
    expect(newMeasure('chillerReplacement', 'Chiller Unit Replacement')).toEqual({
      name: 'Chiller Unit Replacement',
      kind: 'chillerReplacement',
      subSystem: 'cooling',
      status: 'proposed',
    });
    expect(newMeasure('custom', 'Custom').subSystem).toBe('others');
  });
});

describe('toFormValues', () => {
  it('holds every field, empty ones undefined, and the catalog sub-system when none is stored', () => {
    const values = toFormValues({
      name: 'Windows',
      kind: 'lowEWindows',
      status: 'planned',
      investment: 90_000,
    });
    expect(values.kind).toBe('lowEWindows');
    expect(values.subSystem).toBe('facilityEnvelope');
    expect(values.investment).toBe(90_000);
    expect(values.status).toBe('planned');
    expect('ledCount' in values).toBe(true);
    expect(values.ledCount).toBeUndefined();
  });

  it('keeps a stored sub-system', () => {
    const values = toFormValues({
      name: 'Custom',
      kind: 'custom',
      subSystem: 'plugLoads',
      status: 'proposed',
    });
    expect(values.subSystem).toBe('plugLoads');
  });
});

describe('toMeasure', () => {
  it('gives back a stored measure from its form values', () => {
    const stored = {
      name: 'LED Replacement',
      kind: 'ledReplacement' as const,
      subSystem: 'lighting' as const,
      status: 'done' as const,
      ledCount: 500,
      ledWatts: 18,
      ledLumens: 2_200,
      ledUnitCost: 25,
      annualLightingKwh: 150_000,
      lifeYears: 12,
      startOn: '2025-03-01',
    };
    expect(toMeasure(toFormValues(stored))).toEqual(stored);
  });

  it('stores the catalog sub-system of a measure that had none', () => {
    expect(toMeasure(form('solarFilm'))).toEqual({
      name: 'M',
      kind: 'solarFilm',
      subSystem: 'facilityEnvelope',
      status: 'proposed',
    });
  });

  it('drops an input of another kind, left from an earlier edit', () => {
    const measure = toMeasure(
      form('lowEWindows', { newUValueWPerM2K: 1.1, ledCount: 300, savingPct: 12 }),
    );
    expect(measure).toEqual({
      name: 'M',
      kind: 'lowEWindows',
      subSystem: 'facilityEnvelope',
      status: 'proposed',
      newUValueWPerM2K: 1.1,
    });
  });

  it('keeps the LED fields for an LED measure only', () => {
    const led = { ledCount: 10, ledWatts: 9, ledLumens: 800, ledUnitCost: 4, annualLightingKwh: 5 };
    expect(toMeasure(form('ledReplacement', led))).toMatchObject(led);
    const custom = toMeasure(form('custom', { ...led, savingPct: 5 }));
    expect(custom).toEqual({
      name: 'M',
      kind: 'custom',
      subSystem: 'others',
      status: 'proposed',
      savingPct: 5,
    });
  });

  it('leaves emptied fields out', () => {
    const measure = toMeasure(form('custom', { investment: undefined, startOn: '' as never }));
    expect(measure).toBeDefined();
    expect(measure).not.toHaveProperty('investment');
    expect(measure).not.toHaveProperty('startOn');
  });

  it.each([
    ['an empty name', { name: '' }],
    ['no name', { name: undefined }],
    ['a saving above 100 %', { savingPct: 100.5 }],
    ['a saving of 0 %', { savingPct: 0 }],
    ['a negative investment', { investment: -1 }],
    ['a life of 0 years', { lifeYears: 0 }],
    ['a life in fractions of a year', { lifeYears: 2.5 }],
    ['a number not typed as one', { investment: Number.NaN }],
    ['a malformed start date', { startOn: '2025-13-01' }],
  ])('is undefined for %s', (_, values) => {
    expect(toMeasure(form('custom', values as Partial<MeasureFormValues>))).toBeUndefined();
  });

  it('accepts the edges of the ranges', () => {
    expect(toMeasure(form('custom', { savingPct: 100, lifeYears: 100, investment: 0 }))).toEqual(
      expect.objectContaining({ savingPct: 100, lifeYears: 100, investment: 0 }),
    );
  });

  it('ignores an invalid input of another kind, since it is not stored', () => {
    expect(toMeasure(form('solarFilm', { savingPct: 500 }))).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { DETAIL_FIELDS, toDetails, toFormValues } from './equipment-form';

describe('equipment form values', () => {
  it('start every field present, empty for a new equipment', () => {
    const values = toFormValues(undefined);
    expect(Object.keys(values).sort()).toEqual([...DETAIL_FIELDS].sort());
    expect(Object.values(values).every((value) => value === undefined)).toBe(true);
  });

  it('save only the form fields that hold a value, never the records of the equipment', () => {
    const values = toFormValues({
      assetId: 'CH-1',
      name: 'Chiller',
      type: 'Chiller',
      initialValue: 1000,
      logs: { l1: { kind: 'repair', date: '2025-01-01', durationHours: 2 } },
    });
    expect(toDetails({ ...values, location: '' })).toEqual({
      assetId: 'CH-1',
      name: 'Chiller',
      type: 'Chiller',
      initialValue: 1000,
    });
  });
});

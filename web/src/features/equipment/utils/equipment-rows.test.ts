import { describe, expect, it } from 'vitest';
import { completedYears, equipmentRows, nextTaskDue, warrantyEndDay } from './equipment-rows';

describe('equipment rows', () => {
  it('counts completed years of age, not started ones', () => {
    expect(completedYears('2020-06-15', '2026-06-14')).toBe(5);
    expect(completedYears('2020-06-15', '2026-06-15')).toBe(6);
    expect(completedYears('2027-01-01', '2026-06-15')).toBe(0);
    expect(completedYears('not a day', '2026-06-15')).toBeNull();
  });

  it('ends a warranty the day before its anniversary, fractions in whole months', () => {
    expect(warrantyEndDay('2020-03-15', 2)).toBe('2022-03-14');
    expect(warrantyEndDay('2020-03-01', 0.5)).toBe('2020-08-31');
    expect(warrantyEndDay('2020-03-01', -1)).toBeNull();
  });

  it('tells in warranty, expired and unknown apart on the given day', () => {
    const rows = equipmentRows(
      {
        a: {
          assetId: 'CH-1',
          name: 'Chiller 1',
          type: 'Chiller',
          subSystem: 'cooling',
          installedOn: '2024-01-10',
          warrantyYears: 5,
          tasks: {
            t1: { title: 'Inspect', dueOn: '2026-12-01' },
            t2: { title: 'Clean', dueOn: '2026-11-01', doneOn: '2026-11-02' },
          },
        },
        b: {
          assetId: 'B-1',
          name: 'Boiler',
          type: 'Boiler',
          installedOn: '2015-05-01',
          warrantyYears: 2,
          location: 'Basement',
        },
        c: { assetId: 'L-1', name: 'Lights', type: 'LED' },
      },
      '2026-11-25',
      { a: 72.5, b: undefined },
    );
    expect(rows).toEqual([
      {
        id: 'a',
        assetId: 'CH-1',
        name: 'Chiller 1',
        type: 'Chiller',
        subSystem: 'cooling',
        location: '',
        ageYears: 2,
        warrantyUntil: '2029-01-09',
        warrantyState: 'inWarranty',
        health: 72.5,
        nextTaskDue: '2026-12-01',
      },
      {
        id: 'b',
        assetId: 'B-1',
        name: 'Boiler',
        type: 'Boiler',
        subSystem: null,
        location: 'Basement',
        ageYears: 11,
        warrantyUntil: '2017-04-30',
        warrantyState: 'expired',
        health: null,
        nextTaskDue: null,
      },
      {
        id: 'c',
        assetId: 'L-1',
        name: 'Lights',
        type: 'LED',
        subSystem: null,
        location: '',
        ageYears: null,
        warrantyUntil: null,
        warrantyState: 'unknown',
        health: null,
        nextTaskDue: null,
      },
    ]);
  });

  it('finds the earliest open task, overdue included, done ones left out', () => {
    expect(
      nextTaskDue({
        a: { title: 'A', dueOn: '2026-12-01' },
        b: { title: 'B', dueOn: '2026-10-01', doneOn: '2026-10-02' },
        c: { title: 'C', dueOn: '2026-11-01' },
      }),
    ).toBe('2026-11-01');
    expect(
      nextTaskDue({ b: { title: 'B', dueOn: '2026-10-01', doneOn: '2026-10-02' } }),
    ).toBeNull();
    expect(nextTaskDue(undefined)).toBeNull();
  });
});

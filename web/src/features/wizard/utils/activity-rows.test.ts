import { describe, expect, it } from 'vitest';
import {
  newRowId,
  toActivityFormValues,
  toFormRows,
  toKeyedMap,
  toStoredActivity,
} from './activity-rows';

const ids = () => {
  let next = 0;
  return () => `new${next++}`;
};

describe('toFormRows', () => {
  it('orders rows by order, keeps the keys and drops order', () => {
    expect(
      toFormRows({
        b: { name: 'B', order: 1 },
        a: { name: 'A', order: 0 },
        c: { name: 'C', order: 1 },
      }),
    ).toStrictEqual([
      { rowId: 'a', name: 'A' },
      { rowId: 'b', name: 'B' },
      { rowId: 'c', name: 'C' },
    ]);
    expect(toFormRows(undefined)).toStrictEqual([]);
  });
});

describe('toKeyedMap', () => {
  it('keeps saved keys, gives new rows new keys and numbers them by position', () => {
    expect(
      toKeyedMap(
        [
          { name: 'New', note: undefined },
          { rowId: 'a', name: 'A' },
        ],
        ids(),
      ),
    ).toStrictEqual({
      new0: { name: 'New', order: 0 },
      a: { name: 'A', order: 1 },
    });
  });

  it('round-trips a stored list', () => {
    const stored = { x: { name: 'X', order: 0 }, y: { name: 'Y', order: 1 } };
    expect(toKeyedMap(toFormRows(stored), ids())).toStrictEqual(stored);
  });

  it('makes keys the database accepts', () => {
    expect(newRowId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newRowId()).not.toBe(newRowId());
  });
});

describe('activity days', () => {
  it('shows every day, not operating unless saved so', () => {
    const form = toActivityFormValues({
      days: { monday: { operates: true, start: '08:00', end: '17:00' } },
    });
    expect(Object.keys(form.days)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'publicHoliday',
    ]);
    expect(form.days.monday).toStrictEqual({ operates: true, start: '08:00', end: '17:00' });
    expect(form.days.sunday).toStrictEqual({ operates: false, start: undefined, end: undefined });
  });

  it('stores times only on operating days', () => {
    const stored = toStoredActivity({
      days: {
        monday: { operates: true, start: '08:00', end: '17:00' },
        tuesday: { operates: false, start: '08:00', end: undefined },
      },
    });
    expect(stored.days.monday).toStrictEqual({ operates: true, start: '08:00', end: '17:00' });
    expect(stored.days.tuesday).toStrictEqual({ operates: false });
    expect(stored.days.publicHoliday).toStrictEqual({ operates: false });
  });
});

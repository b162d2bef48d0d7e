import { describe, expect, it } from 'vitest';
import { renewablesSchema } from '@shared/schemas/stored/renewables';
import { newPvId, toFormRows, toKeyedMap, toRenewables } from './renewables-rows';

const sequence = () => {
  let next = 0;
  return () => `new${++next}`;
};

describe('toFormRows', () => {
  it('lists the systems by order, keeping their keys and dropping order', () => {
    expect(
      toFormRows({
        b: { capacityKwp: 2, inclineUnknown: true, orientationDeg: 10, order: 1 },
        a: { capacityKwp: 1, inclineDeg: 30, orientationUnknown: true, order: 0 },
      }),
    ).toEqual([
      { pvId: 'a', capacityKwp: 1, inclineDeg: 30, orientationUnknown: true },
      { pvId: 'b', capacityKwp: 2, inclineUnknown: true, orientationDeg: 10 },
    ]);
  });

  it('orders ties by key and gives no rows for nothing saved', () => {
    expect(
      toFormRows({
        z: { capacityKwp: 1, order: 0 },
        y: { capacityKwp: 2, order: 0 },
      }).map((row) => row.pvId),
    ).toEqual(['y', 'z']);
    expect(toFormRows(undefined)).toEqual([]);
    expect(toFormRows({})).toEqual([]);
  });
});

describe('toKeyedMap', () => {
  it('keeps existing keys, gives new rows new keys and numbers them by position', () => {
    const map = toKeyedMap(
      [
        { capacityKwp: 3, inclineDeg: 20, orientationUnknown: true, tracking: 'fixed' },
        { pvId: 'old', capacityKwp: 1, inclineUnknown: true, orientationDeg: -90 },
        { capacityKwp: 2, inclineDeg: 0, orientationDeg: 0 },
      ],
      sequence(),
    );
    expect(map).toEqual({
      new1: {
        capacityKwp: 3,
        inclineDeg: 20,
        orientationUnknown: true,
        tracking: 'fixed',
        order: 0,
      },
      old: { capacityKwp: 1, inclineUnknown: true, orientationDeg: -90, order: 1 },
      new2: { capacityKwp: 2, inclineDeg: 0, orientationDeg: 0, order: 2 },
    });
    expect(renewablesSchema.safeParse({ pvSystems: map }).success).toBe(true);
  });

  it('leaves out empty fields and unset Unknown choices', () => {
    const map = toKeyedMap(
      [
        {
          pvId: 'p',
          capacityKwp: 1,
          inclineDeg: 5,
          inclineUnknown: false,
          orientationDeg: 5,
          systemLossPct: undefined,
          panelType: undefined,
        },
      ],
      sequence(),
    );
    expect(map).toEqual({ p: { capacityKwp: 1, inclineDeg: 5, orientationDeg: 5, order: 0 } });
    expect(Object.keys(map['p'] ?? {})).not.toContain('systemLossPct');
  });

  it('round-trips with toFormRows', () => {
    const stored = {
      x: {
        capacityKwp: 4.5,
        inclineDeg: 35,
        orientationDeg: 15,
        mounting: 'freeStanding',
        order: 0,
      },
      y: { capacityKwp: 1, inclineUnknown: true, orientationUnknown: true, order: 1 },
    } as const;
    expect(toKeyedMap(toFormRows(stored), sequence())).toEqual(stored);
  });
});

describe('toRenewables', () => {
  it('is empty without systems and holds the map otherwise', () => {
    expect(toRenewables([], sequence())).toEqual({});
    expect(
      toRenewables([{ capacityKwp: 1, inclineDeg: 1, orientationDeg: 1 }], sequence()),
    ).toEqual({
      pvSystems: { new1: { capacityKwp: 1, inclineDeg: 1, orientationDeg: 1, order: 0 } },
    });
  });
});

describe('newPvId', () => {
  it('makes distinct valid database keys', () => {
    const ids = new Set(Array.from({ length: 20 }, newPvId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

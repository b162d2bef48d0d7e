import { lightingSchema } from '@shared/schemas/stored/lighting';
import { describe, expect, it } from 'vitest';
import {
  lightingRowsTotalPct,
  newFittingId,
  toFormRows,
  toKeyedMap,
  toLighting,
} from './lighting-rows';

const saved = {
  k2: { fittingType: 'Downlight', bulbType: 'led' as const, sharePct: 40, order: 1 },
  k1: {
    fittingType: 'Batten',
    bulbType: 'fluorescentT8' as const,
    sharePct: 60,
    count: 24,
    wattsPerFitting: 36,
    order: 0,
  },
};

describe('toFormRows', () => {
  it('gives no rows for nothing saved', () => {
    expect(toFormRows(undefined)).toEqual([]);
    expect(toFormRows({})).toEqual([]);
  });

  it('orders rows by `order`, then by key, and keeps the keys', () => {
    expect(toFormRows(saved)).toEqual([
      {
        fittingId: 'k1',
        fittingType: 'Batten',
        bulbType: 'fluorescentT8',
        sharePct: 60,
        count: 24,
        wattsPerFitting: 36,
      },
      { fittingId: 'k2', fittingType: 'Downlight', bulbType: 'led', sharePct: 40 },
    ]);
    const tie = { b: { ...saved.k2, order: 0 }, a: { ...saved.k2, order: 0 } };
    expect(toFormRows(tie).map((row) => row.fittingId)).toEqual(['a', 'b']);
  });
});

describe('toLighting', () => {
  it('is {} for no rows (the part is removed), else the keyed fittings', () => {
    expect(toLighting([], () => 'unused')).toEqual({});
    expect(toLighting(toFormRows(saved), () => 'unused')).toEqual({ fittings: saved });
  });
});

describe('toKeyedMap', () => {
  it('keeps saved keys, numbers the order from the screen and keys new rows with newId', () => {
    let next = 0;
    const newId = () => `new${++next}`;
    const rows = [
      { fittingType: 'Panel', bulbType: 'led' as const, sharePct: 10, count: undefined },
      ...toFormRows(saved).reverse(),
    ];
    const map = toKeyedMap(rows, newId);
    expect(map).toEqual({
      new1: { fittingType: 'Panel', bulbType: 'led', sharePct: 10, order: 0 },
      k2: { ...saved.k2, order: 1 },
      k1: { ...saved.k1, order: 2 },
    });
    expect(Object.keys(map['new1'] ?? {})).not.toContain('count');
    expect(lightingSchema.safeParse({ fittings: map }).success).toBe(true);
  });

  it('round-trips the saved map', () => {
    expect(toKeyedMap(toFormRows(saved), () => 'unused')).toEqual(saved);
  });
});

describe('newFittingId', () => {
  it('gives distinct valid database keys', () => {
    const a = newFittingId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newFittingId()).not.toBe(a);
  });
});

describe('lightingRowsTotalPct', () => {
  it('adds the entered percentages and skips empty or invalid ones', () => {
    expect(lightingRowsTotalPct([{ sharePct: 60 }, { sharePct: 25 }, {}])).toBe(85);
    expect(lightingRowsTotalPct([{ sharePct: Number.NaN }, { sharePct: 33.3 }])).toBe(33.3);
    expect(lightingRowsTotalPct([{ sharePct: 33.3 }, { sharePct: 33.3 }, { sharePct: 33.4 }])).toBe(
      100,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  mergeMonthlyTotals,
  nextBillMonth,
  toFormRows,
  toKeyedMap,
} from '@/features/wizard/utils/consumption-rows';

const JAN = { month: '2025-01', cost: 100, consumptionKwh: 900 };
const FEB = { month: '2025-02', cost: 0, consumptionKwh: 0 };

function sequence(...ids: string[]) {
  let next = 0;
  return () => ids[next++] ?? `extra${next}`;
}

describe('toFormRows', () => {
  it('lists stored bills oldest month first with their keys', () => {
    expect(toFormRows({ b: FEB, a: JAN })).toEqual([
      { key: 'a', ...JAN },
      { key: 'b', ...FEB },
    ]);
  });

  it('orders bills of the same month by key and gives none for nothing stored', () => {
    expect(toFormRows({ z: JAN, y: JAN }).map((row) => row.key)).toEqual(['y', 'z']);
    expect(toFormRows(undefined)).toEqual([]);
    expect(toFormRows({})).toEqual([]);
  });
});

describe('toKeyedMap', () => {
  it('keeps existing keys and gives new rows a new id', () => {
    expect(toKeyedMap([{ key: 'a', ...JAN }, FEB], sequence('n1'))).toEqual({ a: JAN, n1: FEB });
  });

  it('gives a repeated key a new id so no bill is lost', () => {
    expect(
      toKeyedMap(
        [
          { key: 'a', ...JAN },
          { key: 'a', ...FEB },
        ],
        sequence('n1'),
      ),
    ).toEqual({
      a: JAN,
      n1: FEB,
    });
  });

  it('gives no map for no rows', () => {
    expect(toKeyedMap([], sequence())).toBeUndefined();
  });

  it('round-trips stored bills', () => {
    const stored = { a: JAN, b: FEB };
    expect(toKeyedMap(toFormRows(stored) as never, sequence())).toEqual(stored);
  });
});

describe('nextBillMonth', () => {
  const today = new Date(2025, 2, 15);

  it('offers the month after the latest bill', () => {
    expect(nextBillMonth([{ month: '2024-11' }, { month: '2025-01' }], today)).toBe('2025-02');
    expect(nextBillMonth([{ month: '2024-12' }], today)).toBe('2025-01');
  });

  it('offers last month for an empty table or one without valid months', () => {
    expect(nextBillMonth([], today)).toBe('2025-02');
    expect(nextBillMonth([{ month: '2025-13' }, {}], today)).toBe('2025-02');
    expect(nextBillMonth([], new Date(2025, 0, 10))).toBe('2024-12');
  });
});

describe('mergeMonthlyTotals', () => {
  it('updates months already in the table, adds the others without a cost, keeps order', () => {
    const rows = [
      { key: 'a', month: '2025-02', cost: 40, consumptionKwh: 100 },
      { key: 'b', month: undefined, cost: 5, consumptionKwh: undefined },
    ];
    expect(
      mergeMonthlyTotals(rows, [
        { month: '2025-01', consumptionKwh: 300 },
        { month: '2025-02', consumptionKwh: 250 },
      ]),
    ).toEqual([
      { month: '2025-01', cost: undefined, consumptionKwh: 300 },
      { key: 'a', month: '2025-02', cost: 40, consumptionKwh: 250 },
      { key: 'b', month: undefined, cost: 5, consumptionKwh: undefined },
    ]);
    expect(rows[0]?.consumptionKwh).toBe(100);
  });
});

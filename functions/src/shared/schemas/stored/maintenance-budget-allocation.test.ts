import { describe, expect, it } from 'vitest';
import {
  BUDGET_ALLOCATION_MAX,
  BUDGET_YEAR_KEY,
  budgetAllocationsByYearSchema,
  budgetAllocationsSchema,
  budgetYearSchema,
} from './maintenance-budget-allocation.js';

const messages = (value: unknown) => {
  const parsed = budgetAllocationsSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('budgetAllocationsSchema', () => {
  it('takes money per budget scope, any of them left out', () => {
    expect(messages({ overall: 120_000, cooling: 0, others: 1500.5 })).toEqual([]);
    expect(messages({ mechanicalVentilation: BUDGET_ALLOCATION_MAX })).toEqual([]);
  });

  it('refuses negative, non-number and absurd amounts', () => {
    expect(messages({ cooling: -1 })).toEqual(['validation.nonNegative']);
    expect(messages({ cooling: '100' })).toEqual(['validation.required']);
    expect(messages({ cooling: BUDGET_ALLOCATION_MAX + 1 })).toEqual(['validation.outOfRange']);
    expect(messages({ cooling: Number.NaN })).toEqual(['validation.required']);
  });

  it('refuses a scope the budget does not have (plug loads fall in others)', () => {
    expect(messages({ plugLoads: 10 })).toEqual(['validation.unknownField']);
  });
});

describe('budget years', () => {
  it('keys years 1900–2100 by four digits', () => {
    for (const key of ['1900', '2026', '2100']) expect(BUDGET_YEAR_KEY.test(key)).toBe(true);
    for (const key of ['26', '2101', '1899', '02026', 'year']) {
      expect(BUDGET_YEAR_KEY.test(key)).toBe(false);
    }
    expect(budgetAllocationsByYearSchema.safeParse({ 2026: { cooling: 1 } }).success).toBe(true);
    expect(budgetAllocationsByYearSchema.safeParse({ 26: { cooling: 1 } }).success).toBe(false);
  });

  it('takes a whole year in range on the form', () => {
    expect(budgetYearSchema.safeParse(2026).success).toBe(true);
    expect(budgetYearSchema.safeParse(2026.5).success).toBe(false);
    expect(budgetYearSchema.safeParse(2101).success).toBe(false);
  });
});

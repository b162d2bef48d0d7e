import { describe, expect, it } from 'vitest';
import {
  OTHER_SUPPLIER,
  consumptionRowsStepSchema,
  duplicateMonthIndices,
  electricityFormSchema,
  electricityStepSchema,
  heatingFormSchema,
  heatingStepSchema,
} from './wizard-consumption.js';

const JAN = { month: '2025-01', cost: 100, consumptionKwh: 900 };
const FEB = { month: '2025-02', cost: 0, consumptionKwh: 0 };

const issuesOf = (
  schema: {
    safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('duplicateMonthIndices', () => {
  it('marks every row after the first of its month', () => {
    expect(duplicateMonthIndices([JAN, FEB, JAN, {}, JAN])).toEqual([2, 4]);
    expect(duplicateMonthIndices([JAN, FEB, {}, {}])).toEqual([]);
  });
});

describe('stored step schemas', () => {
  it('accept one bill per month', () => {
    expect(issuesOf(consumptionRowsStepSchema, { a: JAN, b: FEB })).toEqual([]);
    expect(issuesOf(electricityStepSchema, { rows: { a: JAN, b: FEB } })).toEqual([]);
    expect(issuesOf(heatingStepSchema, { hasHeatingSystem: true, rows: { a: JAN } })).toEqual([]);
    expect(issuesOf(electricityStepSchema, {})).toEqual([]);
  });

  it('reject a second bill for a month', () => {
    expect(issuesOf(consumptionRowsStepSchema, { a: JAN, b: JAN })).toEqual([
      'rows.b.month: validation.duplicateMonth',
    ]);
    expect(issuesOf(electricityStepSchema, { rows: { a: JAN, b: JAN } })).toEqual([
      'rows.b.month: validation.duplicateMonth',
    ]);
    expect(issuesOf(heatingStepSchema, { rows: { x: FEB, a: FEB } })).toEqual([
      'rows.x.month: validation.duplicateMonth',
    ]);
  });

  it('keep the stored rules', () => {
    expect(issuesOf(electricityStepSchema, { supplierConsent: true })).toEqual([
      'accountNumber: validation.notEmpty',
      'supplierCompany: validation.notEmpty',
    ]);
  });
});

describe('electricityFormSchema', () => {
  it.each([
    ['an empty table', { rows: [] }],
    ['new and stored rows', { rows: [{ key: 'a', ...JAN }, FEB] }],
    ['no consent', { rows: [], supplierConsent: false }],
    [
      'a listed supplier',
      { rows: [], supplierConsent: true, accountNumber: 'A1', supplierCompany: 'ČEZ Prodej' },
    ],
    [
      'another supplier',
      {
        rows: [],
        supplierConsent: true,
        accountNumber: 'A1',
        supplierCompany: OTHER_SUPPLIER,
        otherSupplier: 'Co-op',
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(electricityFormSchema, value)).toEqual([]);
  });

  it.each([
    [
      'a missing cost and a negative consumption',
      { rows: [{ month: '2025-01', consumptionKwh: -1 }] },
      [
        'rows.0.cost: validation.notEmptyAndNonNegative',
        'rows.0.consumptionKwh: validation.notEmptyAndNonNegative',
      ],
    ],
    [
      'a missing month',
      { rows: [{ cost: 1, consumptionKwh: 1 }] },
      ['rows.0.month: validation.required'],
    ],
    ['a duplicate month', { rows: [JAN, FEB, JAN] }, ['rows.2.month: validation.duplicateMonth']],
    [
      'consent without details',
      { rows: [], supplierConsent: true },
      ['accountNumber: validation.notEmpty', 'supplierCompany: validation.notEmpty'],
    ],
    [
      'consent with blank text',
      { rows: [], supplierConsent: true, accountNumber: ' ', supplierCompany: OTHER_SUPPLIER },
      ['accountNumber: validation.notEmpty', 'otherSupplier: validation.notEmpty'],
    ],
    [
      'bad cells, a duplicate month and missing supplier details at once',
      { rows: [JAN, { month: '2025-01' }], supplierConsent: true, accountNumber: 'A1' },
      [
        'rows.1.cost: validation.notEmptyAndNonNegative',
        'rows.1.consumptionKwh: validation.notEmptyAndNonNegative',
        'rows.1.month: validation.duplicateMonth',
        'supplierCompany: validation.notEmpty',
      ],
    ],
    ['a bad row key', { rows: [{ key: 'a/b', ...JAN }] }, ['rows.0.key: validation.outOfRange']],
  ])('rejects %s', (_label, value, expected) => {
    expect(issuesOf(electricityFormSchema, value)).toEqual(expected);
  });
});

describe('heatingFormSchema', () => {
  it('accepts the heating fields with bills', () => {
    expect(
      issuesOf(heatingFormSchema, {
        hasHeatingSystem: true,
        districtHeating: true,
        heatingType: 'districtHeating',
        details: 'Substation in the basement',
        rows: [JAN],
      }),
    ).toEqual([]);
  });

  it('rejects an unknown heater type and a duplicate month', () => {
    expect(issuesOf(heatingFormSchema, { heatingType: 'coal', rows: [JAN, JAN] })).toEqual([
      'heatingType: validation.mustBeSelected',
      'rows.1.month: validation.duplicateMonth',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { electricitySchema } from './electricity.js';

const ROW = { month: '2025-01', cost: 100, consumptionKwh: 900 };
const issuesOf = (value: unknown) =>
  electricitySchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('electricitySchema', () => {
  it.each([
    ['nothing yet', {}],
    ['bills', { rows: { r1: ROW, r2: { month: '2025-02', cost: 0, consumptionKwh: 0 } } }],
    ['no consent', { supplierConsent: false }],
    [
      'consent with a listed supplier',
      { supplierConsent: true, accountNumber: 'A1', supplierCompany: 'ČEZ' },
    ],
    [
      'consent with another supplier',
      { supplierConsent: true, accountNumber: 'A1', otherSupplier: 'Co-op' },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    [
      'negative cost',
      { rows: { r1: { ...ROW, cost: -1 } } },
      'rows.r1.cost: validation.notEmptyAndNonNegative',
    ],
    [
      'missing consumption',
      { rows: { r1: { month: '2025-01', cost: 1 } } },
      'rows.r1.consumptionKwh: validation.notEmptyAndNonNegative',
    ],
    ['bad month', { rows: { r1: { ...ROW, month: '2025-1' } } }, 'rows.r1.month: validation.date'],
    ['bad row key', { rows: { 'a.b': ROW } }, 'rows.a.b: validation.outOfRange'],
    [
      'consent without account',
      { supplierConsent: true, supplierCompany: 'ČEZ' },
      'accountNumber: validation.notEmpty',
    ],
    [
      'consent with empty account',
      { supplierConsent: true, accountNumber: '', supplierCompany: 'ČEZ' },
      'accountNumber: validation.notEmpty',
    ],
    [
      'consent without supplier',
      { supplierConsent: true, accountNumber: 'A1' },
      'supplierCompany: validation.notEmpty',
    ],
    ['consent as text', { supplierConsent: 'yes' }, 'supplierConsent: validation.mustBeSelected'],
    ['unknown field', { tariff: 'night' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

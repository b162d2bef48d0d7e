import { describe, expect, it } from 'vitest';
import { supplierOptions } from '@/features/wizard/utils/consumption-suppliers';
import {
  toElectricityFormValues,
  toElectricityValue,
  toHeatingFormValues,
  toHeatingValue,
} from '@/features/wizard/utils/consumption-values';

const JAN = { month: '2025-01', cost: 100, consumptionKwh: 900 };
const newId = () => 'n1';

describe('electricity values', () => {
  it('shows a stored other supplier as the "other" choice', () => {
    expect(
      toElectricityFormValues({
        supplierConsent: true,
        accountNumber: 'A',
        otherSupplier: 'Co-op',
      }),
    ).toEqual({
      rows: [],
      supplierConsent: true,
      accountNumber: 'A',
      supplierCompany: 'other',
      otherSupplier: 'Co-op',
    });
    expect(toElectricityFormValues(undefined).rows).toEqual([]);
  });

  it('stores the listed company or the other supplier, trimmed, never both', () => {
    const base = { rows: [JAN], supplierConsent: true, accountNumber: ' A1 ', otherSupplier: 'x' };
    expect(toElectricityValue({ ...base, supplierCompany: 'EVN' }, newId)).toEqual({
      rows: { n1: JAN },
      supplierConsent: true,
      accountNumber: 'A1',
      supplierCompany: 'EVN',
    });
    expect(toElectricityValue({ ...base, supplierCompany: 'other' }, newId)).toEqual({
      rows: { n1: JAN },
      supplierConsent: true,
      accountNumber: 'A1',
      otherSupplier: 'x',
    });
  });

  it('drops the supplier fields without consent and leaves out absent fields', () => {
    const value = toElectricityValue(
      { rows: [], supplierConsent: false, accountNumber: 'A1', supplierCompany: 'EVN' },
      newId,
    );
    expect(value).toEqual({ supplierConsent: false });
    expect(Object.values(value)).not.toContain(undefined);
    expect(toElectricityValue({ rows: [] }, newId)).toEqual({});
  });
});

describe('heating values', () => {
  it('round-trips a stored heating part', () => {
    const stored = {
      hasHeatingSystem: true,
      districtHeating: true,
      heatingType: 'districtHeating' as const,
      details: 'Substation',
      rows: { a: JAN },
    };
    const form = toHeatingFormValues(stored);
    expect(form.rows).toEqual([{ key: 'a', ...JAN }]);
    expect(toHeatingValue(form as never, newId)).toEqual(stored);
  });

  it('drops the system fields when there is no heating system but keeps the bills', () => {
    expect(
      toHeatingValue(
        { hasHeatingSystem: false, districtHeating: true, heatingType: 'radiant', rows: [JAN] },
        newId,
      ),
    ).toEqual({ hasHeatingSystem: false, rows: { n1: JAN } });
    expect(toHeatingFormValues(undefined)).toEqual({
      hasHeatingSystem: undefined,
      districtHeating: undefined,
      heatingType: undefined,
      details: undefined,
      rows: [],
    });
    expect(Object.keys(toHeatingFormValues(undefined))).toHaveLength(5);
  });
});

describe('supplierOptions', () => {
  it('lists suppliers with their country, keeps an unlisted stored one and ends with Other', () => {
    const options = supplierOptions('Local Co-op', 'other', 'Other');
    expect(options[0]).toEqual({ value: 'ČEZ Prodej', label: 'ČEZ Prodej (CZ)' });
    expect(options.at(-2)).toEqual({ value: 'Local Co-op', label: 'Local Co-op' });
    expect(options.at(-1)).toEqual({ value: 'other', label: 'Other' });
    expect(supplierOptions('EVN', 'other', 'Other').filter((o) => o.value === 'EVN')).toHaveLength(
      1,
    );
  });
});

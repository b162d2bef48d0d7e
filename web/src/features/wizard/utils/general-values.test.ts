import { describe, expect, it } from 'vitest';
import { toGeneralFormValues, toGeneralValue, withNewBuildingCurrency } from './general-values';

describe('toGeneralValue', () => {
  it('leaves out empty fields', () => {
    expect(toGeneralValue({ name: 'Tower', city: undefined, storeysAboveGround: 0 })).toStrictEqual(
      {
        name: 'Tower',
        storeysAboveGround: 0,
      },
    );
  });

  it('keeps the refurbishment year only after a major refurbishment', () => {
    const form = { name: 'Tower', constructionYear: 1990, refurbishmentYear: 2015 };
    expect(toGeneralValue({ ...form, hasMajorRefurbishment: true })).toStrictEqual({
      ...form,
      hasMajorRefurbishment: true,
    });
    expect(toGeneralValue({ ...form, hasMajorRefurbishment: false })).toStrictEqual({
      name: 'Tower',
      constructionYear: 1990,
      hasMajorRefurbishment: false,
    });
  });
});

describe('toGeneralFormValues', () => {
  it('starts a new building blank in the currency it is given, else in USD', () => {
    expect(toGeneralFormValues(undefined, 'CZK')).toStrictEqual({ currency: 'CZK' });
    expect(toGeneralFormValues(undefined)).toStrictEqual({ currency: 'USD' });
  });

  it('starts an existing building from its saved part, in its own currency', () => {
    expect(
      toGeneralFormValues({ name: 'Tower', photoUrl: 'https://x/y.jpg', currency: 'GBP' }, 'EUR'),
    ).toStrictEqual({ name: 'Tower', photoUrl: 'https://x/y.jpg', currency: 'GBP' });
  });

  it("gives a building saved without a currency its country's, else the one given", () => {
    expect(toGeneralFormValues({ name: 'Tower', country: 'DE' }, 'USD')).toStrictEqual({
      name: 'Tower',
      country: 'DE',
      currency: 'EUR',
    });
    expect(toGeneralFormValues({ name: 'Tower' }, 'CHF').currency).toBe('CHF');
  });
});

describe('withNewBuildingCurrency', () => {
  it("creates a building in its creator's currency unless the form chose one", () => {
    expect(withNewBuildingCurrency({ general: { name: 'Tower' } }, 'EUR')).toStrictEqual({
      general: { name: 'Tower', currency: 'EUR' },
    });
    const chosen = { general: { name: 'Tower', currency: 'CZK' } };
    expect(withNewBuildingCurrency(chosen, 'EUR')).toBe(chosen);
  });
});

import { describe, expect, it } from 'vitest';
import { toGeneralFormValues, toGeneralValue } from './general-values';

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
  it('starts a new building blank and an existing one from its saved part', () => {
    expect(toGeneralFormValues(undefined)).toStrictEqual({});
    expect(toGeneralFormValues({ name: 'Tower', photoUrl: 'https://x/y.jpg' })).toStrictEqual({
      name: 'Tower',
      photoUrl: 'https://x/y.jpg',
    });
  });
});

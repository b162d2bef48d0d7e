import { describe, expect, it } from 'vitest';
import { buildingGeneralSchema } from './building-general.js';

const issuesOf = (value: unknown) =>
  buildingGeneralSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('buildingGeneralSchema', () => {
  it.each([
    ['a name only', { name: 'HQ' }],
    ['coordinates at the limits', { name: 'HQ', latitudeDeg: -90, longitudeDeg: 180 }],
    [
      'refurbished the year it was built',
      { name: 'HQ', constructionYear: 1990, hasMajorRefurbishment: true, refurbishmentYear: 1990 },
    ],
    ['no refurbishment', { name: 'HQ', hasMajorRefurbishment: false }],
    [
      'a leap year of operation',
      { name: 'HQ', operatingHoursPerYear: 8784, storeysBelowGround: 0 },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['no name', {}, 'name: validation.required'],
    ['empty name', { name: '' }, 'name: validation.required'],
    ['long name', { name: 'x'.repeat(201) }, 'name: validation.tooLong'],
    ['bad use type', { name: 'HQ', useType: 'warehouse' }, 'useType: validation.mustBeSelected'],
    [
      'bad orientation',
      { name: 'HQ', orientation: 'up' },
      'orientation: validation.mustBeSelected',
    ],
    ['lower-case country', { name: 'HQ', country: 'cz' }, 'country: validation.mustBeSelected'],
    [
      'negative storeys',
      { name: 'HQ', storeysAboveGround: -1 },
      'storeysAboveGround: validation.greaterThanMinusOne',
    ],
    [
      'fractional storeys',
      { name: 'HQ', storeysAboveGround: 1.5 },
      'storeysAboveGround: validation.required',
    ],
    ['zero area', { name: 'HQ', grossFloorAreaM2: 0 }, 'grossFloorAreaM2: validation.outOfRange'],
    ['latitude 91', { name: 'HQ', latitudeDeg: 91 }, 'latitudeDeg: validation.outOfRange'],
    ['year 999', { name: 'HQ', constructionYear: 999 }, 'constructionYear: validation.outOfRange'],
    [
      'too many hours',
      { name: 'HQ', operatingHoursPerYear: 8785 },
      'operatingHoursPerYear: validation.outOfRange',
    ],
    [
      'refurbished before built',
      { name: 'HQ', constructionYear: 2000, refurbishmentYear: 1999 },
      'refurbishmentYear: validation.startYearAfterEnd',
    ],
    [
      'refurbished without a year',
      { name: 'HQ', hasMajorRefurbishment: true },
      'refurbishmentYear: validation.required',
    ],
    ['unknown field', { name: 'HQ', floors: 3 }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

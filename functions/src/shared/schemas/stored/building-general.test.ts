import { describe, expect, it } from 'vitest';
import { buildingGeneralSchema, buildingGeneralSchemaFor } from './building-general.js';

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

describe('buildingGeneralSchemaFor', () => {
  /** Values per field, valid and not: texts, numbers of each range, wrong types. */
  const SAMPLES: Record<string, unknown[]> = {
    name: ['Main Building', '', 'x'.repeat(300), 7],
    street: ['1 Main St', '', 'y'.repeat(300), null],
    postCode: ['10100', 5],
    city: ['Brno', ''],
    state: ['Illinois'],
    country: ['US', 'us', 'USA', 1],
    useType: ['office', 'spaceship', 3],
    grossFloorAreaM2: [1858.06, 0, -1, 'big'],
    storeysAboveGround: [3, -1, 2.5],
    constructionYear: [1900, 999, 2200, 1950.5],
    latitudeDeg: [50, 91, -91],
    longitudeDeg: [14, 181],
  };
  const KEYS = Object.keys(SAMPLES);

  it('accepts what the whole schema accepts, for objects of the given fields', () => {
    let seed = 3;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let run = 0; run < 3000; run++) {
      const keys = KEYS.filter(() => random(2) === 0);
      const schema = buildingGeneralSchemaFor(keys);
      const value: Record<string, unknown> = {};
      for (const key of keys) {
        if (random(4) === 0) continue;
        const samples = SAMPLES[key]!;
        value[key] = samples[random(samples.length)];
      }
      expect(schema.safeParse(value).success).toBe(buildingGeneralSchema.safeParse(value).success);
    }
  });

  it('is the whole schema when the fields include one of its cross-field checks', () => {
    expect(buildingGeneralSchemaFor(['name', 'refurbishmentYear'])).toBe(buildingGeneralSchema);
    const schema = buildingGeneralSchemaFor(['street', 'city']);
    expect(schema.safeParse({ street: '1 Main St' }).success).toBe(false); // no name
    expect(schema.safeParse({ name: 'A', street: '1 Main St' }).success).toBe(true);
  });
});

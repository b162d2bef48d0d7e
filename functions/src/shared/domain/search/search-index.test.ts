import { describe, expect, it } from 'vitest';
import { searchIndexEntrySchema } from '../../schemas/derived/search-index.js';
import { searchIndexEntryOf, searchIndexPath } from './search-index.js';

const general = {
  name: 'Karlín office',
  title: 'Karlín Office Park',
  buildingNumber: 'B-12',
  street: 'Pernerova 1',
  postCode: '186 00',
  city: 'Praha',
  country: 'CZ',
  grossFloorAreaM2: 4200,
  photoUrl: 'https://example.com/p.jpg',
};

describe('searchIndexEntryOf', () => {
  it('keeps the texts search needs of the building, its equipment and measures, and nothing else', () => {
    const entry = searchIndexEntryOf({
      general,
      equipment: {
        e1: {
          assetId: 'AHU-01',
          name: 'Air handler',
          type: 'Air Handling Unit',
          manufacturer: 'Müller',
          initialValue: 120000,
          logs: { l1: { on: '2025-01-01', text: 'x' } },
        },
        e2: { assetId: 'P-1', name: 'Pump', type: 'Pump' },
      },
      measures: {
        m1: { name: 'LED lighting', kind: 'ledReplacement', subSystem: 'lighting', investment: 9 },
      },
    });
    expect(entry).toEqual({
      title: 'Karlín Office Park',
      name: 'Karlín office',
      buildingNumber: 'B-12',
      street: 'Pernerova 1',
      postCode: '186 00',
      city: 'Praha',
      country: 'CZ',
      equipment: {
        e1: {
          assetId: 'AHU-01',
          name: 'Air handler',
          type: 'Air Handling Unit',
          manufacturer: 'Müller',
        },
        e2: { assetId: 'P-1', name: 'Pump', type: 'Pump' },
      },
      measures: { m1: { name: 'LED lighting', subSystem: 'lighting' } },
    });
    expect(searchIndexEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('lists a building by its name when it has no title, without repeating it', () => {
    const entry = searchIndexEntryOf({
      general: { name: 'Brno depot' },
      equipment: null,
      measures: null,
    });
    expect(entry).toEqual({
      title: 'Brno depot',
      buildingNumber: '',
      street: '',
      postCode: '',
      city: '',
      country: '',
    });
    expect(searchIndexEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('reads admin-written data defensively: wrong types, long texts, empty items', () => {
    const entry = searchIndexEntryOf({
      general: { name: 'x'.repeat(300), country: 'cz', city: 7 },
      equipment: { e1: 'oops', e2: {}, e3: { assetId: 'A'.repeat(150), name: 5, type: 'Chiller' } },
      measures: { m1: { name: '' }, m2: { name: 'Windows', subSystem: 'nope' } },
    });
    expect(entry?.title).toHaveLength(200);
    expect(entry?.country).toBe('');
    expect(entry?.city).toBe('');
    expect(entry?.equipment).toEqual({
      e3: { assetId: 'A'.repeat(100), name: '', type: 'Chiller' },
    });
    expect(entry?.measures).toEqual({ m2: { name: 'Windows' } });
    expect(searchIndexEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('gives no entry for a building without general information', () => {
    expect(
      searchIndexEntryOf({ general: null, equipment: { e1: { assetId: 'A' } }, measures: null }),
    ).toBeNull();
  });

  it('names the path of a user’s entry', () => {
    expect(searchIndexPath('u1', 'b1')).toBe('searchIndex/u1/b1');
  });
});

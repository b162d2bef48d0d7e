import { describe, expect, it } from 'vitest';
import type { SearchIndexEntry } from '../../schemas/derived/search-index.js';
import { buildingSearchItemsOf } from './search-items.js';
import { prepareQuery, searchItems } from './search-match.js';

const entry: SearchIndexEntry = {
  title: 'Karlín Office',
  name: 'Pernerova house',
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
    e2: { assetId: 'CH-1', name: '', type: 'Chiller' },
  },
  measures: { m1: { name: 'LED lighting', subSystem: 'lighting' } },
};
const items = buildingSearchItemsOf('b1', entry, 'cs');
const found = (list: Parameters<typeof searchItems>[0], query: string) =>
  searchItems(list, prepareQuery(query, 'cs'), 10).hits.map((hit) => hit.value);

describe('buildingSearchItemsOf', () => {
  it('finds the building by title, name, address, number and post code', () => {
    for (const query of ['karlin', 'pernerova house', 'praha', 'b12', 'b-12', '18600', '186 00'])
      expect(found([items.building], query), query).toHaveLength(1);
    expect(items.building.value).toMatchObject({
      kind: 'building',
      buildingId: 'b1',
      title: 'Karlín Office',
    });
  });

  it('finds equipment by name, ID, type and manufacturer, listed by name else ID', () => {
    expect(found(items.equipment, 'muller')).toMatchObject([
      { equipmentId: 'e1', title: 'Air handler' },
    ]);
    expect(found(items.equipment, 'ahu01')).toMatchObject([{ equipmentId: 'e1' }]);
    expect(found(items.equipment, 'chill')).toMatchObject([
      { equipmentId: 'e2', title: 'CH-1', buildingTitle: 'Karlín Office', buildingId: 'b1' },
    ]);
    expect(found(items.equipment, 'karlin')).toEqual([]);
    expect(found(items.equipment, 'karlin air')).toHaveLength(1);
  });

  it('finds measures by name', () => {
    expect(found(items.measures, 'led')).toEqual([
      {
        kind: 'measure',
        buildingId: 'b1',
        measureId: 'm1',
        title: 'LED lighting',
        subSystem: 'lighting',
        buildingTitle: 'Karlín Office',
      },
    ]);
  });
});

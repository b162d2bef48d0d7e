import { describe, expect, it } from 'vitest';
import type { SearchIndexEntry } from '@shared/schemas/derived/search-index';
import { createCatalogBuilder } from './search-catalog';

const entry = (title: string, assets: number): SearchIndexEntry => ({
  title,
  buildingNumber: '',
  street: '',
  postCode: '',
  city: '',
  country: '',
  equipment: Object.fromEntries(
    Array.from({ length: assets }, (_, i) => [
      `e${i}`,
      { assetId: `A-${i}`, name: `Pump ${i}`, type: 'Pump' },
    ]),
  ),
  measures: { m1: { name: `${title} LED` } },
});

describe('createCatalogBuilder', () => {
  it('lists every building, equipment and measure of the entries', () => {
    const build = createCatalogBuilder();
    const catalog = build(
      new Map([
        ['b1', entry('Brno', 2)],
        ['b2', entry('Plzeň', 3)],
      ]),
      'cs',
    );
    expect(catalog.buildings.map((item) => item.value.buildingId)).toEqual(['b1', 'b2']);
    expect(catalog.equipment).toHaveLength(5);
    expect(catalog.measures.map((item) => item.sortKey)).toEqual(['brno led', 'plzen led']);
  });

  it('folds an unchanged entry once per language', () => {
    const build = createCatalogBuilder();
    const brno = entry('Brno', 1);
    const first = build(new Map([['b1', brno]]), 'cs');
    const again = build(
      new Map([
        ['b1', brno],
        ['b2', entry('Plzeň', 1)],
      ]),
      'cs',
    );
    expect(again.buildings[0]).toBe(first.buildings[0]);
    expect(again.equipment[0]).toBe(first.equipment[0]);
    const german = build(new Map([['b1', brno]]), 'de');
    expect(german.buildings[0]).not.toBe(first.buildings[0]);
  });
});

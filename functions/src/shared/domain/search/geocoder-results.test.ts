import { describe, expect, it } from 'vitest';
import type { RegistryEntry } from '../../schemas/stored/registry.js';
import { geocoderSuggestions, mergeSuggestions } from './geocoder-results.js';

/** Shaped like Nominatim's `search?format=jsonv2&addressdetails=1` answer. */
const ANSWER = [
  {
    place_id: 123456,
    lat: '50.0852',
    lon: '14.4264',
    name: 'Palác Koruna',
    display_name: 'Palác Koruna, 1, Václavské náměstí, Praha, 110 00, Česko',
    address: {
      house_number: '1',
      road: 'Václavské náměstí',
      city: 'Praha',
      state: 'Praha',
      postcode: '110 00',
      country_code: 'cz',
    },
  },
  {
    place_id: '99',
    lat: '48.2082',
    lon: '16.3738',
    name: '',
    address: { road: 'Mariahilfer Straße', town: 'Wien', country_code: 'at' },
  },
  // No street: cannot fill in the General Information.
  { place_id: 7, lat: '50', lon: '14', address: { city: 'Praha', country_code: 'cz' } },
  // Unreadable position.
  { place_id: 8, lat: 'north', lon: '14', address: { road: 'X', city: 'Y', country_code: 'cz' } },
  'not a place',
];

describe('geocoderSuggestions', () => {
  it('maps Nominatim places to suggestions with street, town, country and position', () => {
    expect(geocoderSuggestions(ANSWER)).toEqual([
      {
        id: 'geo-123456',
        name: 'Palác Koruna',
        street: 'Václavské náměstí 1',
        city: 'Praha',
        state: 'Praha',
        postCode: '110 00',
        country: 'CZ',
        latitudeDeg: 50.0852,
        longitudeDeg: 14.4264,
        source: 'geocoder',
      },
      {
        id: 'geo-99',
        name: 'Mariahilfer Straße',
        street: 'Mariahilfer Straße',
        city: 'Wien',
        country: 'AT',
        latitudeDeg: 48.2082,
        longitudeDeg: 16.3738,
        source: 'geocoder',
      },
    ]);
  });

  it('answers nothing for what is not a list', () => {
    expect(geocoderSuggestions({ error: 'rate limited' })).toEqual([]);
    expect(geocoderSuggestions(null)).toEqual([]);
  });
});

describe('mergeSuggestions', () => {
  const entry = (id: string, street: string, city = 'Praha'): RegistryEntry => ({
    id,
    name: street,
    street,
    city,
    country: 'CZ',
  });

  it('puts registry matches first and drops geocoded duplicates of them', () => {
    const merged = mergeSuggestions(
      [entry('r1', 'Korunní 12')],
      [entry('g1', 'korunní 12'), entry('g2', 'Korunní 14'), entry('g3', 'Korunní 14')],
      8,
    );
    expect(merged.map((item) => item.id)).toEqual(['r1', 'g2']);
  });

  it('keeps at most the maximum', () => {
    const many = Array.from({ length: 10 }, (_, i) => entry(`g${i}`, `Street ${i}`));
    expect(mergeSuggestions([entry('r1', 'A')], many, 8)).toHaveLength(8);
  });
});

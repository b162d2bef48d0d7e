import { describe, expect, it } from 'vitest';
import {
  indexItem,
  narrows,
  prepareQuery,
  scoreItem,
  searchItems,
  type SearchFields,
} from './search-match.js';

const item = (fields: SearchFields) => indexItem(fields.title, fields, 'en');
const score = (fields: SearchFields, query: string) => scoreItem(item(fields), prepareQuery(query));

describe('scoreItem', () => {
  it('matches accents and case away, every term somewhere', () => {
    const office = { title: 'Karlín Office', others: ['Pernerova 1', 'Praha'] };
    expect(score(office, 'karlin')).not.toBeNull();
    expect(score(office, 'KARLÍN praha')).not.toBeNull();
    expect(score(office, 'karlin brno')).toBeNull();
    expect(score({ title: 'Chiller', others: ['Müller GmbH'] }, 'muller')).not.toBeNull();
    expect(score({ title: 'Depot', others: ['Plzeň'] }, 'plzen')).not.toBeNull();
  });

  it('matches prefixes of any word and substrings', () => {
    const office = { title: 'Karlín Office Park' };
    expect(score(office, 'kar')).not.toBeNull();
    expect(score(office, 'off')).not.toBeNull();
    expect(score(office, 'rlí')).not.toBeNull();
    expect(score(office, 'xyz')).toBeNull();
    expect(score(office, '')).toBeNull();
  });

  it('finds codes with or without their punctuation', () => {
    const ahu = { title: 'Air handler', codes: ['AHU-01'] };
    expect(score(ahu, 'ahu-01')).not.toBeNull();
    expect(score(ahu, 'ahu01')).not.toBeNull();
    expect(score(ahu, 'hu0')).not.toBeNull();
  });

  it('ranks exact before prefix before word prefix before substring', () => {
    const ranks = ['Office', 'Office Park', 'Big Office', 'Backoffice'].map((title) =>
      score({ title }, 'office'),
    ) as number[];
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(4);
  });

  it('ranks the title before the other texts, and any prefix before a substring', () => {
    const inTitle = score({ title: 'Brno depot', others: ['Praha'] }, 'brno') as number;
    const inAddress = score({ title: 'Depot', others: ['Brno'] }, 'brno') as number;
    const insideTitle = score({ title: 'Ostbrno' }, 'brno') as number;
    expect(inTitle).toBeLessThan(inAddress);
    expect(inAddress).toBeLessThan(insideTitle);
  });

  it('uses the context only beside a term of the item’s own texts', () => {
    const ahu = { title: 'Air handler', codes: ['AHU-01'], context: 'Karlín Office' };
    expect(score(ahu, 'karlin')).toBeNull();
    expect(score(ahu, 'karlin ahu')).not.toBeNull();
    expect(score(ahu, 'karlin ahu')! > score(ahu, 'ahu')!).toBe(true);
  });
});

describe('searchItems', () => {
  it('searching a longer query among the candidates of a shorter one finds the same', () => {
    const titles = ['Karlín Office', 'Karlsruhe Depot', 'Carl House', 'Office Karlín B'];
    const all = titles.map((title) => indexItem(title, { title }));
    const short = prepareQuery('karl');
    const long = prepareQuery('karlin o');
    expect(narrows(short, long)).toBe(true);
    expect(narrows(long, short)).toBe(false);
    expect(narrows(prepareQuery(''), long)).toBe(false);
    const { candidates } = searchItems(all, short, 10);
    expect(candidates).toHaveLength(3);
    expect(searchItems(candidates, long, 10)).toEqual(searchItems(all, long, 10));
  });

  const titles = ['Office B', 'Backoffice', 'Office A', 'Big Office', 'Office', 'Depot'];
  const items = titles.map((title) => indexItem(title, { title }));

  it('gives the best matches first, ties by title, and counts every match', () => {
    const result = searchItems(items, prepareQuery('office'), 10);
    expect(result.total).toBe(5);
    expect(result.hits.map((hit) => hit.value)).toEqual([
      'Office',
      'Office A',
      'Office B',
      'Big Office',
      'Backoffice',
    ]);
  });

  it('keeps only the limit, the best ones', () => {
    const result = searchItems(items, prepareQuery('office'), 2);
    expect(result.total).toBe(5);
    expect(result.hits.map((hit) => hit.value)).toEqual(['Office', 'Office A']);
  });

  it('gives nothing for an empty query', () => {
    expect(searchItems(items, prepareQuery('  -- '), 10)).toMatchObject({ hits: [], total: 0 });
  });
});

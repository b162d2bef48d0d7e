import { describe, expect, it } from 'vitest';
import type { RegistryEntry } from '../../schemas/stored/registry.js';
import { registrySearchQuerySchema } from '../../schemas/stored/registry.js';
import { foldText } from '../common/fold-text.js';
import { queryTerms, searchRegistry } from './registry-search.js';

const entry = (id: string, name: string, street: string, postCode = '10100'): RegistryEntry => ({
  id,
  name,
  street,
  city: 'EnergyTown',
  postCode,
  country: 'US',
});

const ENTRIES = [
  entry('a', '120243 E True Lane', '120243 E True Lane', '10107-7915'),
  entry('b', 'Národní divadlo', 'Národní 2', '11000'),
  entry('c', 'Peach Tower', '95373 E Peach Avenue'),
  entry('d', 'The Peach', '1 Main Street'),
  entry('e', 'Old Mill', '7 Peachtree Road'),
];

describe('foldText / queryTerms', () => {
  it('ignores case, accents and punctuation', () => {
    expect(foldText('  Národní, DIVADLO ')).toBe('narodni divadlo');
    expect(queryTerms('Peach,  Ave.')).toEqual(['peach', 'ave']);
    expect(queryTerms(' , ')).toEqual([]);
  });
});

describe('searchRegistry', () => {
  it('matches every term in name, street, city or post code, accent-insensitively', () => {
    expect(searchRegistry(ENTRIES, 'narodni').map((e) => e.id)).toEqual(['b']);
    expect(searchRegistry(ENTRIES, 'NÁRODNÍ 2').map((e) => e.id)).toEqual(['b']);
    expect(searchRegistry(ENTRIES, 'true lane 10107').map((e) => e.id)).toEqual(['a']);
    expect(searchRegistry(ENTRIES, 'energytown true').map((e) => e.id)).toEqual(['a']);
    expect(searchRegistry(ENTRIES, 'true mill')).toEqual([]);
    expect(searchRegistry(ENTRIES, 'nowhere')).toEqual([]);
    expect(searchRegistry(ENTRIES, '  ')).toEqual([]);
  });

  it('ranks name prefix matches first, then word starts, then the rest', () => {
    expect(searchRegistry(ENTRIES, 'peach').map((e) => e.id)).toEqual(['c', 'e', 'd']);
    expect(searchRegistry(ENTRIES, 'each').map((e) => e.id)).toEqual(['e', 'c', 'd']);
  });

  it('returns at most the limit (8 by default)', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      entry(`m${i}`, `Block ${i}`, `${i} Long Road`),
    );
    expect(searchRegistry(many, 'road')).toHaveLength(8);
    expect(searchRegistry(many, 'road', 3)).toHaveLength(3);
  });
});

describe('registrySearchQuerySchema', () => {
  it('accepts 2 to 100 characters after trimming', () => {
    expect(registrySearchQuerySchema.safeParse({ q: ' ab ' }).data).toEqual({ q: 'ab' });
    expect(registrySearchQuerySchema.safeParse({ q: 'a' }).success).toBe(false);
    expect(registrySearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(registrySearchQuerySchema.safeParse({}).success).toBe(false);
  });
});

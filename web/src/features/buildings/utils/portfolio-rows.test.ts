import { describe, expect, it } from 'vitest';
import type { BuildingMeta } from '@shared/schemas/building-meta';
import {
  matchesQuickSearch,
  toPortfolioRow,
  toPortfolioRows,
  type BuildingParts,
} from './portfolio-rows';

const meta = (createdAtMs: number, status: BuildingMeta['status'] = 'permanent'): BuildingMeta => ({
  ownerUid: 'u1',
  status,
  createdAtMs,
  updatedAtMs: createdAtMs,
  wizard: { step: 'done', percent: 100 },
});

describe('portfolio rows', () => {
  it('uses the title, falling back to the name, and leaves out buildings without meta', () => {
    expect(
      toPortfolioRow('b1', { meta: meta(1), general: { name: 'Name', title: 'Title' } })?.title,
    ).toBe('Title');
    expect(toPortfolioRow('b1', { meta: meta(1), general: { name: 'Name' } })?.title).toBe('Name');
    expect(toPortfolioRow('b1', { general: { name: 'Name' } })).toBeNull();
    expect(toPortfolioRow('b1', { meta: null })).toBeNull();
  });

  it('orders newest first, then by id', () => {
    const buildings = new Map<string, BuildingParts>([
      ['b', { meta: meta(10) }],
      ['a', { meta: meta(10, 'temporary') }],
      ['c', { meta: meta(20) }],
    ]);
    expect(toPortfolioRows(buildings).map((row) => [row.id, row.status])).toEqual([
      ['c', 'permanent'],
      ['a', 'temporary'],
      ['b', 'permanent'],
    ]);
  });

  it('quick search matches every term, ignoring case and accents', () => {
    const row = toPortfolioRow('b1', {
      meta: meta(1),
      general: {
        name: 'Kancelářský dům Anděl',
        street: 'Plzeňská 1',
        city: 'Praha',
        country: 'CZ',
      },
    });
    if (!row) throw new Error('row expected');
    expect(matchesQuickSearch(row, 'andel praha')).toBe(true);
    expect(matchesQuickSearch(row, 'PLZENSKA')).toBe(true);
    expect(matchesQuickSearch(row, 'andel brno')).toBe(false);
    expect(matchesQuickSearch(row, '  ')).toBe(true);
  });
});

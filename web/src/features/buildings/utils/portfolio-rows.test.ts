import { describe, expect, it } from 'vitest';
import { packPortfolioSummary } from '@shared/domain/portfolio/portfolio-summary';
import type { PortfolioSummary } from '@shared/schemas/derived/portfolio-summary';
import {
  figuresProgress,
  matchesQuickSearch,
  parsePortfolioEntry,
  toPortfolioRows,
  type PortfolioRow,
} from './portfolio-rows';

const summary = (
  createdAtMs: number,
  status: PortfolioSummary['status'] = 'permanent',
): PortfolioSummary => ({
  title: 'Title',
  street: '',
  city: '',
  country: '',
  status,
  createdAtMs,
  updatedAtMs: createdAtMs,
  ownerUid: 'u1',
  role: 'owner',
  currency: 'USD',
});

const row = (id: string, value: PortfolioSummary): PortfolioRow => {
  const entry = parsePortfolioEntry(id, packPortfolioSummary(value));
  if (!('row' in entry)) throw new Error(entry.problem);
  return entry.row;
};

describe('portfolio rows', () => {
  it('reads a stored summary into a row with its building id', () => {
    expect(parsePortfolioEntry('b1', packPortfolioSummary(summary(5)))).toEqual({
      row: { ...summary(5), id: 'b1' },
    });
  });

  it('reads a summary stored as an object, as before summaries were packed', () => {
    expect(parsePortfolioEntry('b1', summary(5))).toEqual({ row: { ...summary(5), id: 'b1' } });
  });

  it('names the building, the field and the message of a summary of the wrong shape', () => {
    const packed = (value: object) => JSON.stringify(value);
    expect(parsePortfolioEntry('b1', packed({ ...summary(5), status: 'draft' }))).toEqual({
      problem: 'b1/status: validation.mustBeSelected',
    });
    expect(parsePortfolioEntry('b2', packed({ ...summary(5), editedBy: 'Olga' }))).toEqual({
      problem: 'b2: validation.unknownField',
    });
    expect(parsePortfolioEntry('b3', packed(['x']))).toEqual({
      problem: 'b3: validation.required',
    });
    expect(parsePortfolioEntry('b4', '{x')).toEqual({ problem: 'b4: not JSON' });
    expect(parsePortfolioEntry('b5', 5)).toEqual({ problem: 'b5: not a packed string' });
  });

  it('orders newest first, then by id', () => {
    const rows = [row('b', summary(10)), row('a', summary(10, 'temporary')), row('c', summary(20))];
    expect(toPortfolioRows(rows).map((r) => [r.id, r.status])).toEqual([
      ['c', 'permanent'],
      ['a', 'temporary'],
      ['b', 'permanent'],
    ]);
  });

  it('quick search matches every term, ignoring case and accents', () => {
    const andel = row('b1', {
      ...summary(1),
      title: 'Kancelářský dům Anděl',
      street: 'Plzeňská 1',
      city: 'Praha',
      country: 'CZ',
    });
    expect(matchesQuickSearch(andel, 'andel praha')).toBe(true);
    expect(matchesQuickSearch(andel, 'PLZENSKA')).toBe(true);
    expect(matchesQuickSearch(andel, 'cz b1')).toBe(true);
    expect(matchesQuickSearch(andel, 'andel brno')).toBe(false);
    expect(matchesQuickSearch(andel, '  ')).toBe(true);
  });
});

describe('figuresProgress', () => {
  it('counts the rows whose figures are missing or older than the building', () => {
    const base = parsePortfolioEntry('b1', {
      title: 'A',
      street: '',
      city: '',
      country: '',
      status: 'permanent',
      createdAtMs: 1,
      updatedAtMs: 10,
      ownerUid: 'u',
      role: 'owner',
      currency: 'EUR',
    });
    if (!('row' in base)) throw new Error('sample must parse');
    const figures = { inputUpdatedAtMs: 10, computedAtMs: 11, siteKwh: 1, co2Kg: 1 };
    const rows = [
      base.row,
      { ...base.row, id: 'b2', figures },
      { ...base.row, id: 'b3', updatedAtMs: 12, figures },
    ];
    expect(figuresProgress(rows)).toEqual({ pending: 2, total: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import type { BuildingGeneral } from '../../schemas/stored/building-general.js';
import type { BuildingMeta } from '../../schemas/stored/building-meta.js';
import { portfolioSummarySchema } from '../../schemas/derived/portfolio-summary.js';
import {
  figuresPending,
  laterFigures,
  packPortfolioSummary,
  portfolioFiguresOf,
  portfolioSummaryFor,
  portfolioSummaryOf,
  portfolioSummaryPath,
  portfolioSummaryUpdates,
  readStoredSummary,
  sameSummary,
  withFigures,
  type BuildingSummaryInputs,
} from './portfolio-summary.js';

const META: BuildingMeta = {
  ownerUid: 'u-owner',
  status: 'temporary',
  createdAtMs: 1_700_000_000_000,
  updatedAtMs: 1_700_000_500_000,
  editedBy: 'Olga Owner',
  editedByUid: 'u-owner',
  externalId: 'espm:1',
  wizard: { step: 'heating', done: { general: true, activity: true }, percent: 22 },
};

const GENERAL: BuildingGeneral = {
  name: 'Anděl Offices',
  title: 'Anděl',
  street: 'Plzeňská 1',
  postCode: '150 00',
  city: 'Praha',
  country: 'CZ',
  useType: 'office',
  grossFloorAreaM2: 5400,
  latitudeDeg: 50.07,
  longitudeDeg: 14.4,
  constructionYear: 1998,
};

const BUILDING: BuildingSummaryInputs = {
  meta: META,
  general: GENERAL,
  members: { 'u-owner': 'owner', 'u-editor': 'editor', 'u-viewer': 'viewer' },
};

const ALL = new Set(['u-owner', 'u-editor', 'u-viewer', 'u-new']);

describe('portfolioSummaryOf', () => {
  it('takes the listed fields of meta and general and the role, nothing private', () => {
    const summary = portfolioSummaryOf({ meta: META, general: GENERAL, role: 'editor' });
    expect(summary).toEqual({
      title: 'Anděl',
      street: 'Plzeňská 1',
      city: 'Praha',
      country: 'CZ',
      useType: 'office',
      status: 'temporary',
      createdAtMs: 1_700_000_000_000,
      updatedAtMs: 1_700_000_500_000,
      ownerUid: 'u-owner',
      role: 'editor',
      grossFloorAreaM2: 5400,
      latitudeDeg: 50.07,
      longitudeDeg: 14.4,
      currency: 'CZK',
      wizardPercent: 22,
    });
    expect(portfolioSummarySchema.parse(summary)).toEqual(summary);
    expect(JSON.stringify(summary)).not.toContain('Olga');
  });

  it('leaves out what the building does not have and falls back to the name and USD', () => {
    const summary = portfolioSummaryOf({ meta: META, general: { name: 'Depot' }, role: 'owner' });
    expect(summary).toEqual({
      title: 'Depot',
      street: '',
      city: '',
      country: '',
      status: 'temporary',
      createdAtMs: META.createdAtMs,
      updatedAtMs: META.updatedAtMs,
      ownerUid: 'u-owner',
      role: 'owner',
      currency: 'USD',
      wizardPercent: 22,
    });
    expect(Object.values(summary)).not.toContain(undefined);
    expect(portfolioSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('has an empty title and address without General Information', () => {
    const summary = portfolioSummaryOf({ meta: META, general: null, role: 'viewer' });
    expect([summary.title, summary.street, summary.city, summary.country]).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(portfolioSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('keeps the stored currency over the country one', () => {
    const general: BuildingGeneral = { ...GENERAL, currency: 'EUR' };
    expect(portfolioSummaryOf({ meta: META, general, role: 'owner' }).currency).toBe('EUR');
  });

  it('leaves out the wizard percentage of a meta stored without wizard progress', () => {
    const { wizard: _wizard, ...bare } = META;
    const summary = portfolioSummaryOf({
      meta: bare as BuildingMeta,
      general: GENERAL,
      role: 'owner',
    });
    expect('wizardPercent' in summary).toBe(false);
  });
});

describe('portfolioSummarySchema', () => {
  const valid = portfolioSummaryOf({ meta: META, general: GENERAL, role: 'owner' });
  it.each([
    [{ ...valid, editedBy: 'Olga' }],
    [{ ...valid, members: { u1: 'owner' } }],
    [{ ...valid, role: 'admin' }],
    [{ ...valid, status: 'draft' }],
    [{ ...valid, country: 'cz' }],
    [{ ...valid, currency: 'XYZ' }],
    [{ ...valid, grossFloorAreaM2: 0 }],
    [{ ...valid, wizardPercent: 101 }],
    [{ ...valid, createdAtMs: 1.5 }],
    [{ ...valid, ownerUid: '' }],
    [{ ...valid, title: 'x'.repeat(201) }],
    [{ ...valid, currency: undefined }],
  ])('refuses %j', (value) => {
    expect(portfolioSummarySchema.safeParse(JSON.parse(JSON.stringify(value))).success).toBe(false);
  });
});

describe('stored summaries', () => {
  const summary = withFigures(portfolioSummaryOf({ meta: META, general: GENERAL, role: 'owner' }), {
    inputUpdatedAtMs: META.updatedAtMs,
    computedAtMs: META.updatedAtMs + 1,
    siteKwh: 1234.5,
    co2Kg: 321,
  });

  it('are one JSON string that reads back as the summary', () => {
    const packed = packPortfolioSummary(summary);
    expect(typeof packed).toBe('string');
    expect(readStoredSummary(packed)).toEqual({ ok: true, value: summary });
  });

  it('are read as well when stored as an object, as before they were packed', () => {
    expect(readStoredSummary(summary)).toEqual({ ok: true, value: summary });
  });

  it('say where and what is wrong with one that cannot be read', () => {
    expect(readStoredSummary(JSON.stringify({ ...summary, status: 'draft' }))).toEqual({
      ok: false,
      path: ['status'],
      message: 'validation.mustBeSelected',
    });
    expect(readStoredSummary('{"title"')).toEqual({ ok: false, path: [], message: 'not JSON' });
    expect(readStoredSummary(7)).toEqual({ ok: false, path: [], message: 'not a packed string' });
    expect(readStoredSummary(null)).toMatchObject({ ok: false });
  });
});

describe('portfolioSummaryFor', () => {
  it('gives the member their role', () => {
    expect(portfolioSummaryFor('u-viewer', 'b1', BUILDING)?.role).toBe('viewer');
  });

  it('is null for a non-member, a building without meta or no building', () => {
    expect(portfolioSummaryFor('u-stranger', 'b1', BUILDING)).toBeNull();
    expect(portfolioSummaryFor('u-owner', 'b1', { ...BUILDING, meta: null })).toBeNull();
    expect(portfolioSummaryFor('u-owner', 'b1', { general: GENERAL })).toBeNull();
    expect(portfolioSummaryFor('u-owner', 'b1', null)).toBeNull();
  });
});

describe('sameSummary', () => {
  const a = portfolioSummaryOf({ meta: META, general: GENERAL, role: 'owner' });
  it('compares field by field', () => {
    expect(sameSummary(a, { ...a })).toBe(true);
    expect(sameSummary(a, { ...a, city: 'Brno' })).toBe(false);
    const { useType: _useType, ...withoutUseType } = a;
    expect(sameSummary(a, withoutUseType)).toBe(false);
    expect(sameSummary(withoutUseType, a)).toBe(false);
    expect(sameSummary(null, null)).toBe(true);
    expect(sameSummary(a, null)).toBe(false);
  });
});

describe('portfolioSummaryUpdates', () => {
  const summary = (uid: string, inputs: BuildingSummaryInputs = BUILDING) =>
    portfolioSummaryFor(uid, 'b1', inputs);

  it('writes a summary for every indexed member of a new building', () => {
    expect(portfolioSummaryUpdates('b1', null, BUILDING, ALL)).toEqual({
      'portfolios/u-editor/b1': summary('u-editor'),
      'portfolios/u-owner/b1': summary('u-owner'),
      'portfolios/u-viewer/b1': summary('u-viewer'),
    });
  });

  it('leaves out members without an index entry (an import writes entries last)', () => {
    const updates = portfolioSummaryUpdates('b1', null, BUILDING, new Set(['u-owner']));
    expect(Object.keys(updates)).toEqual(['portfolios/u-owner/b1']);
    const changed = { ...BUILDING, general: { ...GENERAL, city: 'Brno' } };
    expect(portfolioSummaryUpdates('b1', BUILDING, changed, new Set())).toEqual({});
  });

  it('gives an empty update when nothing a summary shows changed', () => {
    expect(portfolioSummaryUpdates('b1', BUILDING, { ...BUILDING }, ALL)).toEqual({});
    const unshown = {
      ...BUILDING,
      meta: { ...META, editedBy: 'Eda Editor', editedByUid: 'u-editor' },
      general: { ...GENERAL, postCode: '150 01', constructionYear: 1999 },
    };
    expect(portfolioSummaryUpdates('b1', BUILDING, unshown, ALL)).toEqual({});
  });

  it('rewrites every indexed member when the building changes', () => {
    const after = { ...BUILDING, general: { ...GENERAL, title: 'Anděl Park' } };
    const updates = portfolioSummaryUpdates('b1', BUILDING, after, ALL);
    expect(Object.keys(updates).sort()).toEqual([
      'portfolios/u-editor/b1',
      'portfolios/u-owner/b1',
      'portfolios/u-viewer/b1',
    ]);
    expect(updates['portfolios/u-viewer/b1']).toEqual(summary('u-viewer', after));
    expect(updates['portfolios/u-viewer/b1']?.title).toBe('Anděl Park');
  });

  it('writes only the member whose role changed', () => {
    const after = { ...BUILDING, members: { ...BUILDING.members, 'u-viewer': 'editor' as const } };
    expect(portfolioSummaryUpdates('b1', BUILDING, after, ALL)).toEqual({
      'portfolios/u-viewer/b1': summary('u-viewer', after),
    });
  });

  it('adds a new member and removes a removed one, indexed or not', () => {
    const after = {
      ...BUILDING,
      members: { 'u-owner': 'owner' as const, 'u-new': 'viewer' as const },
    };
    expect(portfolioSummaryUpdates('b1', BUILDING, after, new Set(['u-owner', 'u-new']))).toEqual({
      'portfolios/u-editor/b1': null,
      'portfolios/u-new/b1': summary('u-new', after),
      'portfolios/u-viewer/b1': null,
    });
  });

  it('removes every member summary of a deleted building', () => {
    expect(portfolioSummaryUpdates('b1', BUILDING, null, new Set())).toEqual({
      'portfolios/u-editor/b1': null,
      'portfolios/u-owner/b1': null,
      'portfolios/u-viewer/b1': null,
    });
  });

  it('removes the summaries when meta goes and writes none for a building without meta', () => {
    const noMeta = { ...BUILDING, meta: null };
    expect(Object.values(portfolioSummaryUpdates('b1', BUILDING, noMeta, ALL))).toEqual([
      null,
      null,
      null,
    ]);
    expect(portfolioSummaryUpdates('b1', null, noMeta, ALL)).toEqual({});
  });

  it('gives null, never undefined, and no undefined field (the Admin SDK refuses them)', () => {
    const after = { ...BUILDING, general: { name: 'Depot' } };
    for (const value of Object.values(portfolioSummaryUpdates('b1', BUILDING, after, ALL))) {
      expect(value).not.toBeUndefined();
      expect(Object.values(value ?? {})).not.toContain(undefined);
    }
  });

  it('builds its paths with portfolioSummaryPath', () => {
    expect(portfolioSummaryPath('u1', 'b-7')).toBe('portfolios/u1/b-7');
  });
});

describe('portfolio figures', () => {
  const stored = {
    inputVersion: '1700000000000-0badf00d',
    computedAtMs: 1700000001000,
    energy: { siteKwh: 120_000, siteEuiKwhPerM2: 80, co2Kg: 30_000, cost: 24_000 },
  };
  it('reads the headline figures and the update time they were computed from', () => {
    expect(portfolioFiguresOf(stored)).toEqual({
      inputUpdatedAtMs: 1700000000000,
      computedAtMs: 1700000001000,
      siteKwh: 120_000,
      siteEuiKwhPerM2: 80,
      co2Kg: 30_000,
      cost: 24_000,
    });
    expect(portfolioFiguresOf({ ...stored, inputVersion: 'not a version' })).toBeNull();
    expect(portfolioFiguresOf({ ...stored, energy: null })).toBeNull();
    expect(portfolioFiguresOf(null)).toBeNull();
  });
  it('never takes figures back, and says when they are older than the building', () => {
    const older = portfolioFiguresOf(stored)!;
    const newer = {
      ...older,
      computedAtMs: older.computedAtMs + 1,
      inputUpdatedAtMs: 1700000005000,
    };
    expect(laterFigures(newer, older)).toBe(newer);
    expect(laterFigures(older, newer)).toBe(newer);
    expect(laterFigures(null, older)).toBe(older);
    const summary = portfolioSummaryOf({ meta: META, general: GENERAL, role: 'owner' });
    const withNewer = withFigures(withFigures(summary, newer), older);
    expect(withNewer.figures).toBe(newer);
    expect(figuresPending(summary)).toBe(true);
    expect(figuresPending({ ...summary, updatedAtMs: 1700000005000, figures: newer })).toBe(false);
    expect(figuresPending({ ...summary, updatedAtMs: 1700000006000, figures: newer })).toBe(true);
    expect(portfolioSummarySchema.safeParse(withNewer).success).toBe(true);
  });
});

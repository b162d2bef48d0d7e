import { describe, expect, it } from 'vitest';
import type { ImportedBuilding } from './imported-building.js';
import { nameAddressKey, planImport, ReportingYears } from './plan.js';
import { importSteps } from './import-steps.js';
import type { StoredSections } from './write-shapes.js';
import { ImportWriteBuilder, importWrites } from './writes.js';
import { reportedYearSchema } from '../../schemas/stored/reported-year.js';

const row = (
  line: number,
  name: string,
  externalId?: string,
  extra: Partial<ImportedBuilding['general']> = {},
): ImportedBuilding => ({
  line,
  ...(externalId ? { externalId } : {}),
  general: { name, street: `${name} Street 1`, postCode: '10107', ...extra },
  reported: {},
});

describe('planImport', () => {
  it('matches by external id first, then by name and address; creates the rest', () => {
    const plan = planImport(
      [row(2, 'Alpha', 'espm:1'), row(3, 'Beta'), row(4, 'Gamma', 'espm:3')],
      [
        { id: 'b-alpha', externalId: 'espm:1', general: { name: 'Renamed' } },
        { id: 'b-beta', general: { name: 'BETA', street: 'beta street 1', postCode: '10107' } },
      ],
    );
    expect(plan.updates.map((update) => [update.buildingId, update.building.line])).toEqual([
      ['b-alpha', 2],
      ['b-beta', 3],
    ]);
    expect(plan.creates.map((created) => created.line)).toEqual([4]);
    expect(plan.duplicates).toEqual([]);
  });

  it('reports repeated ids and repeated name-and-address rows; the first wins', () => {
    const plan = planImport(
      [row(2, 'Alpha', 'espm:1'), row(3, 'Other', 'espm:1'), row(4, 'Beta'), row(5, 'beta')],
      [],
      { index: 0, header: 'Property Id' },
    );
    expect(plan.creates.map((created) => created.line)).toEqual([2, 4]);
    expect(plan.duplicates).toEqual([
      { line: 3, reason: 'import.duplicateId', columnIndex: 0, column: 'Property Id', value: '1' },
      { line: 5, reason: 'import.duplicateRow' },
    ]);
  });

  it('a row without id repeating a row with id is a duplicate, with or without stored buildings', () => {
    for (const existing of [[], [{ id: 'b-other', general: { name: 'Elsewhere' } }]]) {
      const plan = planImport(
        [row(2, 'Alpha', 'espm:1'), row(3, 'Beta', 'espm:2'), row(4, 'ALPHA'), row(5, 'Gamma')],
        existing,
      );
      expect(plan.duplicates).toEqual([{ line: 4, reason: 'import.duplicateRow' }]);
      expect(plan.creates.map((created) => created.line)).toEqual([2, 3, 5]);
    }
  });

  it('never matches a building with another id of its own by name and address', () => {
    const plan = planImport(
      [row(2, 'Campus', 'espm:2')],
      [{ id: 'b-1', externalId: 'espm:1', general: row(0, 'Campus').general }],
    );
    expect(plan.creates).toHaveLength(1);
  });

  it('folds case, accents and punctuation in the name-and-address key', () => {
    expect(nameAddressKey({ name: 'Radnice', street: 'Náměstí 1', city: 'Praha' })).toBe(
      nameAddressKey({ name: 'RADNICE', street: 'namesti  1.', city: 'praha' }),
    );
    expect(nameAddressKey({ street: 'x' })).toBeNull();
  });
});

describe('importWrites', () => {
  const writer = {
    uid: 'u1',
    editorName: 'jana@example.com',
    nowMs: 1_700_000_000_000,
    currency: 'EUR' as const,
    importId: 'imp-0',
  };
  /** A matched building's stored meta (a Permanent building). */
  const storedMeta = {
    ownerUid: 'u1',
    status: 'permanent' as const,
    createdAtMs: 1,
    updatedAtMs: 2,
    wizard: { step: 'done' as const, percent: 100 },
  };
  it('creates Temporary buildings as the wizard does and updates only the given fields', () => {
    let next = 0;
    const plan = planImport(
      [row(2, 'New', 'espm:9', { constructionYear: 1990 }), row(3, 'Old', 'espm:1')],
      [{ id: 'b-old', externalId: 'espm:1' }],
    );
    const writes = importWrites(
      plan,
      { ...writer, newBuildingId: () => `new-${(next += 1)}` },
      () => ({ meta: storedMeta, general: { name: 'Old', title: 'Kept' } }),
    );
    expect(writes.created).toEqual([
      {
        path: 'buildings/new-1',
        value: {
          meta: {
            ownerUid: 'u1',
            status: 'temporary',
            createdAtMs: writer.nowMs,
            updatedAtMs: writer.nowMs,
            editedBy: 'jana@example.com',
            editedByUid: 'u1',
            wizard: { step: 'general', percent: 0 },
            externalId: 'espm:9',
            // Names the import: its creation is left to it by the building trigger.
            importId: 'imp-0',
          },
          general: {
            name: 'New',
            street: 'New Street 1',
            postCode: '10107',
            constructionYear: 1990,
            currency: 'EUR',
          },
          members: { u1: 'owner' },
        },
        json: expect.any(String) as string,
      },
    ]);
    // What is sent is the same data as the value.
    expect(JSON.parse(writes.created[0]!.json!)).toEqual(writes.created[0]!.value);
    // Its summary goes with it; its entry, which lists it, with the commit.
    expect(writes.summaries).toEqual([
      { path: 'portfolios/u1/new-1', value: expect.stringContaining('"role":"owner"') as string },
    ]);
    expect(writes.reachable).toEqual([[{ path: 'users/u1/buildings/new-1', value: true }]]);
    expect(writes.updated).toEqual([
      {
        buildingId: 'b-old',
        general: { name: 'Old', title: 'Kept', street: 'Old Street 1', postCode: '10107' },
        meta: {
          ...storedMeta,
          updatedAtMs: writer.nowMs,
          editedBy: 'jana@example.com',
          editedByUid: 'u1',
          externalId: 'espm:1',
        },
        stored: { meta: storedMeta, general: { name: 'Old', title: 'Kept' } },
      },
    ]);
    expect(writes.entries.map((entry) => [entry.line, entry.action, entry.buildingId])).toEqual([
      [2, 'created', 'new-1'],
      [3, 'updated', 'b-old'],
    ]);
  });

  it("creates in the row's currency, else the importer's; a matched building keeps its own unless the row gives one", () => {
    const plan = planImport(
      [
        row(2, 'New in CZK', 'espm:7', { currency: 'CZK' }),
        row(3, 'New', 'espm:8'),
        row(4, 'Kept', 'espm:1'),
        row(5, 'Changed', 'espm:2', { currency: 'CHF' }),
      ],
      [
        { id: 'b-kept', externalId: 'espm:1' },
        { id: 'b-changed', externalId: 'espm:2' },
      ],
    );
    let next = 0;
    const writes = importWrites(
      plan,
      { ...writer, newBuildingId: () => `new-${(next += 1)}` },
      (id) => ({ meta: storedMeta, general: { name: id, currency: 'GBP' } }),
    );
    const createdCurrency = writes.created.map(
      (write) => (write.value as { general: { currency?: string } }).general.currency,
    );
    expect(createdCurrency).toEqual(['CZK', 'EUR']);
    expect(writes.updated.map((update) => [update.buildingId, update.general.currency])).toEqual([
      ['b-kept', 'GBP'],
      ['b-changed', 'CHF'],
    ]);
  });

  it('refuses an update that would make the stored General Information invalid', () => {
    const plan = planImport(
      [row(2, 'Old', 'espm:1', { constructionYear: 2010 })],
      [{ id: 'b-old', externalId: 'espm:1' }],
    );
    const writes = importWrites(plan, { ...writer, newBuildingId: () => 'x' }, () => ({
      general: { name: 'Old', hasMajorRefurbishment: true, refurbishmentYear: 2000 },
    }));
    expect(writes.updated).toEqual([]);
    expect(writes.refused).toEqual([{ line: 2, reason: 'import.invalidValue' }]);
  });

  it('writes only meta for a matched building whose General Information the row leaves as it is', () => {
    const same = row(2, 'Same', 'espm:1', { constructionYear: 1990 });
    const changed = row(3, 'Changed', 'espm:2');
    const plan = planImport(
      [same, changed],
      [
        { id: 'b-same', externalId: 'espm:1' },
        { id: 'b-changed', externalId: 'espm:2' },
      ],
    );
    const stored: Record<string, StoredSections> = {
      'b-same': { meta: storedMeta, general: { ...same.general } },
      'b-changed': { meta: storedMeta, general: { ...changed.general, name: 'Before' } },
    };
    const writes = importWrites(plan, { ...writer, newBuildingId: () => 'x' }, (id) => stored[id]);
    expect(writes.updated.map((update) => [update.buildingId, update.generalUnchanged])).toEqual([
      ['b-same', true],
      ['b-changed', undefined],
    ]);
    const [step] = importSteps(writes, { path: 'imports/u1/i1', value: { updated: 2 } });
    expect(Object.keys(JSON.parse(step!.body) as object)).toEqual([
      'buildings/b-same/meta',
      'buildings/b-changed/meta',
      'buildings/b-changed/general',
      'imports/u1/i1',
    ]);
  });

  it('writes nothing for a matched building the row leaves as it is, and lists it unchanged', () => {
    const same = row(2, 'Same', 'espm:1', { constructionYear: 1990 });
    const newId = row(3, 'New id', 'espm:2');
    const plan = planImport(
      [same, newId],
      [
        { id: 'b-same', externalId: 'espm:1' },
        {
          id: 'b-new-id',
          general: { name: 'New id', street: 'New id Street 1', postCode: '10107' },
        },
      ],
    );
    const stored: Record<string, StoredSections> = {
      'b-same': { meta: { ...storedMeta, externalId: 'espm:1' }, general: { ...same.general } },
      // The same General Information, matched by name and address: the row adds its id.
      'b-new-id': { meta: storedMeta, general: { ...newId.general } },
    };
    const writes = importWrites(plan, { ...writer, newBuildingId: () => 'x' }, (id) => stored[id]);
    expect(writes.entries.map((entry) => [entry.buildingId, entry.action])).toEqual([
      ['b-same', 'unchanged'],
      ['b-new-id', 'updated'],
    ]);
    const [step] = importSteps(writes, { path: 'imports/u1/i1', value: { updated: 1 } });
    expect(Object.keys(JSON.parse(step!.body) as object)).toEqual([
      'buildings/b-new-id/meta',
      'imports/u1/i1',
    ]);
  });
});

describe('ReportingYears', () => {
  const yearRow = (line: number, name: string, year: number, externalId?: string) => ({
    ...row(line, name, externalId),
    reported: { reportingYear: year, electricityKwh: line * 1000 },
  });

  it('makes later years of a building its General Information and earlier ones history', () => {
    const years = new ReportingYears();
    const rows = [
      yearRow(2, 'Alpha', 2016, 'seattle:1'),
      yearRow(3, 'Beta', 2016, 'seattle:2'),
      // The property was renamed in 2017: the same id, still one building.
      yearRow(4, 'Alpha Tower', 2017, 'seattle:1'),
      yearRow(5, 'Beta', 2015, 'seattle:2'),
      // The same year again is a duplicate for the planner.
      yearRow(6, 'Alpha again', 2017, 'seattle:1'),
      // Without an id, by name and address.
      yearRow(7, 'Gamma', 2015),
      yearRow(8, 'Gamma', 2016),
    ];
    const decisions = rows.map((candidate) => {
      const decision = years.decide(candidate);
      if (decision.kind === 'plan') years.planned(candidate, `b-${candidate.line}`, 'created');
      return decision;
    });
    expect(decisions).toEqual([
      { kind: 'plan' },
      { kind: 'plan' },
      { kind: 'laterYear', buildingId: 'b-2', action: 'created' },
      { kind: 'earlierYear', buildingId: 'b-3', created: true },
      { kind: 'plan' },
      { kind: 'plan' },
      { kind: 'laterYear', buildingId: 'b-7', action: 'created' },
    ]);
    expect(years.years()).toEqual({ first: 2015, last: 2017, earlierRows: 3 });
  });

  it('does not count a refused later year among the earlier-year rows', () => {
    const years = new ReportingYears();
    const first = yearRow(2, 'Alpha', 2015, 'espm:1');
    years.decide(first);
    years.planned(first, 'b-1', 'updated');
    expect(years.decide(yearRow(3, 'Alpha', 2016, 'espm:1')).kind).toBe('laterYear');
    years.refused();
    expect(years.years()).toBeNull();
  });

  it('leaves rows without a reporting year to the planner and reports no years', () => {
    const years = new ReportingYears();
    const first = row(2, 'Alpha', 'espm:1');
    expect(years.decide(first)).toEqual({ kind: 'plan' });
    years.planned(first, 'b-1', 'updated');
    expect(years.decide(row(3, 'Alpha', 'espm:1'))).toEqual({ kind: 'plan' });
    expect(years.years()).toBeNull();
  });
});

describe('ImportWriteBuilder history', () => {
  const builder = new ImportWriteBuilder(
    {
      uid: 'u1',
      editorName: 'Eva',
      nowMs: 1_700_000_000_000,
      newBuildingId: () => 'b-new',
      currency: 'USD',
      importId: 'imp-1',
    },
    () => undefined,
  );

  it("keeps a row's annual figures under its reporting year, with the import and line", () => {
    const building = {
      ...row(7, 'Alpha'),
      reported: { reportingYear: 2023, electricityKwh: -1500.5, energyStarScore: 81 },
    };
    expect(builder.history('b-1', building)).toEqual([
      {
        path: 'buildings/b-1/reportedYears/2023',
        value: {
          electricityKwh: -1500.5,
          energyStarScore: 81,
          importId: 'imp-1',
          line: 7,
        },
      },
    ]);
    expect(reportedYearSchema.safeParse(builder.history('b-1', building)[0]?.value).success).toBe(
      true,
    );
    // The years side by side of a wide file (San Francisco) are kept each under its own year.
    const wide = { ...building, otherYears: [{ reportingYear: 2016, energyStarScore: 70 }] };
    expect(builder.history('b-1', wide).map((write) => write.path)).toEqual([
      'buildings/b-1/reportedYears/2016',
      'buildings/b-1/reportedYears/2023',
    ]);
  });

  it('counts the years of history a new building is created with', () => {
    const building = {
      ...row(7, 'Alpha'),
      reported: { reportingYear: 2023, electricityKwh: 1500 },
      otherYears: [{ reportingYear: 2016, energyStarScore: 70 }],
    };
    const created = builder.create(building);
    expect(created.historyYears).toBe(2);
    const value = created.created.value as { reportedYears: object };
    expect(Object.keys(value.reportedYears)).toEqual(['2016', '2023']);
    expect(JSON.parse(created.created.json!)).toEqual(value);
    expect(builder.create(row(8, 'Beta')).historyYears).toBe(0);
  });

  it('keeps nothing for a row without a year or without figures', () => {
    expect(builder.history('b-1', { ...row(2, 'A'), reported: { electricityKwh: 5 } })).toEqual([]);
    expect(builder.history('b-1', { ...row(2, 'A'), reported: { reportingYear: 2020 } })).toEqual(
      [],
    );
  });

  it('writes only the years whose figures a matched building does not have yet', () => {
    const stored = new ImportWriteBuilder(
      {
        uid: 'u1',
        editorName: 'Eva',
        nowMs: 2,
        newBuildingId: () => 'b-new',
        currency: 'USD',
        importId: 'imp-2',
      },
      () => ({
        reportedYears: {
          '2022': { electricityKwh: 100, importId: 'imp-1', line: 3 },
          '2023': { electricityKwh: 90, importId: 'imp-1', line: 4 },
        },
      }),
    );
    const building = {
      ...row(5, 'Alpha'),
      reported: { reportingYear: 2023, electricityKwh: 95 },
      otherYears: [
        { reportingYear: 2022, electricityKwh: 100 },
        { reportingYear: 2021, electricityKwh: 110 },
      ],
    };
    const history = stored.matchedHistory('b-1', building);
    expect(history.years).toBe(3);
    expect(history.writes.map((write) => write.path)).toEqual([
      'buildings/b-1/reportedYears/2021',
      'buildings/b-1/reportedYears/2023',
    ]);
    expect(history.before).toEqual([null, { electricityKwh: 90, importId: 'imp-1', line: 4 }]);
  });

  it("gives a new building a later year's fields one by one, keeping those it leaves empty", () => {
    expect(builder.laterGeneral('b-1', row(9, 'Alpha Tower'))).toEqual([
      { path: 'buildings/b-1/general/name', value: 'Alpha Tower' },
      { path: 'buildings/b-1/general/street', value: 'Alpha Tower Street 1' },
      { path: 'buildings/b-1/general/postCode', value: '10107' },
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../../functions/src/services/building-import/parse-import.js';
import { createRng } from '../../functions/src/shared/domain/common/seeded-random.js';
import type { ImportedBuilding } from '../../functions/src/shared/domain/building-import/imported-building.js';
import { nameAddressKey } from '../../functions/src/shared/domain/building-import/plan.js';
import type { ImportReport } from '../../functions/src/shared/schemas/contracts/building-import.js';
import {
  adminDatabase,
  createAccount,
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
} from '../support/emulators.js';
import { removePortfolioQuietly } from '../support/quiet-data.js';

/**
 * Real benchmarking files of six cities (tests/fixtures/building-import/public, sources and
 * licences in its README): the values the import reads for sample rows, computed by hand
 * (expected.json), and, through the function, that every row of a file (in any order, any
 * subset) is stored exactly as the report describes it.
 */
const PUBLIC = new URL('../fixtures/building-import/public/', import.meta.url);
const read = (name: string) => new Uint8Array(readFileSync(new URL(name, PUBLIC)));

interface Sample {
  line: number;
  how?: string;
  [field: string]: unknown;
}
interface ExpectedFile {
  file: string;
  samples: Sample[];
}
const EXPECTED = JSON.parse(readFileSync(new URL('expected.json', PUBLIC), 'utf8')) as {
  files: ExpectedFile[];
};
const FILES = EXPECTED.files.map((entry) => entry.file);

/** What the import read from a row, in the flat shape of expected.json. */
function flat(building: ImportedBuilding): Record<string, unknown> {
  return {
    externalId: building.externalId ?? null,
    ...building.general,
    ...building.reported,
  };
}

describe('building import: public files of six cities', () => {
  it('reads at least six cities', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(6);
  });

  it.each(EXPECTED.files.map((entry) => [entry.file, entry] as const))(
    '%s: the sample rows as computed by hand',
    async (_file, entry) => {
      const parsed = await parseImportFile(read(entry.file));
      for (const { line, how: _how, ...expected } of entry.samples) {
        const building = parsed.buildings.find((candidate) => candidate.line === line);
        expect(building, `line ${line}`).toBeDefined();
        const got = flat(building!);
        // null: the field must be absent.
        const wanted = Object.fromEntries(
          Object.entries(expected).map(([field, value]) => [field, value ?? undefined]),
        );
        const compared = Object.fromEntries(
          Object.keys(wanted).map((field) => [field, got[field]]),
        );
        expect(compared, `line ${line}`).toEqual(wanted);
      }
    },
  );
});

/** The records of a CSV text: lines joined while a quoted cell is open (an odd count of `"`). */
function records(text: string): string[] {
  const out: string[] = [];
  let open = '';
  for (const line of text.split('\n')) {
    open = open === '' ? line : `${open}\n${line}`;
    if ((open.match(/"/g)?.length ?? 0) % 2 === 0) {
      if (open !== '') out.push(open);
      open = '';
    }
  }
  return out;
}

/** A variant of a file: its header, then a seeded shuffle of a seeded subset of its records. */
function variant(bytes: Uint8Array, seed: number): Uint8Array {
  const { next: random } = createRng(String(seed));
  const [header, ...rows] = records(new TextDecoder().decode(bytes));
  const kept = rows.filter(() => random() < 0.8);
  for (let i = kept.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [kept[i], kept[j]] = [kept[j]!, kept[i]!];
  }
  return new TextEncoder().encode(`${[header, ...kept].join('\n')}\n`);
}

/**
 * What the report promises for each building, worked out from the rows as read: one building per
 * property (id, else name and address); its General Information the merge of its rows in year
 * order (a later year's fields over the earlier's; the same year twice is skipped); every year's
 * figures as history.
 */
function promised(buildings: readonly ImportedBuilding[]) {
  const byKey = new Map<
    string,
    { rows: ImportedBuilding[]; years: Set<number | undefined>; firstLine: number }
  >();
  for (const row of buildings) {
    const key = row.externalId ?? nameAddressKey(row.general) ?? `line:${row.line}`;
    const known = byKey.get(key);
    const year = row.reported.reportingYear;
    if (!known) byKey.set(key, { rows: [row], years: new Set([year]), firstLine: row.line });
    else if (year !== undefined && !known.years.has(year)) {
      known.rows.push(row);
      known.years.add(year);
    }
  }
  return [...byKey.values()].map(({ rows, firstLine }) => {
    // The row that gave the General Information first, then each later year in file order.
    const first = rows[0]!;
    let generalYear = first.reported.reportingYear ?? -Infinity;
    let general: Record<string, unknown> = { ...first.general };
    let line = first.line;
    for (const row of rows.slice(1)) {
      const year = row.reported.reportingYear!;
      if (year > generalYear) {
        general = { ...general, ...row.general };
        generalYear = year;
        line = row.line;
      }
    }
    const history: Record<string, Record<string, unknown>> = {};
    for (const row of rows) {
      for (const { reportingYear, ...figures } of [row.reported, ...(row.otherYears ?? [])]) {
        if (reportingYear !== undefined && Object.keys(figures).length > 0) {
          history[String(reportingYear)] = { ...figures, line: row.line };
        }
      }
    }
    return { firstLine, line, general, history, rows: rows.length };
  });
}

describe.runIf(DATABASE_HOST)('building import: what is stored is what the report says', () => {
  it.each(FILES.flatMap((file) => [1, 2].map((seed) => [file, seed] as const)))(
    '%s, variant %i',
    async (file, seed) => {
      const bytes = variant(read(file), seed * 7919 + file.length);
      const parsed = await parseImportFile(bytes);
      const lines = records(new TextDecoder().decode(bytes)).length - 1;
      expect(parsed.rows).toBe(lines);
      const account = await createAccount();
      const form = new FormData();
      form.append('file', new Blob([bytes.slice()], { type: 'text/csv' }), file);
      const response = await fetch(`${FUNCTIONS_ORIGIN}/imports/buildings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.idToken}` },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      expect(response.status).toBe(200);
      const report = (await response.json()) as ImportReport;
      const buildings = promised(parsed.buildings);
      // Every row is accounted for: a building, a building's other year, or skipped.
      const earlierRows = report.years?.earlierRows ?? 0;
      expect(report.rows).toBe(lines);
      expect(report.created + report.updated + earlierRows + report.skipped).toBe(report.rows);
      expect(report.created).toBe(buildings.length);
      expect(report.historyYears).toBe(
        buildings.reduce((sum, building) => sum + Object.keys(building.history).length, 0),
      );
      const portfolio = Object.keys(
        ((await adminDatabase('GET', `/users/${account.uid}/buildings`)) ?? {}) as object,
      );
      expect(portfolio.sort()).toEqual(report.buildings.map((entry) => entry.buildingId).sort());
      const byLine = new Map(buildings.map((building) => [building.line, building]));
      for (const entry of report.buildings) {
        const building = byLine.get(entry.line);
        expect(building, `${file} line ${entry.line}`).toBeDefined();
        const stored = (await adminDatabase('GET', `/buildings/${entry.buildingId}`)) as {
          general: Record<string, unknown>;
          reportedYears?: Record<string, Record<string, unknown>>;
        };
        // New buildings without a currency column take the importer's (USD without a profile).
        expect(stored.general, `${file} line ${entry.line}`).toEqual({
          currency: 'USD',
          ...building!.general,
        });
        const history = Object.fromEntries(
          Object.entries(stored.reportedYears ?? {}).map(([year, figures]) => {
            const { importId: _id, importedAtMs: _at, ...kept } = figures;
            return [year, kept];
          }),
        );
        expect(history, `${file} line ${entry.line}`).toEqual(building!.history);
        expect(entry.name).toBe(building!.general['name']);
      }
      // Their figures are not this suite's concern: the suites after it need the queue.
      await removePortfolioQuietly(account.uid);
    },
    120_000,
  );
});

import { SHORT_TEXT_MAX } from '../../schemas/common.js';
import { isCurrency } from '../building/building-currency.js';
import { buildingGeneralSchemaFor, type BuildingGeneral } from '../../schemas/building-general.js';
import type { z } from 'zod';
import {
  isMissingCell,
  parseDateCell,
  parseNumberCell,
  type DecimalSeparator,
  type ParsedCell,
} from '../csv/csv-values.js';
import type { ImportField } from './columns.js';
import { countryCodeOf, countryOfRegion } from './country.js';
import type { RecognisedColumn, RecognisedHeader } from './header.js';
import type { RowIssueReason } from './reasons.js';
import { toFacetUnit, type AreaUnit, type ImportUnit } from './units.js';
import { useTypeOf } from './use-type.js';

/** How the cells of one file are read (decided once per file, see `read-options.ts`). */
export interface RowReadOptions {
  decimalSeparator: DecimalSeparator;
  /** Slashed dates are day first (`31/12/2025`) rather than month first (`12/31/2025`). */
  dayFirst: boolean;
  /** Country of rows without one: `US` for the US formats, none for our template. */
  defaultCountry?: string;
}

/** Annual figures a file reports for a building (kept in the import report, not in the building). */
export interface ReportedFigures {
  reportingYear?: number;
  electricityKwh?: number;
  naturalGasKwh?: number;
  siteEuiKwhPerM2?: number;
  energyStarScore?: number;
}

/**
 * One row turned into a building's General Information, ready to create or update. `general`
 * has a `currency` only when the file has a currency column and the row's cell is not empty.
 */
export interface ImportedBuilding {
  /** 1-based physical line of the row in the file. */
  line: number;
  /** `<namespace>:<id>` (see `ExternalIdNamespace`), when the file has an id column. */
  externalId?: string;
  /** The fields the row gives (only those; an update leaves the others as they are). */
  general: BuildingGeneral;
  reported: ReportedFigures;
  /**
   * Earlier years' figures of a file with the years side by side (each with its
   * `reportingYear`); `reported` is then the latest year that has figures.
   */
  otherYears?: ReportedFigures[];
}

/** Why one cell made its row unusable. */
export interface RowIssue {
  line: number;
  /** 0-based column index and its header as written; absent for issues of the whole row. */
  columnIndex?: number;
  column?: string;
  reason: RowIssueReason;
  /** The cell as written, at most 60 characters. */
  value?: string;
}

export type RowOutcome =
  { kind: 'building'; building: ImportedBuilding } | { kind: 'skipped'; issues: RowIssue[] };

type CellValue = string | number;

const GENERAL_FIELD: Partial<Record<ImportField, keyof BuildingGeneral>> = {
  name: 'name',
  buildingNumber: 'buildingNumber',
  title: 'title',
  street: 'street',
  postCode: 'postCode',
  city: 'city',
  state: 'state',
  country: 'country',
  currency: 'currency',
  useType: 'useType',
  grossFloorArea: 'grossFloorAreaM2',
  storeysAboveGround: 'storeysAboveGround',
  storeysBelowGround: 'storeysBelowGround',
  constructionYear: 'constructionYear',
  latitude: 'latitudeDeg',
  longitude: 'longitudeDeg',
};

const REPORTED_FIELD: Partial<Record<ImportField, keyof ReportedFigures>> = {
  reportingYear: 'reportingYear',
  electricity: 'electricityKwh',
  naturalGas: 'naturalGasKwh',
  siteEui: 'siteEuiKwhPerM2',
  energyStarScore: 'energyStarScore',
};

type Read = ParsedCell<CellValue> | { kind: 'invalid'; reason: RowIssueReason };

const bad = (reason: RowIssueReason): Read => ({ kind: 'invalid', reason });

/** An area written with its unit (`249090sf`, `333301 sq. ft.`, `1 200 m²`). */
const AREA_WITH_UNIT = /^(.*\d)\s*(sf|sq\.?\s*ft\.?|ft2|ft²|square feet|m2|m²|sqm)$/i;

/** The number part of an area cell and its unit: the one written in the cell, else the column's. */
function areaWithUnit(text: string, columnUnit: AreaUnit): { amount: string; unit: AreaUnit } {
  const match = AREA_WITH_UNIT.exec(text.trim());
  if (!match) return { amount: text, unit: columnUnit };
  return { amount: match[1] ?? '', unit: /^(m2|m²|sqm)$/i.test(match[2] ?? '') ? 'm2' : 'ft2' };
}

/** A number cell checked against [min, max] (and to be whole), else `outside`. */
function bounded(
  cell: ParsedCell<number>,
  min: number,
  max: number,
  outside: RowIssueReason,
  whole = false,
): Read {
  if (cell.kind !== 'value') return cell;
  if (whole && !Number.isInteger(cell.value)) return bad('import.notAWholeNumber');
  return cell.value < min || cell.value > max ? bad(outside) : cell;
}

/** A quantity converted to Facet's unit, rounded to `decimals`. */
function converted(cell: Read, unit: ImportUnit | undefined, decimals: number): Read {
  return cell.kind === 'value' && unit
    ? { kind: 'value', value: toFacetUnit(cell.value as number, unit, decimals) }
    : cell;
}

/**
 * Highest site EUI a row may report, kWh/m²·yr (≈ 3,170 kBtu/ft²): about ten times the mean of the
 * most energy-intensive principal building activity of the U.S. Commercial Buildings Energy
 * Consumption Survey (CBECS 2012, food service: 325.6 kBtu/ft² ≈ 1,027 kWh/m²). Above it a figure
 * is a typing or unit error (New York's 2014 file reports 117,755.5 kBtu/ft² for an office), and
 * the row is refused with `import.outOfRange` rather than stored.
 */
export const SITE_EUI_MAX_KWH_PER_M2 = 10_000;

/** Most readings of repeated cells a column keeps (see {@link ColumnPlan}). */
const REPEATED_MAX = 2000;

function remembered(cache: Map<string, Read>, text: string, read: () => Read): Read {
  const known = cache.get(text);
  if (known) return known;
  const value = read();
  if (cache.size < REPEATED_MAX) cache.set(text, value);
  return value;
}

/** Whitespace that `\s+ → ' '` would change: a run of two, or other than a plain space. */
const UNEVEN_SPACE = /\s\s|[^\S ]/;

function readText(text: string, field: ImportField): Read {
  if (isMissingCell(text)) return { kind: 'missing' };
  const trimmed = text.trim();
  const clean = UNEVEN_SPACE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
  if (clean.length > SHORT_TEXT_MAX) return bad('import.tooLong');
  if (field === 'useType') return { kind: 'value', value: useTypeOf(clean) };
  if (field === 'country') {
    const code = countryCodeOf(clean);
    return code ? { kind: 'value', value: code } : bad('import.countryUnknown');
  }
  if (field === 'currency') {
    // An ISO 4217 code we list, in any case (`eur`, `Czk`); a symbol or a name is not one.
    const code = clean.toUpperCase();
    return isCurrency(code) ? { kind: 'value', value: code } : bad('import.currencyUnknown');
  }
  // A spreadsheet that took a ZIP code for a number writes it `98101.0` (or `98101,0`).
  if (field === 'postCode' && /^\d+[.,]0+$/.test(clean)) {
    return { kind: 'value', value: clean.replace(/[.,]0+$/, '') };
  }
  return { kind: 'value', value: clean };
}

/** Reads one cell of a recognised column into Facet's value and unit. */
function readCell(
  text: string,
  column: RecognisedColumn,
  options: RowReadOptions,
  repeated: Map<string, Read>,
): Read {
  switch (column.field) {
    case 'storeysAboveGround':
    case 'storeysBelowGround':
      return bounded(parseNumberCell(text, options), 0, 300, 'import.outOfRange', true);
    case 'constructionYear':
      // County assessor lists write 0 for an unknown year built.
      if (text.trim() === '0') return { kind: 'missing' };
      return bounded(parseNumberCell(text, options), 1000, 2100, 'import.yearOutOfRange', true);
    case 'reportingYear': {
      if (!column.alias.yearOfDate) {
        return bounded(parseNumberCell(text, options), 1900, 2100, 'import.yearOutOfRange', true);
      }
      return remembered(repeated, text, () => {
        // Portfolio Manager exports whose "Year Ending" holds the year alone (`2023`).
        if (/^\s*\d{4}\s*$/.test(text)) {
          return bounded(parseNumberCell(text, options), 1900, 2100, 'import.yearOutOfRange', true);
        }
        const date = parseDateCell(text, { dayFirst: options.dayFirst });
        return date.kind === 'value'
          ? { kind: 'value', value: Number(date.value.slice(0, 4)) }
          : date;
      });
    }
    case 'energyStarScore':
      return bounded(parseNumberCell(text, options), 1, 100, 'import.outOfRange', true);
    case 'latitude':
      return bounded(parseNumberCell(text, options), -90, 90, 'import.outOfRange');
    case 'longitude':
      return bounded(parseNumberCell(text, options), -180, 180, 'import.outOfRange');
    case 'grossFloorArea': {
      const { amount, unit } = areaWithUnit(text, column.unit === 'ft2' ? 'ft2' : 'm2');
      const cell = parseNumberCell(amount, options);
      if (cell.kind === 'value' && cell.value <= 0) return bad('import.outOfRange');
      return converted(cell, unit, 2);
    }
    case 'electricity':
      // Net of what the building exports: below zero when it exports more than it buys.
      return converted(parseNumberCell(text, options), column.unit, 1);
    case 'siteEui': {
      const eui = converted(
        bounded(parseNumberCell(text, options), 0, Infinity, 'import.outOfRange'),
        column.unit,
        1,
      );
      return eui.kind === 'value' && (eui.value as number) > SITE_EUI_MAX_KWH_PER_M2
        ? bad('import.outOfRange')
        : eui;
    }
    case 'naturalGas':
      return converted(
        bounded(parseNumberCell(text, options), 0, Infinity, 'import.outOfRange'),
        column.unit,
        1,
      );
    case 'useType':
    case 'country':
    case 'currency':
      return remembered(repeated, text, () => readText(text, column.field));
    default:
      return readText(text, column.field);
  }
}

/**
 * Figures that say nothing, as disclosure files write missing data (Seattle's "Missing Data"
 * rows report 0 for everything): a site EUI of 0, and electricity and natural gas both 0, are
 * left out (a real building uses some energy; one of the two at 0 is kept: an all-electric or
 * all-gas building).
 */
function normaliseFigures(reported: Record<string, number>): void {
  if (reported['siteEuiKwhPerM2'] === 0) delete reported['siteEuiKwhPerM2'];
  if (reported['electricityKwh'] === 0 && (reported['naturalGasKwh'] ?? 0) === 0) {
    delete reported['electricityKwh'];
    delete reported['naturalGasKwh'];
  }
}

/** Canada Post's postal code shape (`T2E 7L7`), written in any case, with or without its space. */
const CANADIAN_POSTAL_CODE = /^([A-Za-z]\d[A-Za-z]) ?(\d[A-Za-z]\d)$/;

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * How one column of a file is read, worked out once per file: where its value goes, and the
 * readings of its repeated cells (dates, property types, countries: a file repeats a few values
 * thousands of times).
 */
interface ColumnPlan {
  column: RecognisedColumn;
  generalKey: keyof BuildingGeneral | undefined;
  reportedKey: keyof ReportedFigures | undefined;
  repeated: Map<string, Read>;
}

/** How a file's rows are read: its columns' plans, and the schema its General Information meets. */
interface FilePlan {
  options: RowReadOptions;
  columns: ColumnPlan[];
  /** `buildingGeneralSchema` for the fields this file can give (see `buildingGeneralSchemaFor`). */
  general: z.ZodType<BuildingGeneral>;
}

/** The plan of each file, per header and reading options (one file never sees another's). */
const PLANS = new WeakMap<RecognisedHeader, FilePlan>();

function planOf(header: RecognisedHeader, options: RowReadOptions): FilePlan {
  const known = PLANS.get(header);
  if (known?.options === options) return known;
  const columns = header.columns.map((column) => ({
    column,
    generalKey: GENERAL_FIELD[column.field],
    reportedKey: REPORTED_FIELD[column.field],
    repeated: new Map<string, Read>(),
  }));
  const keys: string[] = columns.flatMap(({ generalKey }) => (generalKey ? [generalKey] : []));
  // A row without a name is named by its street; a row without a country gets the file's.
  const plan: FilePlan = {
    options,
    columns,
    general: buildingGeneralSchemaFor([...keys, 'name', 'country']),
  };
  PLANS.set(header, plan);
  return plan;
}

/**
 * Turns one data row into a building: every recognised cell is read (numbers in the file's
 * decimal convention, US units converted to m² and kWh, "Not Available" and empty cells as
 * absent); the name falls back to the street (city lists have no names). A row with any
 * unreadable cell, no name, or General Information the schema refuses is skipped with the line,
 * column and reason of each problem, so nothing of it is half imported. Cells beyond the header
 * (ragged rows) are ignored; missing trailing cells are empty.
 */
export function mapRow(
  cells: readonly string[],
  line: number,
  header: RecognisedHeader,
  options: RowReadOptions,
): RowOutcome {
  const issues: RowIssue[] = [];
  const general: Record<string, CellValue> = {};
  const reported: Record<string, number> = {};
  let externalId: string | undefined;
  let houseNumber: string | undefined;
  const byYear = new Map<number, Record<string, number>>();
  const plan = planOf(header, options);
  for (const { column, generalKey, reportedKey, repeated } of plan.columns) {
    const text = cells[column.index] ?? '';
    const read = readCell(text, column, options, repeated);
    if (read.kind === 'invalid') {
      issues.push({
        line,
        columnIndex: column.index,
        column: column.header,
        reason: read.reason,
        value: clip(text),
      });
      continue;
    }
    if (read.kind !== 'value') continue;
    if (generalKey) general[generalKey] = read.value;
    else if (reportedKey && column.year !== undefined) {
      const figures = byYear.get(column.year) ?? {};
      figures[reportedKey] = read.value as number;
      byYear.set(column.year, figures);
    } else if (reportedKey) reported[reportedKey] = read.value as number;
    else if (column.field === 'externalId') {
      externalId = `${column.alias.namespace ?? 'ext'}:${String(read.value)}`;
    } else if (column.field === 'houseNumber') houseNumber = String(read.value);
  }
  // A house number of its own column goes before the street ("1155" + "AVENUE OF THE AMER").
  const street = general['street'];
  if (houseNumber !== undefined && typeof street === 'string' && !street.startsWith(houseNumber)) {
    general['street'] = `${houseNumber} ${street}`;
  }
  normaliseFigures(reported);
  const otherYears = byYear.size > 0 ? spreadYears(reported, byYear) : [];
  if (general['name'] === undefined && general['street'] !== undefined) {
    general['name'] = general['street'];
  }
  const postCode = general['postCode'];
  if (general['country'] === undefined || general['country'] === 'CA') {
    const canadian = typeof postCode === 'string' ? CANADIAN_POSTAL_CODE.exec(postCode) : null;
    // Canada Post writes postal codes in capitals with a space (`t2e7l7` → `T2E 7L7`).
    if (canadian) general['postCode'] = `${canadian[1]} ${canadian[2]}`.toUpperCase();
  }
  if (general['country'] === undefined) {
    const inferred = countryOfRegion(
      general['state'] as string | undefined,
      general['postCode'] as string | undefined,
    );
    if (inferred) general['country'] = inferred;
    else if (options.defaultCountry) general['country'] = options.defaultCountry;
  }
  if (general['name'] === undefined) {
    const nameColumn =
      header.columns.find((column) => column.field === 'name') ??
      header.columns.find((column) => column.field === 'street');
    issues.push({
      line,
      reason: 'import.nameMissing',
      ...(nameColumn ? { columnIndex: nameColumn.index, column: nameColumn.header } : {}),
    });
  }
  if (issues.length > 0) return { kind: 'skipped', issues };

  const checked = plan.general.safeParse(general);
  if (!checked.success) {
    return {
      kind: 'skipped',
      issues: checked.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        const field = Object.entries(GENERAL_FIELD).find(([, target]) => target === key)?.[0];
        const column = header.columns.find((candidate) => candidate.field === field);
        return {
          line,
          reason: issue.message === 'validation.tooLong' ? 'import.tooLong' : 'import.invalidValue',
          ...(column
            ? {
                columnIndex: column.index,
                column: column.header,
                value: clip(cells[column.index] ?? ''),
              }
            : {}),
        };
      }),
    };
  }
  return {
    kind: 'building',
    building: {
      line,
      ...(externalId ? { externalId } : {}),
      general: checked.data,
      reported,
      ...(otherYears.length > 0 ? { otherYears } : {}),
    },
  };
}

/**
 * The figures of a row with the years side by side: the latest year with a figure becomes
 * `reported` (with its `reportingYear`), unless the row names its year in a column of its own;
 * the other years are returned, latest first, each with its year.
 */
function spreadYears(
  reported: Record<string, number>,
  byYear: ReadonlyMap<number, Record<string, number>>,
): ReportedFigures[] {
  const years = [...byYear.entries()]
    .map(([year, figures]) => {
      normaliseFigures(figures);
      return { year, figures };
    })
    .filter(({ figures }) => Object.keys(figures).length > 0)
    .sort((a, b) => b.year - a.year);
  const own = reported['reportingYear'];
  const main = own === undefined && Object.keys(reported).length === 0 ? years[0] : undefined;
  const others: ReportedFigures[] = [];
  for (const { year, figures } of years) {
    if (year === main?.year || year === own)
      Object.assign(reported, figures, { reportingYear: year });
    else others.push({ ...figures, reportingYear: year });
  }
  return others;
}

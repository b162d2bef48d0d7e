import { foldText } from '../common/fold-text.js';
import { splitHeaderCell } from '../csv/header-cell.js';
import {
  COLUMN_ALIASES,
  FIELD_KIND,
  SUMMED_FIELDS,
  YEARLY_IMPORT_FIELDS,
  type ColumnAlias,
  type ImportField,
} from './columns.js';
import type { ImportFormat } from '../../schemas/contracts/building-import.js';
import { aliasByWords, HEADER_WORD_RULES } from './header-words.js';
import type { ImportUnit } from './units.js';

/** A header cell taken apart: its folded name and the unit it names, if any. */
export interface HeaderName {
  name: string;
  unit: ImportUnit | null;
}

/** `²` as written, as read through Windows-1252 (`Â²`) and through Mac Roman (`¬≤`, NYC 2017). */
const SQUARED = /¬≤|Â²|²/g;

function unitOf(text: string): ImportUnit | null {
  const words = ` ${foldText(text.replace(SQUARED, '2'))} `;
  const has = (pattern: RegExp) => pattern.test(words);
  const feet = has(/ (ft2|sf|sq ft|sqft|square feet|ft 2) /);
  const metres = has(/ (m2|sqm|square metres|square meters|m 2) /);
  if (has(/ kbtu /)) return feet ? 'kBtuPerFt2' : 'kBtu';
  if (has(/ gj /)) return metres ? 'GJPerM2' : 'GJ';
  if (has(/ kwh /)) return metres ? 'kWhPerM2' : 'kWh';
  if (has(/ mwh /)) return 'MWh';
  if (has(/ therms? /)) return 'therms';
  if (feet) return 'ft2';
  if (metres) return 'm2';
  return null;
}

/**
 * Splits a header into its folded name and unit: `Site EUI (kBtu/ft²)` → `site eui`,
 * `kBtuPerFt2`; `Property Floor Area (Buildings and Parking) (ft2)` → `property floor area
 * buildings and parking`, `ft2`; `SiteEUI(kBtu/sf)` → `siteeui`, `kBtuPerFt2`. A trailing
 * parenthesis that names no unit stays part of the name (`splitHeaderCell`).
 */
export function splitHeader(header: string): HeaderName {
  const { name, unit } = splitHeaderCell(header, { unitOf, brackets: 'trailing' });
  return { name: foldText(name.replace(SQUARED, '2').replace(/ß/g, 'ss')), unit };
}

const UNIT_KINDS: Record<string, readonly ImportUnit[]> = {
  area: ['m2', 'ft2'],
  energy: ['kWh', 'MWh', 'kBtu', 'therms', 'GJ'],
  intensity: ['kWhPerM2', 'kBtuPerFt2', 'GJPerM2'],
};

/** A column the import reads: where it is, what it holds and, for quantities, in which unit. */
export interface RecognisedColumn {
  index: number;
  header: string;
  field: ImportField;
  unit?: ImportUnit;
  alias: ColumnAlias;
  /** For an annual figure of a file with the years side by side: the year its header names. */
  year?: number;
}

/** A header naming a year before or after the rest (`2017 site eui`, `site eui 2017`). */
const YEAR_OF_COLUMN = /^(.*?)\b(19[0-9]{2}|20[0-9]{2})\b(.*)$/;

/** The annual figures a file may give per year in columns side by side. */
const YEARLY_FIELDS: ReadonlySet<ImportField> = new Set(YEARLY_IMPORT_FIELDS);

/** A column the import does not read (unknown, or a second column for a field already read). */
export interface UnusedColumn {
  index: number;
  header: string;
  reason: 'unknown' | 'duplicate' | 'wrongUnit';
}

export interface RecognisedHeader {
  format: ImportFormat;
  columns: RecognisedColumn[];
  unused: UnusedColumn[];
}

const PRIORITY = new Map(COLUMN_ALIASES.map((alias, rank) => [alias, rank]));

/** An alias's rank: exact names first, in list order, then the word rules in theirs. */
function priorityOf(alias: ColumnAlias): number {
  const exact = PRIORITY.get(alias);
  if (exact !== undefined) {
    return alias.fallback ? COLUMN_ALIASES.length + HEADER_WORD_RULES.length + exact : exact;
  }
  const rank = Number(alias.name.slice(alias.name.lastIndexOf(':') + 1));
  return COLUMN_ALIASES.length + (Number.isInteger(rank) ? rank : HEADER_WORD_RULES.length);
}
const BY_NAME = new Map<string, ColumnAlias>();
for (const alias of COLUMN_ALIASES) if (!BY_NAME.has(alias.name)) BY_NAME.set(alias.name, alias);

/** Format votes: the format with most typical headers wins, city files before ESPM (NYC copies PM). */
const FORMAT_ORDER: readonly Exclude<ImportFormat, 'other'>[] = [
  'cityBenchmarking',
  'portfolioManager',
  'coveredBuildings',
  'template',
];

function detectFormat(matched: readonly ColumnAlias[]): ImportFormat {
  const votes = new Map<ImportFormat, number>();
  for (const alias of matched) {
    if (alias.format) votes.set(alias.format, (votes.get(alias.format) ?? 0) + 1);
  }
  let best: ImportFormat = 'other';
  let bestVotes = 0;
  for (const format of FORMAT_ORDER) {
    const count = votes.get(format) ?? 0;
    if (count > bestVotes) {
      best = format;
      bestVotes = count;
    }
  }
  return best;
}

/**
 * Recognises a header row: each cell is matched to a field by its folded name, else by its words
 * (`HEADER_WORD_RULES`); a quantity takes
 * the unit its header names, else the alias's default. Blank header cells (a leading `,Order`
 * column's neighbour, trailing commas) are ignored; unknown headers are reported, not fatal.
 * When two columns hold one field, the higher-priority alias wins; the columns of a summed field
 * (`SUMMED_FIELDS`: fuel oil grades) are all read when their names differ.
 */
export function recogniseHeader(cells: readonly string[]): RecognisedHeader {
  const chosen = new Map<string, RecognisedColumn>();
  const unused: UnusedColumn[] = [];
  const matched: ColumnAlias[] = [];
  cells.forEach((header, index) => {
    if (header.trim() === '') return;
    const { name, unit } = splitHeader(header);
    // Files that put the years side by side (San Francisco's "2017 Site EUI (kBtu/ft2)"): an
    // annual figure whose header names a year is that year's.
    const dated = YEAR_OF_COLUMN.exec(name);
    const rest = dated ? `${dated[1] ?? ''} ${dated[3] ?? ''}`.trim() : '';
    const yearAlias = dated ? (BY_NAME.get(rest) ?? aliasByWords(rest)) : undefined;
    const yearly = yearAlias !== undefined && YEARLY_FIELDS.has(yearAlias.field);
    const year = yearly && dated ? Number(dated[2]) : undefined;
    const alias = yearly ? yearAlias : (BY_NAME.get(name) ?? aliasByWords(name));
    if (!alias) {
      unused.push({ index, header, reason: 'unknown' });
      return;
    }
    matched.push(alias);
    const kind = FIELD_KIND[alias.field];
    const allowed = UNIT_KINDS[kind];
    const columnUnit = allowed ? (unit ?? alias.unit ?? allowed[0]) : undefined;
    if (allowed && columnUnit && !allowed.includes(columnUnit)) {
      unused.push({ index, header, reason: 'wrongUnit' });
      return;
    }
    const column: RecognisedColumn = {
      index,
      header,
      field: alias.field,
      alias,
      ...(columnUnit ? { unit: columnUnit } : {}),
      ...(year !== undefined ? { year } : {}),
    };
    // Several fuel grades add up (`SUMMED_FIELDS`): one column per distinct name.
    const field = SUMMED_FIELDS.has(alias.field)
      ? `${alias.field}#${yearly ? rest : name}`
      : alias.field;
    const key = year === undefined ? field : `${field}@${year}`;
    const known = chosen.get(key);
    if (!known) {
      chosen.set(key, column);
      return;
    }
    const better = priorityOf(alias) < priorityOf(known.alias);
    chosen.set(key, better ? column : known);
    const loser = better ? known : column;
    unused.push({ index: loser.index, header: loser.header, reason: 'duplicate' });
  });
  const columns = [...chosen.values()].sort((a, b) => a.index - b.index);
  unused.sort((a, b) => a.index - b.index);
  return { format: detectFormat(matched), columns, unused };
}

/** Whether a recognised header can identify buildings: it needs a name, a street or an id. */
export function isUsableHeader(header: RecognisedHeader): boolean {
  return header.columns.some(
    (column) =>
      column.field === 'name' || column.field === 'street' || column.field === 'externalId',
  );
}

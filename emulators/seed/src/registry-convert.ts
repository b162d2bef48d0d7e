import type { UseType } from '../../../functions/src/shared/schemas/enums/building.js';
import type { RegistryEntry } from '../../../functions/src/shared/schemas/stored/registry.js';

/** Square feet to square metres (exact by definition of the international foot). */
export const M2_PER_FT2 = 0.09290304;

/**
 * RFC 4180 CSV: rows of fields separated by commas, fields optionally in double quotes (which may
 * hold commas, line breaks and doubled quotes `""`), CRLF or LF line ends. A trailing empty line
 * yields no row.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') endRow();
    else if (char === '\r') {
      if (text[i + 1] === '\n') i += 1;
      endRow();
    } else field += char;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The rows of a CSV with a header line as objects keyed by the header's names. */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(text);
  if (!header) return [];
  return rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) => Object.fromEntries(header.map((name, index) => [name.trim(), row[index] ?? ''])));
}

const MISSING = new Set(['', 'not available', 'n/a', 'na', 'null']);

/** A text cell, or undefined for an empty or "Not Available" one. */
export function cellText(cell: string | undefined): string | undefined {
  const text = (cell ?? '').trim().replace(/\s+/g, ' ');
  return MISSING.has(text.toLowerCase()) ? undefined : text;
}

/** A number cell such as `1,234` or `264949.5`, or undefined when empty or not a number. */
export function cellNumber(cell: string | undefined): number | undefined {
  const text = cellText(cell)?.replace(/,/g, '');
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** ft² to m², rounded to 1 m²; undefined for a missing or non-positive area. */
export function ft2ToM2(ft2: number | undefined): number | undefined {
  if (ft2 === undefined || ft2 <= 0) return undefined;
  return Math.round(ft2 * M2_PER_FT2);
}

/** A plausible construction year (1000–2100), else undefined. */
function year(cell: string | undefined): number | undefined {
  const value = cellNumber(cell);
  return value !== undefined && Number.isInteger(value) && value >= 1000 && value <= 2100
    ? value
    : undefined;
}

/** Our use type for a property type of the SEED samples (county assessor or Portfolio Manager). */
export function useTypeOf(propertyType: string | undefined): UseType | undefined {
  const type = cellText(propertyType)?.toLowerCase();
  if (type === undefined) return undefined;
  if (/hotel|motel|lodging|hospitality/.test(type)) return 'hospitality';
  if (/school|college|universit|education/.test(type)) return 'education';
  if (/hospital|health|clinic|worship|library|police|fire station/.test(type)) return 'institution';
  if (/industrial|warehouse|manufactur|factory/.test(type)) return 'industrial';
  if (/retail|store|shop|supermarket|mall/.test(type)) return 'retail';
  if (/mixed/.test(type)) return 'mixedUse';
  if (/office|^commercial( condo)?$/.test(type)) return 'office';
  return 'other';
}

/** A key for merging rows of one address: folded case and spaces, leading zeros of numbers dropped. */
export function addressKey(street: string, postCode: string | undefined): string {
  const fold = (text: string) =>
    text
      .toLowerCase()
      .replace(/\b0+(\d)/g, '$1')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return `${fold(street)}|${fold((postCode ?? '').split('-')[0] ?? '')}`;
}

/** A database key from the address: `us-<post code>-<street>` in lower case and dashes. */
function idOf(street: string, postCode: string | undefined): string {
  return `us-${postCode ?? ''}-${street}`
    .toLowerCase()
    .replace(/\b0+(\d)/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

type Partial = Omit<RegistryEntry, 'id' | 'name'> & { name?: string };

function fromPortfolioManager(row: Record<string, string>): Partial | null {
  const street = cellText(row['Address 1']);
  const city = cellText(row['City']);
  if (!street || !city) return null;
  return {
    name: cellText(row['Property Name']),
    street,
    city,
    state: cellText(row['State/Province']),
    postCode: cellText(row['Postal Code']),
    country: 'US',
    grossFloorAreaM2: ft2ToM2(cellNumber(row['Property Floor Area (Buildings and Parking) (ft2)'])),
    constructionYear: year(row['Year Built']),
    useType: useTypeOf(row['Primary Property Type - Self Selected'] ?? row['Property Type']),
  };
}

function fromCoveredBuildings(row: Record<string, string>): Partial | null {
  const street = cellText(row['Address']);
  const city = cellText(row['City']);
  if (!street || !city) return null;
  return {
    street,
    city,
    state: cellText(row['State']),
    postCode: cellText(row['Zip']),
    country: 'US',
    grossFloorAreaM2: ft2ToM2(cellNumber(row['GBA'])),
    constructionYear: year(row['AYB_YearBuilt']),
    useType: useTypeOf(row['Property Type']),
  };
}

/** Fills the fields `target` lacks from `source`. */
function merge(target: Partial, source: Partial): Partial {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (merged[key] === undefined && value !== undefined) merged[key] = value;
  }
  return merged as Partial;
}

/**
 * Registry entries from the SEED samples: Portfolio Manager rows first (self-reported, so their
 * values win), then covered-building rows of the same address fill the gaps (use type, year,
 * area); rows of an address seen before are merged, not repeated. Unnamed buildings are named
 * by their street. Sorted by id; keys absent when unknown.
 */
export function buildRegistry(
  portfolioManager: readonly Record<string, string>[],
  coveredBuildings: readonly Record<string, string>[],
): RegistryEntry[] {
  const byAddress = new Map<string, Partial>();
  const add = (entry: Partial | null) => {
    if (!entry) return;
    const key = addressKey(entry.street, entry.postCode);
    const known = byAddress.get(key);
    byAddress.set(key, known ? merge(known, entry) : entry);
  };
  portfolioManager.forEach((row) => add(fromPortfolioManager(row)));
  coveredBuildings.forEach((row) => add(fromCoveredBuildings(row)));
  const entries = [...byAddress.values()].map((entry) => {
    const full: Record<string, unknown> = {
      ...entry,
      id: idOf(entry.street, entry.postCode),
      name: entry.name ?? entry.street,
    };
    const ordered = [
      'id',
      'name',
      'street',
      'city',
      'state',
      'postCode',
      'country',
      'grossFloorAreaM2',
      'constructionYear',
      'useType',
    ].filter((key) => full[key] !== undefined);
    return Object.fromEntries(ordered.map((key) => [key, full[key]])) as unknown as RegistryEntry;
  });
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new Error(`Duplicate registry id ${entry.id}`);
    seen.add(entry.id);
  }
  return entries.sort((a, b) => a.id.localeCompare(b.id));
}

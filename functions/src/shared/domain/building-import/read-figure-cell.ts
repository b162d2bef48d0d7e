/**
 * Reading a cell of an annual figure column (reporting year, the energy of each carrier, site
 * EUI, ENERGY STAR score, source EUI, national median source EUI and the difference from it) into
 * Facet's value and unit (kWh, kWh/m²·yr, percent).
 */
import { parseDateCell, parseNumberCell } from '../csv/csv-values.js';
import type { RecognisedColumn } from './header.js';
import type { ReportedFigures } from './imported-building.js';
import type { RowReadOptions } from './read-options.js';
import { bad, bounded, converted, remembered, type Read } from './cell-read.js';

/**
 * Highest site EUI a row may report, kWh/m²·yr (≈ 3,170 kBtu/ft²): about ten times the mean of the
 * most energy-intensive principal building activity of the U.S. Commercial Buildings Energy
 * Consumption Survey (CBECS 2012, food service: 325.6 kBtu/ft² ≈ 1,027 kWh/m²). Above it a figure
 * is a typing or unit error (New York's 2014 file reports 117,755.5 kBtu/ft² for an office), and
 * the row is refused with `import.outOfRange` rather than stored.
 */
export const SITE_EUI_MAX_KWH_PER_M2 = 10_000;

/** A cell read, or missing when it cannot be used. */
function leftOutIfUnusable(read: Read): Read {
  return read.kind === 'invalid' ? { kind: 'missing' } : read;
}

/** A reporting year of a "Year Ending" date column; `repeated` keeps the column's readings. */
function yearOfDate(text: string, options: RowReadOptions, repeated: Map<string, Read>): Read {
  return remembered(repeated, text, () => {
    // Portfolio Manager exports whose "Year Ending" holds the year alone (`2023`).
    if (/^\s*\d{4}\s*$/.test(text)) {
      return bounded(parseNumberCell(text, options), 1900, 2100, 'import.yearOutOfRange', true);
    }
    const date = parseDateCell(text, { dayFirst: options.dayFirst });
    return date.kind === 'value' ? { kind: 'value', value: Number(date.value.slice(0, 4)) } : date;
  });
}

/**
 * Reads one cell of an annual figure column, `figure` being where its value goes: years and
 * scores checked against their range, energy converted from the column's unit to kWh (site EUI to
 * kWh/m²·yr, at most {@link SITE_EUI_MAX_KWH_PER_M2}). `repeated` keeps the readings of a
 * "Year Ending" column's dates.
 */
export function readFigureCell(
  text: string,
  column: RecognisedColumn,
  figure: keyof ReportedFigures,
  options: RowReadOptions,
  repeated: Map<string, Read>,
): Read {
  switch (figure) {
    case 'reportingYear':
      return column.alias.yearOfDate
        ? yearOfDate(text, options, repeated)
        : bounded(parseNumberCell(text, options), 1900, 2100, 'import.yearOutOfRange', true);
    case 'energyStarScore':
      return bounded(parseNumberCell(text, options), 1, 100, 'import.outOfRange', true);
    case 'electricityKwh':
      // Net of what the building exports: below zero when it exports more than it buys.
      return converted(parseNumberCell(text, options), column.unit, 1);
    case 'siteEuiKwhPerM2': {
      const eui = converted(
        bounded(parseNumberCell(text, options), 0, Infinity, 'import.outOfRange'),
        column.unit,
        1,
      );
      return eui.kind === 'value' && (eui.value as number) > SITE_EUI_MAX_KWH_PER_M2
        ? bad('import.outOfRange')
        : eui;
    }
    // What only places the building among its peers (methodology §2) never refuses a row: an
    // unreadable or impossible cell (a negative source EUI) is left out.
    case 'sourceEuiKwhPerM2':
    case 'nationalMedianSourceEuiKwhPerM2':
      return leftOutIfUnusable(
        converted(
          bounded(parseNumberCell(text, options), 0, Infinity, 'import.outOfRange'),
          column.unit,
          1,
        ),
      );
    case 'sourceEuiDifferencePct':
      // A difference from a median: above −100 % (a building that uses some energy).
      return leftOutIfUnusable(
        bounded(parseNumberCell(text, options), -99.9, Infinity, 'import.outOfRange'),
      );
    case 'naturalGasKwh':
    case 'fuelOilKwh':
    case 'propaneKwh':
    case 'districtHotWaterKwh':
    case 'districtSteamKwh':
    case 'districtChilledWaterKwh':
    case 'otherFuelKwh':
      return converted(
        bounded(parseNumberCell(text, options), 0, Infinity, 'import.outOfRange'),
        column.unit,
        1,
      );
  }
}

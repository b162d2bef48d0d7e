/**
 * How the rows of one file are read, worked out once per file: where each column's value goes
 * (General Information or the annual figures), and the schema the file's General Information
 * meets.
 */
import type { z } from 'zod';
import { REPORTED_CARRIER_KWH } from '../../schemas/stored/reported-year.js';
import {
  buildingGeneralSchemaFor,
  type BuildingGeneral,
} from '../../schemas/stored/building-general.js';
import type { ImportField } from './columns.js';
import type { RecognisedColumn, RecognisedHeader } from './header.js';
import type { ReportedFigures } from './imported-building.js';
import type { RowReadOptions } from './read-options.js';
import type { Read } from './cell-read.js';

/** The General Information field each recognised column gives. */
export const GENERAL_FIELD: Partial<Record<ImportField, keyof BuildingGeneral>> = {
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

/** The annual figure each recognised column gives. */
const REPORTED_FIELD: Partial<Record<ImportField, keyof ReportedFigures>> = {
  reportingYear: 'reportingYear',
  ...REPORTED_CARRIER_KWH,
  otherFuel: 'otherFuelKwh',
  siteEui: 'siteEuiKwhPerM2',
  energyStarScore: 'energyStarScore',
  sourceEui: 'sourceEuiKwhPerM2',
  nationalMedianSourceEui: 'nationalMedianSourceEuiKwhPerM2',
  sourceEuiDifferenceFromMedian: 'sourceEuiDifferencePct',
};

/**
 * How one column of a file is read, worked out once per file: where its value goes, and the
 * readings of its repeated cells (dates, property types, countries: a file repeats a few values
 * thousands of times).
 */
export interface ColumnPlan {
  column: RecognisedColumn;
  generalKey: keyof BuildingGeneral | undefined;
  reportedKey: keyof ReportedFigures | undefined;
  repeated: Map<string, Read>;
}

/** How a file's rows are read: its columns' plans, and the schema its General Information meets. */
export interface FilePlan {
  options: RowReadOptions;
  columns: ColumnPlan[];
  /** `buildingGeneralSchema` for the fields this file can give (see `buildingGeneralSchemaFor`). */
  general: z.ZodType<BuildingGeneral>;
}

/** The plan of each file, per header and reading options (one file never sees another's). */
const PLANS = new WeakMap<RecognisedHeader, FilePlan>();

/** The plan of the file with this header, made on its first row and kept for the others. */
export function planOf(header: RecognisedHeader, options: RowReadOptions): FilePlan {
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

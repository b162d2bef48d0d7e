import { z } from 'zod';
import { dbKeySchema } from '../common.js';

/** `POST {host}/imports/equipment?buildingId=`: the building whose register is imported into. */
export const equipmentImportQuerySchema = z.object({ buildingId: dbKeySchema });
export type EquipmentImportQuery = z.infer<typeof equipmentImportQuerySchema>;

/** Rows listed in the answer (created/updated/unchanged, and skipped): the dialog shows them all. */
export const EQUIPMENT_IMPORT_LISTED_MAX = 1000;

const line = z.int().min(1);
const basis = z.enum(['detected', 'assumed']);

/** The answer of an equipment import (see `docs/equipment-import.md`). */
export const equipmentImportReportSchema = z.object({
  fileName: z.string(),
  /** Data rows read. */
  rows: z.int().min(0),
  created: z.int().min(0),
  updated: z.int().min(0),
  unchanged: z.int().min(0),
  /** Rows skipped (all of them; `skipped` lists the first `EQUIPMENT_IMPORT_LISTED_MAX`). */
  skippedCount: z.int().min(0),
  entries: z.array(
    z.object({
      line,
      equipmentId: z.string(),
      assetId: z.string(),
      action: z.enum(['created', 'updated', 'unchanged']),
    }),
  ),
  /** Why each row was skipped: a fully qualified i18n key, the column and value it concerns. */
  skipped: z.array(
    z.object({
      line,
      reason: z.string(),
      column: z.string().optional(),
      value: z.string().optional(),
    }),
  ),
  unusedColumns: z.array(
    z.object({
      header: z.string(),
      reason: z.enum(['unknown', 'notStored', 'duplicate', 'wrongUnit']),
    }),
  ),
  /** Rows whose sub-system was inferred from their Type or System (no Sub-System cell). */
  subSystemInferred: z.int().min(0),
  conventions: z.object({
    delimiter: z.string(),
    encoding: z.string(),
    decimalSeparator: z.object({ value: z.enum(['.', ',']), basis }),
    dateOrder: z.object({ value: z.enum(['dayFirst', 'monthFirst']), basis }).nullable(),
  }),
});
export type EquipmentImportReport = z.infer<typeof equipmentImportReportSchema>;

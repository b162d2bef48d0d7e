import { z } from 'zod';
import { dbKeySchema, keyedMap, strictObject } from '../common.js';
import { consumptionRowSchema, electricitySchema, type ConsumptionRow } from './electricity.js';
import { heatingSchema } from './heating.js';

/*
 * Step schemas of the Electricity Consumption and Heating Consumption / District Heating steps
 * (spec 3.5, 3.6, 5.2). The stored schemas check one bill at a time; a step also refuses two bills
 * for the same month, which the database rules cannot express across sibling rows.
 */

/** Choice of the Electricity Supplier Company select meaning "not listed, see Other Electricity Supplier". */
export const OTHER_SUPPLIER = 'other';

/**
 * Positions of the rows whose month already appeared in an earlier row (the first of a month is
 * kept, every later one is the duplicate). Rows without a month are ignored.
 */
export function duplicateMonthIndices(rows: readonly { month?: string | undefined }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  rows.forEach((row, index) => {
    if (row.month === undefined) return;
    if (seen.has(row.month)) duplicates.push(index);
    else seen.add(row.month);
  });
  return duplicates;
}

/** The month of a row that may not have passed validation yet. */
function monthOf(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const month = (row as { month?: unknown }).month;
  return typeof month === 'string' ? month : undefined;
}

/**
 * Refinements of the step forms run even while some field is invalid, so that every message of
 * the step shows at once (zod skips them by default once a field fails its type).
 */
const whenObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Text with something other than spaces (a value that failed its type counts as empty). */
function filled(text: unknown): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/** Adds `validation.duplicateMonth` to every stored row that repeats an earlier month (by key order). */
function refineStoredRows(
  rows: Readonly<Record<string, ConsumptionRow>> | undefined,
  ctx: z.RefinementCtx,
): void {
  if (!rows) return;
  const entries = Object.entries(rows).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const index of duplicateMonthIndices(entries.map(([, row]) => row))) {
    const key = entries[index]?.[0] ?? '';
    ctx.addIssue({
      code: 'custom',
      path: ['rows', key, 'month'],
      message: 'validation.duplicateMonth',
    });
  }
}

/** Stored bills of one building with at most one bill per month. */
export const consumptionRowsStepSchema = keyedMap(consumptionRowSchema).superRefine((rows, ctx) => {
  refineStoredRows(rows, ctx);
});

/** `/buildings/{id}/electricity` when its step is submitted: one bill per month. */
export const electricityStepSchema = electricitySchema.superRefine((electricity, ctx) => {
  refineStoredRows(electricity.rows, ctx);
});

/** `/buildings/{id}/heating` when its step is submitted: one bill per month. */
export const heatingStepSchema = heatingSchema.superRefine((heating, ctx) => {
  refineStoredRows(heating.rows, ctx);
});

/** One bill as edited in the step's table: the stored row plus its key (absent for a new row). */
export const consumptionFormRowSchema = strictObject({
  key: dbKeySchema.optional(),
  ...consumptionRowSchema.shape,
});
export type ConsumptionFormRow = z.infer<typeof consumptionFormRowSchema>;

/** The bills table of a step: rows in display order, at most one per month. */
export const consumptionFormRowsSchema = z
  .array(consumptionFormRowSchema, { error: 'validation.required' })
  .superRefine(
    (rows, ctx) => {
      // Also runs while other cells are invalid (see `when`), so a row may be anything here.
      const months = rows.map((row: unknown) => ({ month: monthOf(row) }));
      for (const index of duplicateMonthIndices(months)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'month'],
          message: 'validation.duplicateMonth',
        });
      }
    },
    { when: (payload) => Array.isArray(payload.value) },
  );

/**
 * The Electricity Consumption step's form. `supplierCompany` is a listed supplier or
 * {@link OTHER_SUPPLIER}; with consent, Account Number and a supplier are required, and "Other"
 * requires Other Electricity Supplier ("This field is not empty").
 */
export const electricityFormSchema = strictObject({
  rows: consumptionFormRowsSchema,
  supplierConsent: electricitySchema.shape.supplierConsent,
  accountNumber: electricitySchema.shape.accountNumber,
  supplierCompany: electricitySchema.shape.supplierCompany,
  otherSupplier: electricitySchema.shape.otherSupplier,
}).superRefine((form, ctx) => {
  if (form.supplierConsent !== true) return;
  const notEmpty = (field: 'accountNumber' | 'supplierCompany' | 'otherSupplier') =>
    ctx.addIssue({ code: 'custom', path: [field], message: 'validation.notEmpty' });
  if (!filled(form.accountNumber)) notEmpty('accountNumber');
  if (!filled(form.supplierCompany)) notEmpty('supplierCompany');
  else if (form.supplierCompany === OTHER_SUPPLIER && !filled(form.otherSupplier)) {
    notEmpty('otherSupplier');
  }
}, whenObject);
export type ElectricityForm = z.infer<typeof electricityFormSchema>;

/** The Heating Consumption / District Heating step's form. */
export const heatingFormSchema = strictObject({
  ...heatingSchema.shape,
  rows: consumptionFormRowsSchema,
});
export type HeatingForm = z.infer<typeof heatingFormSchema>;

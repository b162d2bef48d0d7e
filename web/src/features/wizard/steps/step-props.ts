/**
 * What the wizard shell gives each step. A step owns one `<form id={formId}>` with its own
 * react-hook-form and step schema (STYLE.md rule 11); the shell's Next and Save buttons submit
 * that form through the HTML `form` attribute, and the step hands the validated value to
 * `onSubmit`, which writes it (and the wizard progress) in one multi-path update.
 */
import type { ReactNode } from 'react';
import type { Currency } from '@shared/schemas/enums/account';

/** kWh per calendar month read from a consumption file. */
export type MonthlyTotals = readonly { month: string; consumptionKwh: number }[];

export interface StepProps<T> {
  buildingId: string;
  formId: string;
  /** The part as saved in the database (undefined when never saved). */
  initial: T | undefined;
  /**
   * Values to start from that are not saved yet (e.g. a building chosen in the online search):
   * shown over `initial` as unsaved edits, so the form is dirty until the user saves.
   */
  prefill?: Partial<T> | undefined;
  /**
   * The building's currency (`buildingCurrencyOf`), in which a step shows and takes amounts
   * whatever the language; while the building is being created, the one it will start in (its
   * creator's, `newBuildingCurrency`).
   */
  currency?: Currency | undefined;
  /** Viewers see the steps read-only. */
  readOnly: boolean;
  /** Saves the value; rejects when the write fails (the step keeps the user's input on screen). */
  onSubmit: (value: T) => Promise<void>;
  /** Reports whether the form has edits that are not saved yet (the shell asks before leaving). */
  onDirtyChange: (dirty: boolean) => void;
  /**
   * The shell's "Upload Consumption Data" control for a bills step; the step gives it a callback
   * that puts the file's monthly totals into its table as unsaved edits.
   */
  renderConsumptionUpload?: ((apply: (months: MonthlyTotals) => void) => ReactNode) | undefined;
}

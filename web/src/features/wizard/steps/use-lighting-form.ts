import { zodResolver } from '@hookform/resolvers/zod';
import type { Lighting } from '@shared/schemas/stored/lighting';
import {
  lightingRowsSchema,
  type LightingRow,
  type LightingRows,
} from '@shared/schemas/stored/wizard-systems';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { newFittingId, toFormRows, toLighting } from '../utils/lighting-rows';
import type { StepProps } from './step-props';
import { useStepFormSync } from './use-step-form-sync';

type LightingRowsInput = z.input<typeof lightingRowsSchema>;
export type LightingControl = Control<LightingRowsInput, unknown, LightingRows>;

/**
 * A fitting not filled in yet (the schema reports its empty fields). Every field is present:
 * react-hook-form compares values with defaults key by key, and a field that mounts adds its key.
 */
const emptyRow = (): LightingRow =>
  ({
    fittingType: undefined,
    bulbType: undefined,
    sharePct: undefined,
    count: undefined,
    wattsPerFitting: undefined,
  }) as unknown as LightingRow;

/**
 * A saved list is shown as is; a building without fittings starts with none (the step says so),
 * as Space Usage and Renewables do: an untouched empty row would block Next and Save.
 */
function defaults(initial: Lighting | undefined): LightingRowsInput {
  return { fittings: toFormRows(initial?.fittings).map((row) => ({ ...emptyRow(), ...row })) };
}

/**
 * The Lighting step's form (spec 3.8): rows, the 100 % total once a fitting is entered, dirty
 * reporting and saving.
 */
export function useLightingForm({ initial, onSubmit, onDirtyChange }: StepProps<Lighting>) {
  const form = useForm<LightingRowsInput, unknown, LightingRows>({
    resolver: zodResolver(lightingRowsSchema),
    defaultValues: defaults(initial),
  });
  const rows = useFieldArray({ control: form.control, name: 'fittings' });
  // After a save the rows keep the keys just given to new fittings, so saving again updates them
  // instead of adding copies.
  const markSaved = useStepFormSync(form, { initial, toForm: defaults, onDirtyChange });

  const submit = form.handleSubmit(async ({ fittings }) => {
    const value = toLighting(fittings, newFittingId);
    try {
      await onSubmit(value);
      markSaved(value);
    } catch {
      // The shell reports the failure; the input stays on screen.
    }
  });

  return {
    control: form.control,
    fields: rows.fields,
    add: () => rows.append(emptyRow()),
    remove: rows.remove,
    /** The list's own error key (the 100 % total); resolvers put it on `root` or on the list. */
    listError:
      form.formState.errors.fittings?.root?.message ?? form.formState.errors.fittings?.message,
    submit,
  };
}

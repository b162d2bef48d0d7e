import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { newRowId } from '../utils/consumption-rows';
import type { StepProps } from './step-props';
import { useStepFormSync } from './use-step-form-sync';

interface Options<Stored, Values extends FieldValues, Parsed> {
  props: Pick<StepProps<Stored>, 'initial' | 'onSubmit' | 'onDirtyChange'>;
  /** The step's form schema; its output is `Parsed`. */
  schema: z.ZodType<Parsed>;
  toFormValues: (stored: Stored | undefined) => Values;
  toStored: (parsed: Parsed, newId: () => string) => Stored;
}

/**
 * The form of a step with a monthly bills table (Electricity, Heating): step schema, defaults
 * from the saved part, dirty state reported to the shell, and a reset to the saved value (rows
 * sorted by month again) after a successful submit. A newer saved part, e.g. from another tab,
 * replaces the form while the user has no unsaved edits.
 */
export function useConsumptionStepForm<Stored, Values extends FieldValues, Parsed>({
  props: { initial, onSubmit, onDirtyChange },
  schema,
  toFormValues,
  toStored,
}: Options<Stored, Values, Parsed>) {
  const form = useForm<Values, unknown, Parsed>({
    // The form holds rows whose numbers may still be empty; the schema's input type requires
    // them, so the resolver is typed for the looser form values it actually receives.
    resolver: zodResolver(schema as z.ZodType<Parsed, FieldValues>) as unknown as Resolver<
      Values,
      unknown,
      Parsed
    >,
    defaultValues: toFormValues(initial) as DefaultValues<Values>,
  });
  const markSaved = useStepFormSync(form, { initial, toForm: toFormValues, onDirtyChange });

  const submit = form.handleSubmit(async (parsed) => {
    const value = toStored(parsed, newRowId);
    try {
      await onSubmit(value);
    } catch {
      // The shell reports the failure; the user's input stays on screen.
      return;
    }
    markSaved(value);
  });
  // Field adapters take a Control whose submitted values are the form values; only the
  // resolver's output differs, which the fields never see.
  const control = form.control as unknown as Control<Values>;
  return { form, control, submit };
}

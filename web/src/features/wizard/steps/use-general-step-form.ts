import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  buildingGeneralSchema,
  type BuildingGeneral,
} from '@shared/schemas/stored/building-general';
import { toGeneralFormValues, toGeneralValue } from '../utils/general-values';
import type { StepProps } from './step-props';
import { useStepFormSync } from './use-step-form-sync';

type Options = Pick<
  StepProps<BuildingGeneral>,
  'initial' | 'prefill' | 'currency' | 'onSubmit' | 'onDirtyChange'
>;

/**
 * The General step's form: `buildingGeneralSchema`, defaults from the saved part (its currency
 * the building's, or for a new building the shell's `currency`, its creator's), dirty state
 * reported to the shell, and a reset to the saved value after a successful submit. A newer saved
 * part (e.g. from another tab) replaces the form while the user has no unsaved edits. A `prefill`
 * (a building chosen in the online search) is set over the saved value as unsaved edits, so the
 * form is dirty and Save/Next write it.
 */
export function useGeneralStepForm({
  initial,
  prefill,
  currency,
  onSubmit,
  onDirtyChange,
}: Options) {
  const form = useForm<BuildingGeneral>({
    resolver: zodResolver(buildingGeneralSchema),
    defaultValues: toGeneralFormValues(initial, currency),
  });
  const markSaved = useStepFormSync(form, {
    initial,
    toForm: (saved) => toGeneralFormValues(saved, currency),
    onDirtyChange,
  });

  const prefillJson = JSON.stringify(prefill ?? null);
  useEffect(() => {
    const values = JSON.parse(prefillJson) as Partial<BuildingGeneral> | null;
    if (!values) return;
    for (const [key, value] of Object.entries(values)) {
      form.setValue(key as keyof BuildingGeneral, value as never, { shouldDirty: true });
    }
  }, [prefillJson, form]);

  const submit = form.handleSubmit(async (parsed) => {
    const value = toGeneralValue(parsed);
    try {
      await onSubmit(value);
    } catch {
      // The shell reports the failure; the user's input stays on screen.
      return;
    }
    markSaved(value);
  });
  return { form, submit };
}

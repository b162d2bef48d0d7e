import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { buildingGeneralSchema, type BuildingGeneral } from '@shared/schemas/building-general';
import { toGeneralFormValues, toGeneralValue } from '../utils/general-values';
import type { StepProps } from './step-props';

type Options = Pick<StepProps<BuildingGeneral>, 'initial' | 'onSubmit' | 'onDirtyChange'>;

/**
 * The General step's form: `buildingGeneralSchema`, defaults from the saved part, dirty state
 * reported to the shell, and a reset to the saved value after a successful submit. A newer saved
 * part (e.g. from another tab) replaces the form while the user has no unsaved edits.
 */
export function useGeneralStepForm({ initial, onSubmit, onDirtyChange }: Options) {
  const form = useForm<BuildingGeneral>({
    resolver: zodResolver(buildingGeneralSchema),
    defaultValues: toGeneralFormValues(initial),
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const savedJson = JSON.stringify(initial ?? null);
  useEffect(() => {
    if (form.formState.isDirty) return;
    const saved = JSON.parse(savedJson) as BuildingGeneral | null;
    form.reset(toGeneralFormValues(saved ?? undefined));
  }, [savedJson, form]);

  const submit = form.handleSubmit(async (parsed) => {
    const value = toGeneralValue(parsed);
    try {
      await onSubmit(value);
    } catch {
      // The shell reports the failure; the user's input stays on screen.
      return;
    }
    form.reset(toGeneralFormValues(value));
  });
  return { form, submit };
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Hvac } from '@shared/schemas/hvac';
import { hvacStepSchema, type HvacStep } from '@shared/schemas/wizard-systems';
import { useEffect, useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { hvacFormDefaults, visibleHvac } from '../utils/hvac-values';
import type { StepProps } from './step-props';

type HvacStepInput = z.input<typeof hvacStepSchema>;
export type HvacControl = Control<HvacStepInput, unknown, HvacStep>;

const stepResolver = zodResolver(hvacStepSchema);
/** Validates only what is shown: details of a system answered "No" are kept but not checked. */
const resolver: Resolver<HvacStepInput, unknown, HvacStep> = (values, context, options) =>
  stepResolver(visibleHvac(values) as HvacStepInput, context, options);

/** The HVAC step's form (spec 3.7): schema, defaults, dirty reporting and saving. */
export function useHvacForm({ initial, onSubmit, onDirtyChange }: StepProps<Hvac>) {
  const form = useForm<HvacStepInput, unknown, HvacStep>({
    resolver,
    defaultValues: hvacFormDefaults(initial),
  });
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A save from another tab shows here unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(hvacFormDefaults(initial));
  }, [form, initial]);

  // Reset once handleSubmit has finished: a reset inside it leaves isDirty set.
  const [saved, setSaved] = useState<{ value: HvacStep }>();
  useEffect(() => {
    if (saved) form.reset(hvacFormDefaults(saved.value));
  }, [form, saved]);

  const submit = form.handleSubmit(async (value) => {
    try {
      await onSubmit(value);
      setSaved({ value });
    } catch {
      // The shell reports the failure ("Failed to save HVAC systems"); the input stays on screen.
    }
  });

  return { control: form.control, submit };
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Hvac } from '@shared/schemas/stored/hvac';
import { hvacStepSchema, type HvacStep } from '@shared/schemas/stored/wizard-systems';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { hvacFormDefaults, visibleHvac } from '../utils/hvac-values';
import type { StepProps } from './step-props';
import { useStepFormSync } from './use-step-form-sync';

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
  const markSaved = useStepFormSync(form, {
    initial,
    toForm: hvacFormDefaults,
    onDirtyChange,
  });

  const submit = form.handleSubmit(async (value) => {
    try {
      await onSubmit(value);
      markSaved(value);
    } catch {
      // The shell reports the failure ("Failed to save HVAC systems"); the input stays on screen.
    }
  });

  return { control: form.control, submit };
}

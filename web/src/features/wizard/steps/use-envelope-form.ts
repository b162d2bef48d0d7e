import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { envelopeSchema, type Envelope } from '@shared/schemas/envelope';
import { toEnvelope } from '../utils/envelope-value';
import type { StepProps } from './step-props';

/** Form state of the Envelope & Facade step: validates with `envelopeSchema`, saves `toEnvelope`. */
export function useEnvelopeForm({
  initial,
  onSubmit,
  onDirtyChange,
}: Pick<StepProps<Envelope>, 'initial' | 'onSubmit' | 'onDirtyChange'>) {
  const form = useForm<Envelope>({
    resolver: zodResolver(envelopeSchema),
    defaultValues: initial ?? {},
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A save from another tab shows here unless the user is editing.
  const saved = JSON.stringify(initial ?? {});
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(saved) as Envelope);
  }, [form, saved]);

  const submit = form.handleSubmit(async (value) => {
    const envelope = toEnvelope(value);
    try {
      await onSubmit(envelope);
      form.reset(envelope);
    } catch {
      // The shell reports the failed save; the input stays on screen to try again.
    }
  });
  return { form, submit };
}

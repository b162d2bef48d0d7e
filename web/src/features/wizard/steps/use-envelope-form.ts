import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { envelopeSchema, type Envelope } from '@shared/schemas/stored/envelope';
import { toEnvelope } from '../utils/envelope-value';
import type { StepProps } from './step-props';
import { useStepFormSync } from './use-step-form-sync';

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
  const markSaved = useStepFormSync(form, {
    initial,
    toForm: (value: Envelope | undefined) => value ?? {},
    onDirtyChange,
  });

  const submit = form.handleSubmit(async (value) => {
    const envelope = toEnvelope(value);
    try {
      await onSubmit(envelope);
      markSaved(envelope);
    } catch {
      // The shell reports the failed save; the input stays on screen to try again.
    }
  });
  return { form, submit };
}

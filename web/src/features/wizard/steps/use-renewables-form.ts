import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Renewables } from '@shared/schemas/stored/renewables';
import {
  renewablesStepSchema,
  type PvSystemRow,
  type RenewablesStep,
} from '@shared/schemas/stored/wizard-renewables';
import { newPvId, toFormRows, toRenewables } from '../utils/renewables-rows';
import type { StepProps } from './step-props';
import { useStepFormSync } from './use-step-form-sync';

// Every field present (empty as undefined), as the inputs register them: otherwise a saved row
// without e.g. `inclineUnknown` would count as edited once its checkbox mounts.
const EMPTY_ROW = {
  pvId: undefined,
  capacityKwp: undefined,
  tracking: undefined,
  inclineDeg: undefined,
  inclineUnknown: undefined,
  orientationDeg: undefined,
  orientationUnknown: undefined,
  systemLossPct: undefined,
  panelType: undefined,
  mounting: undefined,
} as const satisfies Record<keyof PvSystemRow, undefined>;

function toForm(renewables: Renewables | undefined): RenewablesStep {
  return { pvSystems: toFormRows(renewables?.pvSystems).map((row) => ({ ...EMPTY_ROW, ...row })) };
}

/**
 * Form state of the Renewable Energy step: the P.V. systems as a list (`renewablesStepSchema`),
 * saved as the keyed map of `/buildings/{id}/renewables`.
 */
export function useRenewablesForm({
  initial,
  onSubmit,
  onDirtyChange,
}: Pick<StepProps<Renewables>, 'initial' | 'onSubmit' | 'onDirtyChange'>) {
  const form = useForm<RenewablesStep>({
    resolver: zodResolver(renewablesStepSchema),
    defaultValues: toForm(initial),
  });
  const systems = useFieldArray({ control: form.control, name: 'pvSystems' });
  const markSaved = useStepFormSync(form, {
    initial,
    toForm: (value: Renewables | undefined) => toForm(value ?? {}),
    onDirtyChange,
  });

  const submit = form.handleSubmit(async ({ pvSystems }) => {
    const renewables = toRenewables(pvSystems, newPvId);
    try {
      await onSubmit(renewables);
      // The new systems keep the keys they were saved under.
      markSaved(renewables);
    } catch {
      // The shell reports the failed save; the input stays on screen to try again.
    }
  });
  return { form, systems, submit };
}

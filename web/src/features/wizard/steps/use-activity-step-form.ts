import { useStepFormSync } from './use-step-form-sync';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  activityStepFormSchema,
  type ActivityStepForm,
} from '@shared/schemas/stored/wizard-activity';
import { newRowId, toActivityStepForm, toActivityStepValue } from '../utils/activity-rows';

type Stored = Parameters<typeof toActivityStepForm>[0];
type Value = ReturnType<typeof toActivityStepValue>;

interface Options {
  initial: Stored;
  onSubmit: (value: Value) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The Activity step's form (`activityStepFormSchema`): days, space-usage rows and space rows,
 * with the dirty state reported to the shell and a reset to the saved parts after a successful
 * submit (new rows then keep the keys they were saved under). A newer saved value (e.g. from
 * another tab) replaces the form while the user has no unsaved edits.
 */
export function useActivityStepForm({ initial, onSubmit, onDirtyChange }: Options) {
  const form = useForm<ActivityStepForm>({
    resolver: zodResolver(activityStepFormSchema),
    defaultValues: toActivityStepForm(initial),
  });
  const markSaved = useStepFormSync(form, {
    initial,
    toForm: toActivityStepForm,
    onDirtyChange,
  });

  const submit = form.handleSubmit(async (parsed) => {
    const value = toActivityStepValue(parsed, newRowId);
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

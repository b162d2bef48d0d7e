import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of a react-hook-form instance the sync needs. */
interface SyncedForm<F> {
  formState: { isDirty: boolean };
  reset(values: F): void;
}

export interface StepFormSyncOptions<F, V> {
  /** The part as saved (from the live building). */
  initial: V | undefined;
  /** Form values for a saved part (or for none). */
  toForm: (value: V | undefined) => F;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * What every wizard step form does with the shell: reports unsaved edits, takes over a newer saved
 * value (e.g. a save in another tab) while the user has none, and after its own successful save
 * resets to what was saved. The reset runs after `handleSubmit` has finished: a reset inside it
 * leaves `isDirty` set. Returns `markSaved(value)`, to call once `onSubmit` resolved.
 */
export function useStepFormSync<F, V>(
  form: SyncedForm<F>,
  { initial, toForm, onDirtyChange }: StepFormSyncOptions<F, V>,
): (saved: V) => void {
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const toFormRef = useRef(toForm);
  useEffect(() => {
    toFormRef.current = toForm;
  });

  const savedJson = JSON.stringify(initial ?? null);
  useEffect(() => {
    if (form.formState.isDirty) return;
    const saved = JSON.parse(savedJson) as V | null;
    form.reset(toFormRef.current(saved ?? undefined));
  }, [savedJson, form]);

  const [justSaved, setJustSaved] = useState<{ value: V }>();
  useEffect(() => {
    if (justSaved) form.reset(toFormRef.current(justSaved.value));
  }, [form, justSaved]);

  return useCallback((value: V) => setJustSaved({ value }), []);
}

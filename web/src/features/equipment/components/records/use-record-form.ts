import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useSaveThenClose } from '@/components/ui/form/use-save-then-close';

/**
 * A record form's state: react-hook-form with the converting resolver, and a submit that saves
 * the stored value, closes on success and keeps the input with `failed` set when the save fails;
 * `dialog` wires it into `RecordFormDialog`.
 */
export function useRecordForm<F extends FieldValues, S>({
  defaultValues,
  resolver,
  toStored,
  onSave,
  onClose,
}: {
  defaultValues: F;
  resolver: Resolver<F>;
  toStored: (values: F) => S;
  onSave: (entry: S) => Promise<void>;
  onClose: () => void;
}) {
  const { failed, save } = useSaveThenClose(onClose);
  const form = useForm<F>({ resolver, defaultValues: defaultValues as DefaultValues<F> });
  const submit = form.handleSubmit((values) => save(() => onSave(toStored(values))));
  return {
    form,
    control: form.control,
    /** What `RecordFormDialog` takes besides its title and fields. */
    dialog: {
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => void submit(event),
      submitting: form.formState.isSubmitting,
      failed,
      onClose,
    },
  };
}

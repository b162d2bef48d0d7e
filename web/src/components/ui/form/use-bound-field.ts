import type { ChangeEvent, ReactNode } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type RefCallBack,
} from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

export interface BoundFieldOptions<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  /** The field's own hint, shown while it has no error. */
  helperText?: ReactNode;
  /** Rewrites the error before it is said (a field that names its format better than the schema). */
  adjustError?: (error: FieldError) => FieldError;
}

export interface BoundField<V> {
  /** The value the form really holds (see below). */
  value: V | undefined;
  /** For the input element: its name, ref (focus on error) and blur. */
  inputProps: { name: string; inputRef: RefCallBack; onBlur: () => void };
  onChange: (value: unknown) => void;
  error: boolean;
  /** The error in the UI language, else the field's own hint. */
  helperText: ReactNode;
}

/**
 * The react-hook-form wiring every form field adapter shares: the controller, the value, and the
 * error said as a translated message in place of the hint.
 */
export function useBoundField<T extends FieldValues, V>({
  name,
  control,
  helperText,
  adjustError,
}: BoundFieldOptions<T>): BoundField<V> {
  const errorText = useFieldErrorText();
  // `field.value` falls back to the default once a value is cleared to undefined; watch shows the truth.
  const value = useWatch({ control, name }) as V | undefined;
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error && adjustError ? adjustError(fieldState.error) : fieldState.error;
  return {
    value,
    inputProps: { name: field.name, inputRef: field.ref, onBlur: field.onBlur },
    onChange: field.onChange,
    error: Boolean(error),
    helperText: errorText(error) ?? helperText,
  };
}

/** Empty text is stored as absent: `undefined`, so an optional field's schema accepts it. */
export function textOrUndefined(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/**
 * A bound text's props for an MUI `TextField` (text or select): its value shown as text, empty
 * text stored as absent, the error in place of the hint.
 */
export function textFieldProps(bound: BoundField<string>) {
  return {
    ...bound.inputProps,
    value: bound.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      bound.onChange(textOrUndefined(event.target.value)),
    error: bound.error,
    helperText: bound.helperText,
  };
}

import type { Control, FieldError, FieldValues, Path } from 'react-hook-form';
import { MonthField, type MonthFieldProps } from '../month-field';
import { useBoundField } from './use-bound-field';

export type FormMonthFieldProps<T extends FieldValues> = Omit<
  MonthFieldProps,
  'name' | 'value' | 'onTextChange' | 'onCommit'
> & {
  name: Path<T>;
  control: Control<T>;
};

/** The month schema's format message is about dates; the field names the month's format. */
function monthError(error: FieldError): FieldError {
  return error.message === 'validation.date' ? { ...error, message: 'validation.month' } : error;
}

/**
 * A month (`yyyy-mm`) bound to react-hook-form, typed as text (`MonthField`). The form holds the
 * month as soon as the text names one; empty is `undefined`; text that names no month is kept on
 * screen and passed on as typed, so the schema refuses it, said as the field says it.
 */
export function FormMonthField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormMonthFieldProps<T>) {
  const bound = useBoundField<T, string>({
    name,
    control,
    helperText: props.helperText,
    adjustError: monthError,
  });
  return (
    <MonthField
      {...props}
      {...bound.inputProps}
      value={bound.value}
      onTextChange={(text, month) =>
        bound.onChange(month ?? (text.trim() === '' ? undefined : text))
      }
      error={bound.error}
      helperText={bound.helperText}
    />
  );
}

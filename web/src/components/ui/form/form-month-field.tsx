import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MonthField, type MonthFieldProps } from '../month-field';
import { useFieldErrorText } from './use-field-error-text';

export type FormMonthFieldProps<T extends FieldValues> = Omit<
  MonthFieldProps,
  'name' | 'value' | 'onTextChange' | 'onCommit'
> & {
  name: Path<T>;
  control: Control<T>;
};

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
  const errorText = useFieldErrorText();
  // `field.value` falls back to the default once a value is cleared to undefined; watch shows the truth.
  const current = useWatch({ control, name }) as string | undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        // The month schema's format message is about dates; the field names the month's format.
        const error =
          fieldState.error?.message === 'validation.date'
            ? { ...fieldState.error, message: 'validation.month' }
            : fieldState.error;
        return (
          <MonthField
            {...props}
            name={field.name}
            inputRef={field.ref}
            value={current}
            onBlur={field.onBlur}
            onTextChange={(text, month) =>
              field.onChange(month ?? (text.trim() === '' ? undefined : text))
            }
            error={Boolean(error)}
            helperText={errorText(error) ?? props.helperText}
          />
        );
      }}
    />
  );
}

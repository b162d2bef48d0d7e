import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
};

/** A text input bound to react-hook-form; empty text is stored as absent (`undefined`). */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormTextFieldProps<T>) {
  const errorText = useFieldErrorText();
  // `field.value` falls back to the default once a value is cleared to undefined; watch shows the truth.
  const current = useWatch({ control, name }) as string | undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={current ?? ''}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? undefined : event.target.value)
          }
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? props.helperText}
        />
      )}
    />
  );
}

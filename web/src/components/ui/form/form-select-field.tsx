import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'select'
> & {
  name: Path<T>;
  control: Control<T>;
  options: readonly SelectOption[];
};

/** A select bound to react-hook-form; nothing chosen is `undefined` ("This field must be selected"). */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  options,
  ...props
}: FormSelectFieldProps<T>) {
  const errorText = useFieldErrorText();
  // `field.value` falls back to the default once a value is cleared to undefined; watch shows the truth.
  const current = useWatch({ control, name }) as string | undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
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
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

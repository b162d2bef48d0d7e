import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { textFieldProps, useBoundField } from './use-bound-field';

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
  const bound = useBoundField<T, string>({ name, control, helperText: props.helperText });
  return (
    <TextField select size="small" fullWidth {...props} {...textFieldProps(bound)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { textFieldProps, useBoundField } from './use-bound-field';

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
  const bound = useBoundField<T, string>({ name, control, helperText: props.helperText });
  return <TextField size="small" fullWidth {...props} {...textFieldProps(bound)} />;
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { textOrUndefined, useBoundField } from './use-bound-field';

export type FormSuggestFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select'
> & {
  name: Path<T>;
  control: Control<T>;
  /** Values offered while typing; any other text is accepted too. */
  suggestions: readonly string[];
};

/**
 * Free text with suggestions (MUI Autocomplete `freeSolo`): the typed text is the value, so a
 * suggestion need not be picked; empty text is stored as absent (`undefined`).
 */
export function FormSuggestField<T extends FieldValues>({
  name,
  control,
  suggestions,
  disabled,
  ...props
}: FormSuggestFieldProps<T>) {
  const bound = useBoundField<T, string>({ name, control, helperText: props.helperText });
  const text = bound.value ?? '';
  return (
    <Autocomplete
      freeSolo
      disableClearable
      options={suggestions}
      disabled={disabled}
      value={text}
      inputValue={text}
      onInputChange={(_event, next) => bound.onChange(textOrUndefined(next))}
      onBlur={bound.inputProps.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          fullWidth
          {...props}
          name={bound.inputProps.name}
          inputRef={bound.inputProps.inputRef}
          error={bound.error}
          helperText={bound.helperText}
        />
      )}
    />
  );
}

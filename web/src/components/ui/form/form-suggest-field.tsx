import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

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
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ name, control });
  // `field.value` falls back to the value at mount once the text is emptied (`undefined`);
  // useWatch without a default gives the value the form really holds.
  const text = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <Autocomplete
      freeSolo
      disableClearable
      options={suggestions}
      disabled={disabled}
      value={text}
      inputValue={text}
      onInputChange={(_event, next) => field.onChange(next === '' ? undefined : next)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          fullWidth
          {...props}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? props.helperText}
        />
      )}
    />
  );
}

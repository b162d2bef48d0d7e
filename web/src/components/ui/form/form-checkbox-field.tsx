import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface FormCheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  disabled?: boolean;
  /** Called with the new state after the form value changed (e.g. to clear dependent fields). */
  onToggle?: (checked: boolean) => void;
}

/** A checkbox bound to react-hook-form, stored as a boolean (unset reads as unchecked). */
export function FormCheckboxField<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  onToggle,
}: FormCheckboxFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              inputRef={field.ref}
              checked={field.value === true}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onToggle?.(event.target.checked);
              }}
            />
          }
        />
      )}
    />
  );
}

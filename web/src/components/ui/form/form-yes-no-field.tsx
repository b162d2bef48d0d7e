import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './use-field-error-text';

export interface FormYesNoFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  disabled?: boolean;
}

/** A yes/no question (e.g. "Has Major Refurbishment or Extension Done?") stored as a boolean. */
export function FormYesNoField<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
}: FormYesNoFieldProps<T>) {
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const labelId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value === undefined ? '' : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === 'true')}
          >
            <FormControlLabel value="true" control={<Radio />} label={t('yes')} />
            <FormControlLabel value="false" control={<Radio />} label={t('no')} />
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{errorText(fieldState.error)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

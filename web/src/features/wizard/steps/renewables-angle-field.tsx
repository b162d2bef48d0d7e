import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { RenewablesStep } from '@shared/schemas/stored/wizard-renewables';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormNumberField } from '@/components/ui/form/form-number-field';

type Row = `pvSystems.${number}`;

export interface RenewablesAngleFieldProps {
  form: UseFormReturn<RenewablesStep>;
  angle: `${Row}.inclineDeg` | `${Row}.orientationDeg`;
  unknown: `${Row}.inclineUnknown` | `${Row}.orientationUnknown`;
  label: string;
  helperText: string;
  unknownLabel: string;
  disabled: boolean;
}

/**
 * An angle in degrees or its "Unknown" choice: choosing Unknown empties and disables the angle
 * (a stored system has one or the other); taking it back restores the angle entered before.
 */
export function RenewablesAngleField({
  form,
  angle,
  unknown,
  label,
  helperText,
  unknownLabel,
  disabled,
}: RenewablesAngleFieldProps) {
  const isUnknown = useWatch({ control: form.control, name: unknown }) === true;
  const remembered = useRef<number | undefined>(undefined);
  const toggle = (checked: boolean) => {
    form.clearErrors(angle);
    if (checked) {
      remembered.current = form.getValues(angle);
      form.setValue(angle, undefined, { shouldDirty: true });
    } else if (remembered.current !== undefined) {
      form.setValue(angle, remembered.current, { shouldDirty: true });
    }
  };
  return (
    <>
      {isUnknown ? (
        // Not bound: a bound input would show its initial value again once emptied.
        <TextField size="small" fullWidth label={label} helperText={helperText} value="" disabled />
      ) : (
        <FormNumberField
          name={angle}
          control={form.control}
          label={label}
          helperText={helperText}
          unit="°"
          disabled={disabled}
        />
      )}
      <FormCheckboxField
        name={unknown}
        control={form.control}
        label={unknownLabel}
        disabled={disabled}
        onToggle={toggle}
      />
    </>
  );
}

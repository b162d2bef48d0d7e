import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useBoundField } from './use-bound-field';

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & {
  name: Path<T>;
  control: Control<T>;
  /** Unit shown after the value, e.g. "m²", "kWh", "%". */
  unit?: string;
};

function parseNumber(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number input bound to react-hook-form. Accepts a decimal comma; empty is `undefined`, text that
 * is not a number is kept on screen and passed on as NaN so the schema reports it.
 */
export function FormNumberField<T extends FieldValues>({
  name,
  control,
  unit,
  ...props
}: FormNumberFieldProps<T>) {
  const bound = useBoundField<T, number>({ name, control, helperText: props.helperText });
  return (
    <NumberInput
      {...props}
      unit={unit}
      value={bound.value}
      onBlur={bound.inputProps.onBlur}
      inputRef={bound.inputProps.inputRef}
      onValue={(value) => bound.onChange(value)}
      error={bound.error}
      helperText={bound.helperText}
    />
  );
}

type NumberInputProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | undefined;
  unit?: string | undefined;
  onValue: (value: number | undefined) => void;
};

function NumberInput({ value, unit, onValue, slotProps, ...props }: NumberInputProps) {
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value));
  const shown =
    parseNumber(text) === (value ?? undefined) || Number.isNaN(value) ? text : String(value ?? '');
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseNumber(event.target.value);
        onValue(parsed === null ? Number.NaN : parsed);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal' },
        input: unit
          ? { endAdornment: <span style={{ opacity: 0.7, marginLeft: 4 }}>{unit}</span> }
          : undefined,
      }}
    />
  );
}

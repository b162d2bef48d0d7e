import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface CheckboxGroupProps<K extends string> {
  legend: string;
  help?: string;
  options: readonly { key: K; label: string }[];
  value: readonly K[];
  onChange: (value: K[]) => void;
  disabled?: boolean;
  testId?: string;
}

/** A named group of checkboxes whose value is the checked keys, in the options' order. */
export function CheckboxGroup<K extends string>(props: CheckboxGroupProps<K>) {
  const { legend, help, options, value, onChange, disabled, testId } = props;
  const toggle = (key: K, checked: boolean) =>
    onChange(
      options
        .map((option) => option.key)
        .filter((one) => (one === key ? checked : value.includes(one))),
    );
  return (
    <FormControl component="fieldset" disabled={disabled} data-testid={testId}>
      <FormLabel component="legend">{legend}</FormLabel>
      {help ? <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText> : null}
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.key}
            sx={{ minWidth: 200 }}
            control={
              <Checkbox
                checked={value.includes(option.key)}
                onChange={(event) => toggle(option.key, event.target.checked)}
                name={option.key}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

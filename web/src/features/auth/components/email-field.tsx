import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows "Enter your e-mail address." when the user submitted without one. */
  missing: boolean;
  name?: string;
  autoFocus?: boolean;
}

export function EmailField({
  value,
  onChange,
  missing,
  name = 'email',
  autoFocus,
}: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      name={name}
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={missing}
      helperText={missing ? t('validation.emailRequired') : undefined}
      required
      fullWidth
      autoFocus={autoFocus}
    />
  );
}

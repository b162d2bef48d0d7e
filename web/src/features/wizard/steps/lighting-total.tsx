import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/components/ui/form/use-field-error-text';
import { useFormat } from '@/lib/format/use-format';
import { lightingRowsTotalPct } from '../utils/lighting-rows';
import type { LightingControl } from './use-lighting-form';

interface Props {
  control: LightingControl;
  /** The list's error key after a submit (`validation.lightingTotal`). */
  error: string | undefined;
}

/** The live "Total light fitting usage: 85%" and, once submitted, the 100 % message. */
export function LightingTotal({ control, error }: Props) {
  const { t } = useTranslation('wizardSystems');
  const format = useFormat();
  const errorText = useFieldErrorText();
  const rows = useWatch({ control, name: 'fittings' });
  const total = lightingRowsTotalPct(rows);
  const message = errorText(error ? { type: 'custom', message: error } : undefined);
  return (
    <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }} aria-live="polite">
      <Typography
        sx={{ fontWeight: 600 }}
        color={message ? 'error' : 'text.primary'}
        data-testid="lighting-total"
      >
        {t('lighting.total', { total: format.number(total, 2) })}
      </Typography>
      {message ? (
        <Typography variant="body2" color="error" role="alert">
          {message}
        </Typography>
      ) : null}
    </Box>
  );
}

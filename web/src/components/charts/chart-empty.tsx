import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartEmptyProps {
  /** Why there is nothing (e.g. "No bills in this period"). */
  reason?: ReactNode;
  /** What to do about it (e.g. a link to the wizard step that adds bills). */
  action?: ReactNode;
  height: number;
}

/** Spec 8: "No data" in place of an empty chart, with the caller's reason and action. */
export function ChartEmpty({ reason, action, height }: ChartEmptyProps) {
  const { t } = useTranslation('common');
  return (
    <Stack
      spacing={1}
      sx={{ minHeight: height / 2, alignItems: 'center', justifyContent: 'center' }}
    >
      <Typography variant="subtitle1" component="p">
        {t('chart.noData')}
      </Typography>
      {reason ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {reason}
        </Typography>
      ) : null}
      {action}
    </Stack>
  );
}

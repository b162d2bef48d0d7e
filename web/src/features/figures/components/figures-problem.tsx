import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Stored figures that are not of their schema's shape: a clear error with the details (never a
 * blank screen), under the freshness bar whose "Recompute now" usually fixes it.
 */
export function FiguresProblem({
  problems,
  header,
}: {
  problems: readonly string[];
  header?: ReactNode;
}) {
  const { t } = useTranslation('figures');
  return (
    <Stack spacing={2}>
      {header}
      <Alert severity="error" data-testid="figures-invalid">
        <AlertTitle>{t('invalidTitle')}</AlertTitle>
        {t('invalidDescription')}
        <details>
          <summary>{t('invalidDetails')}</summary>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
            {problems.join('\n\n')}
          </Typography>
        </details>
      </Alert>
    </Stack>
  );
}

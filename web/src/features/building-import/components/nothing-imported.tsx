import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '../utils/import-summary';
import { useReasonText } from '../utils/use-reason-text';
import { TemplateDownloads } from './template-downloads';

export interface NothingImportedProps {
  summary: ImportSummary;
}

/**
 * An upload whose file created and updated nothing: said as such (not "Upload Successful!"),
 * with why (the main skip reasons and their rows) and what to do, ending with our template.
 */
export function NothingImported({ summary }: NothingImportedProps) {
  const { t } = useTranslation('buildingImport');
  const reasonText = useReasonText();
  const { nothing } = summary;
  if (!nothing) return null;
  return (
    <Alert severity="error" data-testid="import-nothing">
      <AlertTitle>{t('nothing.title')}</AlertTitle>
      {nothing.kind === 'skipped' ? (
        <>
          <Typography variant="body2">{t('nothing.skipped', { count: nothing.rows })}</Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('nothing.mainReasons')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {nothing.main.map(({ reason, rows }) => (
              <li key={reason}>
                {reasonText(reason)}: {t('result.reasonRows', { count: rows })}
              </li>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2">{t(`nothing.${nothing.kind}`)}</Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('nothing.whatToDo')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }} data-testid="import-advice">
        {summary.advice.map(({ kind, column }) => (
          <li key={`${kind}-${column ?? ''}`}>{t(`nothing.advice.${kind}`, { column })}</li>
        ))}
      </Box>
      <TemplateDownloads />
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { identifyingHeaders } from '../utils/header-examples';
import { refusalAdviceOf, TEMPLATE_ADVICE, type ImportFailure } from '../utils/import-failure';
import { useReasonText } from '../utils/use-reason-text';
import { TemplateDownloads } from './template-downloads';

export interface ImportFailureAlertProps {
  failure: ImportFailure;
}

/**
 * An upload that ended without a report. A refused file gets "This file cannot be imported", the
 * reason and what to do instead (never "try again": the same file would fail again); a failure
 * that can pass on a new try gets spec 8's "Upload failed. Please try again." and the reason.
 */
export function ImportFailureAlert({ failure }: ImportFailureAlertProps) {
  const { t } = useTranslation('buildingImport');
  const { language } = useLanguage();
  const reasonText = useReasonText();
  const reason = reasonText(failure.reason, failure.line);
  if (failure.kind === 'retry') {
    return (
      <Alert severity="error" data-testid="import-failure">
        <Typography fontWeight="bold">{t('dialog.failure')}</Typography>
        <Typography variant="body2">{reason}</Typography>
      </Alert>
    );
  }
  const advice = refusalAdviceOf(failure.reason);
  return (
    <Alert severity="error" data-testid="import-failure">
      <AlertTitle>{t('failure.refusedTitle')}</AlertTitle>
      <Typography variant="body2">
        {reason} {t('dialog.nothingStored')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="import-refusal-advice">
        {t(`refusal.${advice}`, {
          line: failure.line ?? 1,
          columns: identifyingHeaders(language).join(', '),
        })}
      </Typography>
      {TEMPLATE_ADVICE.has(advice) ? <TemplateDownloads /> : null}
    </Alert>
  );
}

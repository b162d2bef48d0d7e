import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { UploadFailure } from '../api/series-upload-client';

/** CSV reading reasons live in the shared `csv` namespace; the upload's own in `reason.*`. */
function useReason() {
  const { t, i18n } = useTranslation(['wizardUploads', 'csv']);
  // Codes come from the server; their keys are checked by the catalogs' tests, not by the types.
  return (code: string, values: Record<string, unknown> = {}) =>
    i18n.exists(code, { ns: 'csv' })
      ? t(code as 'file.empty', { ns: 'csv', ...values })
      : t(`reason.${code}` as 'reason.upload.failed', { ns: 'wizardUploads', ...values });
}

/**
 * Why an upload was refused: the rows with their line and reason (the first 100, with the total),
 * or the reason for the whole file. Nothing of the file was stored.
 */
export function UploadFailureAlert({
  failure,
  testId,
}: {
  failure: UploadFailure;
  testId: string;
}) {
  const { t } = useTranslation('wizardUploads');
  const reason = useReason();
  if (failure.kind === 'network') {
    return (
      <Alert severity="error" data-testid={testId}>
        {t('failure.network')}
      </Alert>
    );
  }
  if (failure.kind === 'file') {
    return (
      <Alert severity="error" data-testid={testId}>
        {reason(failure.reason, { line: failure.line ?? 1 })} {t('failure.nothingStored')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid={testId}>
      <AlertTitle>{t('failure.rows', { count: failure.issueCount })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflow: 'auto' }}>
        {failure.issues.map((issue) => (
          <li key={`${issue.line}-${issue.code}`}>
            {t('failure.line', { line: issue.line })}:{' '}
            {reason(issue.code, { earlier: issue.detail })}
            {issue.detail && issue.code !== 'row.duplicateTimestamp' ? ` (“${issue.detail}”)` : ''}
          </li>
        ))}
      </Box>
      {failure.issueCount > failure.issues.length
        ? t('failure.more', { count: failure.issueCount - failure.issues.length })
        : null}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { SERIES_ACCEPTED_HEADERS } from '@shared/domain/series/series-upload-columns';
import { useTranslation } from 'react-i18next';
import { useReasonText, type ReasonSource } from '@/lib/upload/use-reason-text';
import type { UploadFailure } from '../api/series-upload-client';

/** CSV reading reasons live in the shared `csv` namespace; the upload's own in `reason.*`. */
const SOURCES: readonly ReasonSource[] = [
  { ns: 'csv' },
  { ns: 'wizardUploads', prefix: 'reason.' },
];

/** Headers as the file wrote them, quoted: “Time stamp”, “Reading”. */
function quoted(headers: readonly string[]): string {
  return headers.map((header) => `“${header}”`).join(', ');
}

/**
 * Why an upload was refused: how many rows cannot be read and, when a row has more than one,
 * how many problems, then the problems with their line and reason (the first 100); or the reason
 * for the whole file (for unrecognized columns, the headers accepted and those found). Nothing of
 * the file was stored.
 */
export function UploadFailureAlert({
  failure,
  testId,
}: {
  failure: UploadFailure;
  testId: string;
}) {
  const { t } = useTranslation('wizardUploads');
  const reason = useReasonText(SOURCES);
  if (failure.kind === 'network') {
    return (
      <Alert severity="error" data-testid={testId}>
        {t('failure.network')}
      </Alert>
    );
  }
  if (failure.kind === 'file') {
    const values = {
      line: failure.line ?? 1,
      detail: failure.detail ?? '',
      timestampHeaders: SERIES_ACCEPTED_HEADERS.timestamp.join(', '),
      valueHeaders: SERIES_ACCEPTED_HEADERS.value.join(', '),
    };
    return (
      <Alert severity="error" data-testid={testId}>
        {reason(failure.reason, values)}{' '}
        {failure.found ? `${t('failure.foundHeaders', { headers: quoted(failure.found) })} ` : ''}
        {t('failure.nothingStored')}
      </Alert>
    );
  }
  const { rowCount, issueCount } = failure;
  return (
    <Alert severity="error" data-testid={testId}>
      <AlertTitle>
        {issueCount === rowCount
          ? t('failure.rows', { count: rowCount })
          : t('failure.rowsWithProblems', {
              count: rowCount,
              problems: t('failure.problems', { count: issueCount }),
            })}
      </AlertTitle>
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

import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readMonthlyTotals, type MonthlyTotalsReply } from '../api/series-upload-client';
import { UploadFailureAlert } from './upload-failure-alert';
import { UploadFileButton } from './upload-file-button';
import { useFileUpload } from './use-file-upload';
import { useTimestampsNote } from './use-timestamps-note';

/**
 * "Upload Consumption Data" (spec 2.7): a file of the building's meter, summed by the `series`
 * function into kWh per month (each reading in the month its interval starts in), which
 * `onMonths` puts into the bills table as unsaved edits (the user adds the costs and saves).
 */
export function ConsumptionUpload({
  buildingId,
  disabled,
  onMonths,
}: {
  buildingId: string;
  disabled: boolean;
  onMonths: (months: MonthlyTotalsReply['months']) => void;
}) {
  const { t } = useTranslation('wizardUploads');
  const timestampsNote = useTimestampsNote();
  const { status, failure, onFileChange } = useFileUpload(async (user, file) => {
    const reply = await readMonthlyTotals(user, { buildingId, scope: 'overall', file });
    onMonths(reply.months);
    return reply;
  });

  return (
    <Stack spacing={1.5} data-testid="upload-consumption">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UploadFileButton
          label={t('consumption.upload')}
          disabled={disabled || status.kind === 'uploading'}
          testId="upload-consumption"
          onFileChange={onFileChange}
        />
        <Typography variant="body2" color="text.secondary">
          {t('consumption.hint')}
        </Typography>
      </Stack>
      {status.kind === 'uploading' ? <LinearProgress aria-label={t('uploading')} /> : null}
      {status.kind === 'done' ? (
        <Alert severity="info" data-testid="upload-consumption-read">
          {t('consumption.read', { count: status.result.months.length })}{' '}
          {timestampsNote(status.result)}
        </Alert>
      ) : null}
      {failure ? (
        <UploadFailureAlert failure={failure} testId="upload-consumption-failure" />
      ) : null}
    </Stack>
  );
}

import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import {
  SeriesUploadError,
  readMonthlyTotals,
  type MonthlyTotalsUpload,
  type UploadFailure,
} from '../api/series-upload-client';
import { UploadFailureAlert } from './upload-failure-alert';

type Status =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'read'; months: number }
  | { kind: 'failed'; failure: UploadFailure };

/**
 * "Upload Consumption Data" (spec 2.7): a Timestamp/Value/Unit file of the building's meter,
 * summed by the `series` function into kWh per month, which `onMonths` puts into the bills
 * table as unsaved edits (the user adds the costs and saves).
 */
export function ConsumptionUpload({
  buildingId,
  disabled,
  onMonths,
}: {
  buildingId: string;
  disabled: boolean;
  onMonths: (months: MonthlyTotalsUpload['months']) => void;
}) {
  const { t } = useTranslation('wizardUploads');
  const { user } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    setStatus({ kind: 'reading' });
    try {
      const { months } = await readMonthlyTotals(user, { buildingId, scope: 'overall', file });
      onMonths(months);
      setStatus({ kind: 'read', months: months.length });
    } catch (failure) {
      setStatus({
        kind: 'failed',
        failure:
          failure instanceof SeriesUploadError
            ? failure.failure
            : { kind: 'file', reason: 'upload.failed' },
      });
    }
  };

  return (
    <Stack spacing={1.5} data-testid="upload-consumption">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || status.kind === 'reading'}
          data-testid="upload-consumption-button"
        >
          {t('consumption.upload')}
          <input
            hidden
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void onFile(event)}
            data-testid="upload-consumption-file"
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('consumption.hint')}
        </Typography>
      </Stack>
      {status.kind === 'reading' ? <LinearProgress aria-label={t('uploading')} /> : null}
      {status.kind === 'read' ? (
        <Alert severity="info" data-testid="upload-consumption-read">
          {t('consumption.read', { count: status.months })}
        </Alert>
      ) : null}
      {status.kind === 'failed' ? (
        <UploadFailureAlert failure={status.failure} testId="upload-consumption-failure" />
      ) : null}
    </Stack>
  );
}

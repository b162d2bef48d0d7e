import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { seriesIdFor } from '@shared/domain/series/series-id';
import type { SeriesScope } from '@shared/schemas/enums/series';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { uploadSeries } from '../api/series-upload-client';
import { useStoredSeries } from '../api/use-stored-series';
import { SeriesTable } from './series-table';
import { UploadFailureAlert } from './upload-failure-alert';
import type { UploadEquipment } from './upload-equipment';
import { UploadFileButton } from './upload-file-button';
import { useFileUpload } from './use-file-upload';
import { useTimestampsNote } from './use-timestamps-note';

/**
 * A historized data upload of spec 2.7 (Overall, Cooling, Heating, Lighting or Mechanical
 * Ventilation): a sub-system upload is tied to one equipment of that sub-system chosen first.
 * The file goes to the `series` function; the answer says how many readings were stored and how
 * their timestamps were read, and the stored readings show below, a page at a time.
 */
export function HistorizedUpload({
  buildingId,
  scope,
  readOnly,
  currency,
  equipment,
}: {
  buildingId: string;
  scope: SeriesScope;
  readOnly: boolean;
  /** ISO 4217 code of the building's currency, for the equipment added in place. */
  currency: string;
  /** The building's equipment and its "Add equipment", from the app layer. */
  equipment: UploadEquipment;
}) {
  const { t } = useTranslation('wizardUploads');
  const equipmentOptions = equipment.useOptions(buildingId);
  const [chosen, setChosen] = useState<string>('');
  const needsEquipment = scope !== 'overall';
  const options = (equipmentOptions ?? []).filter((item) => item.subSystem === scope);
  const equipmentId = needsEquipment ? (options.some((o) => o.id === chosen) ? chosen : '') : '';
  const seriesId = needsEquipment
    ? equipmentId
      ? seriesIdFor(scope, equipmentId)
      : null
    : seriesIdFor(scope);
  const stored = useStoredSeries(buildingId, seriesId);
  const testId = `upload-${scope}`;

  const { status, failure, reset, onFileChange } = useFileUpload((user, file) =>
    uploadSeries(user, { buildingId, scope, equipmentId: equipmentId || undefined, file }),
  );

  const format = useFormat();
  const timestampsNote = useTimestampsNote();
  const canUpload = !readOnly && (!needsEquipment || equipmentId !== '');

  return (
    <Stack component="section" spacing={1.5} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(`scope.${scope}.heading`)}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {needsEquipment ? (
          <TextField
            select
            size="small"
            sx={{ minWidth: { sm: 360 } }}
            label={t(`scope.${scope}.select`)}
            value={equipmentId}
            onChange={(event) => {
              setChosen(event.target.value);
              reset();
            }}
            disabled={options.length === 0}
            helperText={
              equipmentOptions && options.length === 0 ? t(`scope.${scope}.none`) : undefined
            }
            slotProps={{ htmlInput: { 'data-testid': `${testId}-equipment` } }}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {scope !== 'overall' && !readOnly && equipment.renderAdd
          ? equipment.renderAdd({
              buildingId,
              subSystem: scope,
              currency,
              onAdded: (id) => {
                setChosen(id);
                reset();
              },
            })
          : null}
        <UploadFileButton
          label={t(`scope.${scope}.upload`)}
          disabled={!canUpload || status.kind === 'uploading'}
          testId={testId}
          onFileChange={onFileChange}
        />
      </Stack>
      {status.kind === 'uploading' ? <LinearProgress aria-label={t('uploading')} /> : null}
      {status.kind === 'done' ? (
        <Alert severity="success" data-testid={`${testId}-stored`}>
          {t('stored', {
            count: status.result.rows,
            from: format.wallClock(status.result.firstAt, false),
            to: format.wallClock(status.result.lastAt, false),
          })}{' '}
          {timestampsNote(status.result)}
        </Alert>
      ) : null}
      {failure ? <UploadFailureAlert failure={failure} testId={`${testId}-failure`} /> : null}
      {seriesId !== null ? (
        <SeriesTable
          rows={stored.data?.rows ?? []}
          loading={stored.data === undefined}
          testId={`${testId}-table`}
        />
      ) : null}
    </Stack>
  );
}

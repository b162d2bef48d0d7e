import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UploadDialogActions } from '@/components/ui/upload-dialog-actions';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useBuildingImport } from '../api/use-building-import';
import { ImportFailureAlert } from './import-failure-alert';
import { ImportHelp } from './import-help';
import { ImportOutcome } from './import-outcome';
import { UploadArea } from './upload-area';

export interface BuildingImportDialogProps {
  open: boolean;
  user: AuthUser;
  onClose: () => void;
}

/**
 * Spec 2.6 "Import Buildings from CSV": pick a file (drop or browse; checked at once), Upload File
 * with a progress bar from the upload's progress events, then the outcome with Upload Another
 * File: "Upload Successful!" with the result, or that nothing was imported and why; a refused
 * file and what to do instead; or "Upload failed. Please try again." for a failure a new try may
 * pass.
 */
export function BuildingImportDialog({ open, user, onClose }: BuildingImportDialogProps) {
  const { t } = useTranslation('buildingImport');
  const { state, pick, start, reset } = useBuildingImport(user);
  const close = () => {
    reset();
    onClose();
  };
  const uploading = state.kind === 'uploading';
  const percent = uploading ? Math.round(state.progress * 100) : 0;
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {state.kind === 'idle' || uploading ? (
            <UploadArea file={state.file} disabled={uploading} onPick={pick} />
          ) : null}
          {state.kind === 'idle' && state.issue ? (
            <Alert severity="error" data-testid="import-check">
              {t(`check.${state.issue}`)}
            </Alert>
          ) : null}
          {uploading ? (
            <Stack spacing={0.5} data-testid="import-uploading">
              <Typography>{t('dialog.uploading')}</Typography>
              <LinearProgress
                variant={state.progress < 1 ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('dialog.uploading')}
              />
              <Typography variant="body2" color="text.secondary">
                {state.progress < 1 ? t('dialog.progress', { percent }) : t('dialog.processing')}
              </Typography>
            </Stack>
          ) : null}
          {state.kind === 'done' ? (
            <ImportOutcome report={state.result} onOpenBuilding={close} />
          ) : null}
          {state.kind === 'failed' ? <ImportFailureAlert failure={state.failure} /> : null}
          {state.kind === 'idle' ? <ImportHelp /> : null}
        </Stack>
      </DialogContent>
      <UploadDialogActions
        state={state}
        labels={{
          cancel: t('dialog.cancel'),
          start: t('dialog.upload'),
          close: t('dialog.close'),
          another: t('dialog.uploadAnother'),
        }}
        onClose={close}
        onStart={() => void start()}
        onReset={reset}
      />
    </Dialog>
  );
}

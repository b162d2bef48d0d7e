import UploadFileIcon from 'virtual:icons/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UploadDialogActions } from '@/components/ui/upload-dialog-actions';
import { takePickedFile } from '@/lib/files/take-picked-file';
import { useEquipmentImport } from '../api/use-equipment-import';
import { useKeyText } from '../utils/use-key-text';
import { ImportReport } from './import-report';
import { TemplateLinks } from './template-links';
import { acceptOf, CSV_IMPORT_FILES } from '@/lib/files/check-csv-file';

export interface EquipmentImportDialogProps {
  open: boolean;
  buildingId: string;
  onClose: () => void;
}

/**
 * Import an asset register from CSV into the building's register: pick a file (checked at once:
 * "Please select a valid CSV file", "File size must be less than 10MB"), Import, "Processing..."
 * while the server reads and writes it, then the report, or why the file was refused (nothing
 * of it stored); our template in English, Czech and German to start from.
 */
export function EquipmentImportDialog({ open, buildingId, onClose }: EquipmentImportDialogProps) {
  const { t } = useTranslation('equipmentImport');
  const keyText = useKeyText();
  const { state, pick, start, reset } = useEquipmentImport(buildingId);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="md"
      fullWidth
      aria-labelledby="equipment-import-title"
    >
      <DialogTitle id="equipment-import-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {state.kind === 'idle' ? (
            <>
              <Typography>{t('dialog.intro')}</Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
                  {t('dialog.chooseFile')}
                  <input
                    type="file"
                    accept={acceptOf(CSV_IMPORT_FILES)}
                    hidden
                    data-testid="equipment-import-input"
                    onChange={(event) => {
                      const picked = takePickedFile(event.target);
                      if (picked) pick(picked);
                    }}
                  />
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {state.file
                    ? t('dialog.selected', { name: state.file.name })
                    : t('dialog.maxSize')}
                </Typography>
              </Stack>
              {state.issue ? (
                <Alert severity="error" data-testid="equipment-import-check">
                  {t(`check.${state.issue}`)}
                </Alert>
              ) : null}
              <TemplateLinks />
            </>
          ) : null}
          {state.kind === 'uploading' ? (
            <Stack spacing={1} data-testid="equipment-import-processing">
              <Typography>{t('dialog.processing')}</Typography>
              <LinearProgress aria-label={t('dialog.processing')} />
            </Stack>
          ) : null}
          {state.kind === 'done' ? <ImportReport report={state.result} /> : null}
          {state.kind === 'failed' ? (
            <Alert severity="error" data-testid="equipment-import-failure">
              <Typography>{keyText(state.failure.reason, state.failure.line)}</Typography>
              <Typography variant="body2">{t('refusal.nothingStored')}</Typography>
            </Alert>
          ) : null}
          {state.kind === 'failed' ? <TemplateLinks /> : null}
        </Stack>
      </DialogContent>
      <UploadDialogActions
        state={state}
        labels={{
          cancel: t('dialog.cancel'),
          start: t('dialog.import'),
          close: t('dialog.close'),
          another: t('dialog.another'),
        }}
        onClose={close}
        onStart={() => void start()}
        onReset={reset}
      />
    </Dialog>
  );
}

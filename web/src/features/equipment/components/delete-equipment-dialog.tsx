import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before deleting an equipment; a refused delete keeps the dialog open and says so. */
export function DeleteEquipmentDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('equipment');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-equipment-title">
      <DialogTitle id="delete-equipment-title">{t('delete.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete.description')}</DialogContentText>
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('delete.failed')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('delete.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

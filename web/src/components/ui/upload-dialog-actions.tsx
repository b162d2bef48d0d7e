import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { canStartUpload, uploadEnded, type UploadState } from '@/lib/upload/upload-state';

export interface UploadDialogActionsProps {
  state: UploadState<unknown, unknown>;
  /** Translated button texts: before the upload ends, and after. */
  labels: { cancel: string; start: string; close: string; another: string };
  onClose: () => void;
  onStart: () => void;
  /** Starts over with another file. */
  onReset: () => void;
}

/**
 * An upload dialog's buttons: Cancel and the start (only for a picked file without an issue)
 * until the upload ends, then Close and start over with another file.
 */
export function UploadDialogActions({
  state,
  labels,
  onClose,
  onStart,
  onReset,
}: UploadDialogActionsProps) {
  return (
    <DialogActions>
      {uploadEnded(state) ? (
        <>
          <Button onClick={onClose}>{labels.close}</Button>
          <Button variant="contained" onClick={onReset}>
            {labels.another}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={onClose}>{labels.cancel}</Button>
          <Button variant="contained" onClick={onStart} disabled={!canStartUpload(state)}>
            {labels.start}
          </Button>
        </>
      )}
    </DialogActions>
  );
}

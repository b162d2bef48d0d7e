import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type RemoveDialogProps = Omit<ConfirmDialogProps, 'tone' | 'onConfirm' | 'onCancel'> & {
  /** Removes the thing; a rejection keeps the dialog open with `failedText`. */
  onRemove: () => Promise<void>;
  onClose: () => void;
};

/** What a feature's dialog for removing one named thing takes (its texts are its own). */
export interface RemoveNamedProps {
  name: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before removing something (a destructive answer); closes once it is removed. */
export function RemoveDialog({ onRemove, onClose, ...texts }: RemoveDialogProps) {
  return (
    <ConfirmDialog
      {...texts}
      tone="error"
      onConfirm={async () => {
        await onRemove();
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

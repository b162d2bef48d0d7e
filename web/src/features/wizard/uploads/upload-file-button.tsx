import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';

/** A button that opens the file chooser for a CSV file (`{testId}-button`, `{testId}-file`). */
export function UploadFileButton({
  label,
  disabled,
  testId,
  onFileChange,
}: {
  label: string;
  disabled: boolean;
  testId: string;
  onFileChange: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<UploadFileIcon />}
      disabled={disabled}
      data-testid={`${testId}-button`}
    >
      {label}
      <input
        hidden
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        onChange={(event) => void onFileChange(event)}
        data-testid={`${testId}-file`}
      />
    </Button>
  );
}

import UploadFileIcon from 'virtual:icons/UploadFile';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { acceptOf } from '@/lib/files/check-csv-file';
import { SERIES_FILES } from './use-file-upload';

/**
 * A button that opens the file chooser for a CSV or text file (`SERIES_FILES`; `{testId}-button`,
 * `{testId}-file`).
 */
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
        accept={acceptOf(SERIES_FILES)}
        onChange={(event) => void onFileChange(event)}
        data-testid={`${testId}-file`}
      />
    </Button>
  );
}

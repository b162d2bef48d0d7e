import UploadFileIcon from 'virtual:icons/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@/lib/format/create-format';
import { takePickedFile } from '@/lib/files/take-picked-file';
import { useFormat } from '@/lib/format/use-format';
import { acceptOf, CSV_IMPORT_FILES } from '@/lib/files/check-csv-file';

export interface UploadAreaProps {
  file: File | null;
  disabled: boolean;
  onPick: (file: File) => void;
}

function formatSize(bytes: number, format: Format): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${format.number(megabytes, 1)}\u00a0MB`
    : `${format.number(Math.max(1, Math.round(bytes / 1024)))}\u00a0kB`;
}

/** Spec 2.6 "Upload CSV File": drop a file here or click (or press Enter) to browse. */
export function UploadArea({ file, disabled, onPick }: UploadAreaProps) {
  const { t } = useTranslation('buildingImport');
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const browse = () => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };
  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      data-testid="import-drop-area"
      onClick={browse}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          browse();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: over ? 'action.hover' : 'transparent',
        p: 3,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <UploadFileIcon color="primary" fontSize="large" />
      {/* The area's texts are its accessible name (WCAG 2.5.3, label in name): no aria-label,
          and no heading, as a button's content is presentational. */}
      <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
        {t('dialog.uploadArea')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dialog.dropHint')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dialog.maxSize')}
      </Typography>
      {file ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="import-selected-file">
          {t('dialog.selected', { name: file.name, size: formatSize(file.size, format) })}
        </Typography>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={acceptOf(CSV_IMPORT_FILES)}
        hidden
        data-testid="import-file-input"
        onChange={(event) => {
          const picked = takePickedFile(event.target);
          if (picked) onPick(picked);
        }}
      />
    </Box>
  );
}

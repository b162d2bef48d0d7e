import AddPhotoAlternateOutlinedIcon from 'virtual:icons/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import { type ImageProcessingError, processImageFile } from '@/lib/images/process-image';

export interface ImagePickerProps {
  /** Visible label, already translated (e.g. "Building Photo"). */
  label: string;
  /** Data URL shown as the current image (a thumbnail is enough). */
  previewUrl?: string | undefined;
  readOnly?: boolean;
  /** Receives the checked and re-encoded image (full + thumbnail). */
  onChange: (image: ProcessedImage) => void;
  /** Offered with a preview: removes the image (the caller decides when it is stored). */
  onRemove?: (() => void) | undefined;
  /** Visible label of the remove button, already translated (e.g. "Remove image"). */
  removeLabel?: string | undefined;
}

/**
 * Picks an image file, checks it and turns it into a full image and a thumbnail (spec 4
 * "Equipment image": "Processing..." while working, then accepted or an error). Shared by the
 * Building Photo and equipment images; saving is the caller's.
 */
export function ImagePicker({
  label,
  previewUrl,
  readOnly,
  onChange,
  onRemove,
  removeLabel,
}: ImagePickerProps) {
  const { t } = useTranslation('validation');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ImageProcessingError | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await processImageFile(file);
    setBusy(false);
    if (result.ok) onChange(result.image);
    else setError(result.error);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography component="label" htmlFor={inputId} variant="subtitle2">
        {label}
      </Typography>
      {previewUrl ? (
        <Box
          component="img"
          src={previewUrl}
          alt={label}
          sx={{ maxWidth: 240, maxHeight: 240, borderRadius: 1 }}
        />
      ) : null}
      {readOnly ? null : (
        <Stack direction="row" spacing={1}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            disabled={busy}
          >
            {busy ? t('imageProcessingBusy') : label}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {previewUrl && onRemove && removeLabel ? (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={onRemove}
              disabled={busy}
            >
              {removeLabel}
            </Button>
          ) : null}
        </Stack>
      )}
      {busy ? <FormHelperText>{t('imageProcessingBusy')}</FormHelperText> : null}
      {error ? (
        <FormHelperText error>
          {t(error === 'validation.imageFile' ? 'imageFile' : 'imageProcessing')}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

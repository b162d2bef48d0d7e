import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui/image-picker';
import type { EquipmentImageChange } from '../utils/equipment-updates';

export interface EquipmentImageFieldProps {
  /** The stored thumbnail (data URL), null without one. */
  storedThumbnail: string | null;
  /** The change picked so far: undefined keeps the stored image, null removes it. */
  change: EquipmentImageChange;
  onChange: (change: EquipmentImageChange) => void;
}

/**
 * The equipment image of the Edit Equipment Details form (spec 3.12, spec 4 "Equipment image"):
 * shows the stored thumbnail or the newly picked one; the change is saved with the record.
 */
export function EquipmentImageField({
  storedThumbnail,
  change,
  onChange,
}: EquipmentImageFieldProps) {
  const { t } = useTranslation('equipment');
  const preview = change === undefined ? storedThumbnail : (change?.thumb ?? null);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ImagePicker
        label={t('form.image')}
        previewUrl={preview ?? undefined}
        onChange={onChange}
        onRemove={() => onChange(null)}
        removeLabel={t('form.removeImage')}
      />
    </Box>
  );
}

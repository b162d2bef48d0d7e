import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui/image-picker';
import { saveBuildingPhoto } from '../api/save-building-photo';

export interface GeneralPhotoFieldProps {
  /** '' while the building is not created yet: the photo can be added once it is saved. */
  buildingId: string;
  readOnly: boolean;
}

/** The optional Building Photo of General Information (spec 3.1), saved as soon as it is picked. */
export function GeneralPhotoField({ buildingId, readOnly }: GeneralPhotoFieldProps) {
  const { t } = useTranslation('wizardGeneral');
  const [preview, setPreview] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  if (buildingId === '') return null;
  return (
    <div>
      <ImagePicker
        label={t('general.photo')}
        previewUrl={preview}
        readOnly={readOnly}
        onChange={(image) => {
          setFailed(false);
          saveBuildingPhoto(buildingId, image).then(
            () => setPreview(image.thumb),
            () => setFailed(true),
          );
        }}
      />
      {failed ? <FormHelperText error>{t('general.photoNotSaved')}</FormHelperText> : null}
    </div>
  );
}

import FormHelperText from '@mui/material/FormHelperText';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import { ImagePicker } from '@/components/ui/image-picker';
import { BuildingPhotoContext } from '../utils/building-photo-context';

export interface GeneralPhotoFieldProps {
  readOnly: boolean;
}

/**
 * The optional Building Photo of General Information (spec 3.1): on a saved building it is stored
 * (or removed) as soon as it is picked; before the first save it is kept and stored with it.
 */
export function GeneralPhotoField({ readOnly }: GeneralPhotoFieldProps) {
  const { t } = useTranslation('wizardGeneral');
  const { thumbnail, pending, change } = useContext(BuildingPhotoContext);
  const [failed, setFailed] = useState(false);
  const apply = (image: ProcessedImage | null) => {
    setFailed(false);
    change(image).catch(() => setFailed(true));
  };
  const preview = pending?.thumb ?? thumbnail ?? undefined;
  return (
    <div>
      <ImagePicker
        label={t('general.photo')}
        previewUrl={preview}
        readOnly={readOnly}
        onChange={apply}
        onRemove={() => apply(null)}
        removeLabel={t('general.photoRemove')}
      />
      {failed ? <FormHelperText error>{t('general.photoNotSaved')}</FormHelperText> : null}
    </div>
  );
}

import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeriesScope } from '@shared/schemas/enums/series';
import type { WizardStep } from '@shared/schemas/enums/building';
import { useTranslation } from 'react-i18next';
import { HistorizedUpload } from './historized-upload';
import type { UploadEquipment } from './upload-equipment';

/**
 * Where the historized data uploads of spec 2.7 live: the whole building's series with its
 * electricity, each HVAC sub-system's with HVAC, lighting's with Lighting.
 */
export const STEP_UPLOAD_SCOPES: Partial<Record<WizardStep, readonly SeriesScope[]>> = {
  electricity: ['overall'],
  hvac: ['cooling', 'heating', 'mechanicalVentilation'],
  lighting: ['lighting'],
};

/** The historized data uploads of one wizard step, below its form; nothing for other steps. */
export function StepUploads({
  step,
  buildingId,
  readOnly,
  currency,
  equipment,
}: {
  step: WizardStep;
  buildingId: string;
  readOnly: boolean;
  /** ISO 4217 code of the building's currency. */
  currency: string;
  /** The building's equipment and its "Add equipment", from the app layer. */
  equipment: UploadEquipment;
}) {
  const { t } = useTranslation('wizardUploads');
  const scopes = STEP_UPLOAD_SCOPES[step];
  if (!scopes) return null;
  return (
    <Stack component="section" spacing={3} sx={{ mt: 5 }} data-testid="step-uploads">
      <Divider />
      <div>
        <Typography variant="h6" component="h2">
          {t('heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('formatHint')}
        </Typography>
      </div>
      {scopes.map((scope) => (
        <HistorizedUpload
          key={scope}
          buildingId={buildingId}
          scope={scope}
          readOnly={readOnly}
          currency={currency}
          equipment={equipment}
        />
      ))}
    </Stack>
  );
}

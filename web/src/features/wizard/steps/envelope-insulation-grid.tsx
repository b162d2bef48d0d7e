import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@shared/schemas/stored/envelope';
import { SAMPLE_INSULATION_TYPES } from '@shared/schemas/enums/systems';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSuggestField } from '@/components/ui/form/form-suggest-field';
import { ENVELOPE_INSULATION_ELEMENTS } from '../utils/envelope-value';

export interface EnvelopeInsulationGridProps {
  control: Control<Envelope>;
  disabled: boolean;
}

/** Insulation type and U-value of roof, wall, window and floor: one row per element. */
export function EnvelopeInsulationGrid({ control, disabled }: EnvelopeInsulationGridProps) {
  const { t } = useTranslation(['wizardEnvelope', 'enums']);
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('envelope.sections.insulation')}
      </Typography>
      {ENVELOPE_INSULATION_ELEMENTS.map((element) => (
        <Grid
          key={element}
          container
          role="group"
          aria-labelledby={`envelope-${element}`}
          spacing={{ xs: 1.5, md: 2 }}
          sx={{ alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          <Grid size={{ xs: 12, md: 2 }}>
            <Typography id={`envelope-${element}`} sx={{ fontWeight: 500 }}>
              {t(`envelope.elements.${element}`)}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 7, md: 6 }}>
            <FormSuggestField
              name={`${element}.insulationType`}
              control={control}
              label={t('envelope.insulationType')}
              suggestions={SAMPLE_INSULATION_TYPES[element].map((code) =>
                t(`enums:sampleInsulationType.${code}`),
              )}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5, md: 4 }}>
            <FormNumberField
              name={`${element}.uValueWPerM2K`}
              control={control}
              label={t('envelope.uValue')}
              disabled={disabled}
            />
          </Grid>
        </Grid>
      ))}
    </Box>
  );
}

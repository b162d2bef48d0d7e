import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@shared/schemas/stored/envelope';
import { GLAZING_TYPES, ROOF_TYPES } from '@shared/schemas/enums/systems';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { EnvelopeInsulationGrid } from './envelope-insulation-grid';
import type { StepProps } from './step-props';
import { useEnvelopeForm } from './use-envelope-form';

/** Envelope & Facade (spec 3.9), saved at `/buildings/{id}/envelope`. */
export function EnvelopeStep({ formId, readOnly, ...props }: StepProps<Envelope>) {
  const { t } = useTranslation(['wizardEnvelope', 'enums', 'validation']);
  const { form, submit } = useEnvelopeForm(props);
  const { control } = form;
  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <section>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
            {t('envelope.sections.facade')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormNumberField
                name="windowToWallRatioPct"
                control={control}
                label={t('envelope.windowToWallRatio')}
                unit="%"
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelectField
                name="roofType"
                control={control}
                label={t('envelope.roofType')}
                options={ROOF_TYPES.map((code) => ({
                  value: code,
                  label: t(`enums:roofType.${code}`),
                }))}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelectField
                name="glazing"
                control={control}
                label={t('envelope.glazing')}
                options={GLAZING_TYPES.map((code) => ({
                  value: code,
                  label: t(`enums:glazingType.${code}`),
                }))}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormNumberField
                name="shadingCoefficient"
                control={control}
                label={t('envelope.shadingCoefficient')}
                helperText={t('envelope.shadingCoefficientHelp')}
                disabled={readOnly}
              />
            </Grid>
          </Grid>
        </section>
        <EnvelopeInsulationGrid control={control} disabled={readOnly} />
      </Stack>
    </form>
  );
}

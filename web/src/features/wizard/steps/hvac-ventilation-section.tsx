import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { VENTILATION_FAN_TYPES } from '@shared/schemas/enums/systems';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { FormYesNoField } from '@/components/ui/form/form-yes-no-field';
import { HvacSectionHeading } from './hvac-section-heading';
import type { HvacControl } from './use-hvac-form';

interface Props {
  control: HvacControl;
  readOnly: boolean;
}

/** Ventilation (spec 3.7): mechanical details show once it is installed; natural is a yes/no. */
export function HvacVentilationSection({ control, readOnly }: Props) {
  const { t } = useTranslation(['wizardSystems', 'enums']);
  const mechanical = useWatch({ control, name: 'ventilation.mechanicalInstalled' });
  return (
    <Stack spacing={2} component="section">
      <HvacSectionHeading>{t('hvac.ventilation.heading')}</HvacSectionHeading>
      <FormYesNoField
        name="ventilation.mechanicalInstalled"
        control={control}
        label={t('hvac.ventilation.mechanicalInstalled')}
        disabled={readOnly}
      />
      {mechanical === true ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              name="ventilation.mechanicalSystemType"
              control={control}
              label={t('hvac.ventilation.mechanicalSystemType')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              name="ventilation.gfaPct"
              control={control}
              label={t('hvac.ventilation.gfaPct')}
              unit={t('units.percent')}
              required
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="ventilation.fanType"
              control={control}
              label={t('hvac.ventilation.fanType')}
              disabled={readOnly}
              options={VENTILATION_FAN_TYPES.map((code) => ({
                value: code,
                label: t(`enums:ventilationFanType.${code}`),
              }))}
            />
          </Grid>
        </Grid>
      ) : null}
      <FormYesNoField
        name="ventilation.naturalInstalled"
        control={control}
        label={t('hvac.ventilation.naturalInstalled')}
        disabled={readOnly}
      />
    </Stack>
  );
}

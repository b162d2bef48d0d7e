import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { HEATER_ENERGY_SOURCES, HEATER_TYPES } from '@shared/schemas/enums/systems';
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

/** Heating (spec 3.7): the details show once "Heating System Installed" is Yes. */
export function HvacHeatingSection({ control, readOnly }: Props) {
  const { t } = useTranslation(['wizardSystems', 'enums']);
  const installed = useWatch({ control, name: 'heating.installed' });
  return (
    <Stack spacing={2} component="section">
      <HvacSectionHeading>{t('hvac.heating.heading')}</HvacSectionHeading>
      <FormYesNoField
        name="heating.installed"
        control={control}
        label={t('hvac.heating.installed')}
        disabled={readOnly}
      />
      {installed === true ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              name="heating.systemType"
              control={control}
              label={t('hvac.heating.systemType')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="heating.heaterType"
              control={control}
              label={t('hvac.heating.heaterType')}
              required
              disabled={readOnly}
              options={HEATER_TYPES.map((code) => ({
                value: code,
                label: t(`enums:heaterType.${code}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="heating.energySource"
              control={control}
              label={t('hvac.heating.energySource')}
              required
              disabled={readOnly}
              options={HEATER_ENERGY_SOURCES.map((code) => ({
                value: code,
                label: t(`enums:heaterEnergySource.${code}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              name="heating.capacityKw"
              control={control}
              label={t('hvac.heating.capacity')}
              unit={t('units.kw')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              name="heating.efficiencyPct"
              control={control}
              label={t('hvac.heating.efficiency')}
              unit={t('units.percent')}
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      ) : null}
    </Stack>
  );
}

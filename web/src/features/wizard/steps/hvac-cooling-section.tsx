import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import {
  CHILLER_ENERGY_SOURCES,
  COMPRESSOR_TYPES,
  COOLING_SYSTEM_TYPES,
} from '@shared/schemas/enums/systems';
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

/** Cooling (spec 3.7): the details show once "Cooling System Installed" is Yes. */
export function HvacCoolingSection({ control, readOnly }: Props) {
  const { t } = useTranslation(['wizardSystems', 'enums']);
  const installed = useWatch({ control, name: 'cooling.installed' });
  return (
    <Stack spacing={2} component="section">
      <HvacSectionHeading>{t('hvac.cooling.heading')}</HvacSectionHeading>
      <FormYesNoField
        name="cooling.installed"
        control={control}
        label={t('hvac.cooling.installed')}
        disabled={readOnly}
      />
      {installed === true ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="cooling.systemType"
              control={control}
              label={t('hvac.cooling.systemType')}
              required
              disabled={readOnly}
              options={COOLING_SYSTEM_TYPES.map((code) => ({
                value: code,
                label: t(`enums:coolingSystemType.${code}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="cooling.compressorType"
              control={control}
              label={t('hvac.cooling.compressorType')}
              disabled={readOnly}
              options={COMPRESSOR_TYPES.map((code) => ({
                value: code,
                label: t(`enums:compressorType.${code}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              name="cooling.refrigerant"
              control={control}
              label={t('hvac.cooling.refrigerant')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="cooling.energySource"
              control={control}
              label={t('hvac.cooling.energySource')}
              required
              disabled={readOnly}
              options={CHILLER_ENERGY_SOURCES.map((code) => ({
                value: code,
                label: t(`enums:chillerEnergySource.${code}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              name="cooling.capacityKw"
              control={control}
              label={t('hvac.cooling.capacity')}
              unit={t('units.kw')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              name="cooling.cop"
              control={control}
              label={t('hvac.cooling.cop')}
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      ) : null}
    </Stack>
  );
}

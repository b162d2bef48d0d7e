import Grid from '@mui/material/Grid';
import { HEATER_TYPES } from '@shared/schemas/enums/systems';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { FormYesNoField } from '@/components/ui/form/form-yes-no-field';
import type { HeatingFormValues } from '../utils/consumption-values';

export interface HeatingSystemFieldsProps {
  control: Control<HeatingFormValues>;
  readOnly: boolean;
}

/**
 * Has heating system, District Heating, Heating Type and Heating system details (spec 3.6). The
 * last three describe the system, so they are hidden when the building has none.
 */
export function HeatingSystemFields({ control, readOnly }: HeatingSystemFieldsProps) {
  const { t } = useTranslation(['wizardConsumption', 'enums']);
  const hasSystem = useWatch({ control, name: 'hasHeatingSystem' });
  const heaterOptions = HEATER_TYPES.map((code) => ({
    value: code,
    label: t(`enums:heaterType.${code}`),
  }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormYesNoField
          control={control}
          name="hasHeatingSystem"
          label={t('heating.hasHeatingSystem')}
          disabled={readOnly}
        />
      </Grid>
      {hasSystem === false ? null : (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormYesNoField
              control={control}
              name="districtHeating"
              label={t('heating.districtHeating')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="heatingType"
              label={t('heating.heatingType')}
              options={heaterOptions}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="details"
              label={t('heating.details')}
              multiline
              minRows={3}
              disabled={readOnly}
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}

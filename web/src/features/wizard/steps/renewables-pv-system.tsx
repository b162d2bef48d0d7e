import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PV_MOUNTING_TYPES,
  PV_PANEL_TYPES,
  PV_TRACKING_TYPES,
} from '@shared/schemas/enums/systems';
import type { RenewablesStep } from '@shared/schemas/stored/wizard-renewables';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { RenewablesAngleField } from './renewables-angle-field';

export interface RenewablesPvSystemProps {
  form: UseFormReturn<RenewablesStep>;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}

/** One P.V. system of the list, titled "P.V. System n" by its position. */
export function RenewablesPvSystem({ form, index, disabled, onRemove }: RenewablesPvSystemProps) {
  const { t } = useTranslation(['wizardEnvelope', 'enums']);
  const titleId = useId();
  const { control } = form;
  const row = `pvSystems.${index}` as const;
  const title = t('renewables.systemTitle', { number: index + 1 });
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={titleId} variant="subtitle1" component="h3">
          {title}
        </Typography>
        {disabled ? null : (
          <IconButton
            aria-label={t('renewables.remove', { number: index + 1 })}
            onClick={onRemove}
            size="small"
          >
            <DeleteOutlineIcon />
          </IconButton>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormNumberField
            name={`${row}.capacityKwp`}
            control={control}
            label={t('renewables.capacity')}
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelectField
            name={`${row}.tracking`}
            control={control}
            label={t('renewables.tracking')}
            options={PV_TRACKING_TYPES.map((code) => ({
              value: code,
              label: t(`enums:pvTrackingType.${code}`),
            }))}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormNumberField
            name={`${row}.systemLossPct`}
            control={control}
            label={t('renewables.systemLoss')}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RenewablesAngleField
            form={form}
            angle={`${row}.inclineDeg`}
            unknown={`${row}.inclineUnknown`}
            label={t('renewables.incline')}
            helperText={t('renewables.inclineHelp')}
            unknownLabel={t('renewables.inclineUnknown')}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RenewablesAngleField
            form={form}
            angle={`${row}.orientationDeg`}
            unknown={`${row}.orientationUnknown`}
            label={t('renewables.orientation')}
            helperText={t('renewables.orientationHelp')}
            unknownLabel={t('renewables.orientationUnknown')}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            name={`${row}.panelType`}
            control={control}
            label={t('renewables.panelType')}
            options={PV_PANEL_TYPES.map((code) => ({
              value: code,
              label: t(`enums:pvPanelType.${code}`),
            }))}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            name={`${row}.mounting`}
            control={control}
            label={t('renewables.mounting')}
            options={PV_MOUNTING_TYPES.map((code) => ({
              value: code,
              label: t(`enums:pvMountingType.${code}`),
            }))}
            disabled={disabled}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}

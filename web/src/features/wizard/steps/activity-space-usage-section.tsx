import AddIcon from 'virtual:icons/Add';
import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLIMATE_CONTROLS,
  SPACE_FAN_TYPES,
  SPACE_USAGE_TYPES,
} from '@shared/schemas/enums/building';
import { spaceUsageTotalPct } from '@shared/schemas/stored/space-usage';
import type { SpaceUsageRow } from '@shared/schemas/stored/wizard-activity';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { FormYesNoField } from '@/components/ui/form/form-yes-no-field';
import { useFieldErrorText } from '@/components/ui/form/use-field-error-text';
import { useFormat } from '@/lib/format/use-format';
import { emptySpaceUsageRow } from '../utils/activity-rows';
import type { ActivitySectionProps } from './activity-days-section';

const CELL = { xs: 12, sm: 6, md: 4 } as const;

/** Spec 3.3: the space-usage list, whose % of GFA must total 100 % once it has items. */
export function ActivitySpaceUsageSection({ form, readOnly }: ActivitySectionProps) {
  const { t } = useTranslation(['wizardGeneral', 'enums']);
  const format = useFormat();
  const errorText = useFieldErrorText();
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'spaceUsage' });
  const rows = useWatch({ control, name: 'spaceUsage' });
  const listError = form.formState.errors.spaceUsage;
  const totalMessage = listError?.root?.message ?? listError?.message;
  const totalError = errorText(
    totalMessage ? { type: 'custom', message: totalMessage } : undefined,
  );
  const total = spaceUsageTotalPct(rows.map((row) => ({ gfaPct: Number(row.gfaPct) || 0 })));
  const usageTypes = SPACE_USAGE_TYPES.map((code) => ({
    value: code,
    label: t(`enums:spaceUsageType.${code}`),
  }));
  const climateControls = CLIMATE_CONTROLS.map((code) => ({
    value: code,
    label: t(`enums:climateControl.${code}`),
  }));
  const fanTypes = SPACE_FAN_TYPES.map((code) => ({
    value: code,
    label: t(`enums:spaceFanType.${code}`),
  }));
  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('activity.section.spaceUsage')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('spaceUsage.empty')}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          variant="outlined"
          sx={{ p: 2 }}
          role="group"
          aria-label={t('spaceUsage.item', { number: index + 1 })}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
          >
            <Typography variant="subtitle2">
              {t('spaceUsage.item', { number: index + 1 })}
            </Typography>
            <IconButton
              aria-label={t('spaceUsage.remove', { number: index + 1 })}
              onClick={() => remove(index)}
              disabled={readOnly}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Grid container spacing={2}>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name={`spaceUsage.${index}.title`}
                label={t('spaceUsage.title')}
                required
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormSelectField
                control={control}
                name={`spaceUsage.${index}.usageType`}
                label={t('spaceUsage.usageType')}
                options={usageTypes}
                required
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormNumberField
                control={control}
                name={`spaceUsage.${index}.gfaPct`}
                label={t('spaceUsage.gfaPct')}
                unit={t('units.percent')}
                required
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormSelectField
                control={control}
                name={`spaceUsage.${index}.climateControl`}
                label={t('spaceUsage.climateControl')}
                options={climateControls}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormSelectField
                control={control}
                name={`spaceUsage.${index}.fanType`}
                label={t('spaceUsage.fanType')}
                options={fanTypes}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormYesNoField
                control={control}
                name={`spaceUsage.${index}.hasHeatRecovery`}
                label={t('spaceUsage.hasHeatRecovery')}
                disabled={readOnly}
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => append(emptySpaceUsageRow() as SpaceUsageRow)}
          disabled={readOnly}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('spaceUsage.add')}
        </Button>
        {fields.length > 0 ? (
          <Typography variant="body2" color={totalError ? 'error' : 'text.secondary'}>
            {t('spaceUsage.total', { total: format.number(total, 3) })}
          </Typography>
        ) : null}
      </Stack>
      {totalError ? <Alert severity="error">{totalError}</Alert> : null}
    </Stack>
  );
}

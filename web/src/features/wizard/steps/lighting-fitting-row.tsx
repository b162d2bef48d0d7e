import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BULB_TYPES } from '@shared/schemas/enums/systems';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import type { LightingControl } from './use-lighting-form';

interface Props {
  control: LightingControl;
  index: number;
  readOnly: boolean;
  onRemove: () => void;
}

/** One light fitting: type, bulb type, its share of all fittings, and optional count and watts. */
export function LightingFittingRow({ control, index, readOnly, onRemove }: Props) {
  const { t } = useTranslation(['wizardSystems', 'enums']);
  const number = index + 1;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('lighting.fittingHeading', { number })}
        </Typography>
        <IconButton
          aria-label={t('lighting.remove', { number })}
          onClick={onRemove}
          disabled={readOnly}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name={`fittings.${index}.fittingType`}
            control={control}
            label={t('lighting.fittingType')}
            required
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            name={`fittings.${index}.bulbType`}
            control={control}
            label={t('lighting.bulbType')}
            required
            disabled={readOnly}
            options={BULB_TYPES.map((code) => ({
              value: code,
              label: t(`enums:bulbType.${code}`),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            name={`fittings.${index}.sharePct`}
            control={control}
            label={t('lighting.sharePct')}
            unit={t('units.percent')}
            required
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            name={`fittings.${index}.count`}
            control={control}
            label={t('lighting.count')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            name={`fittings.${index}.wattsPerFitting`}
            control={control}
            label={t('lighting.wattsPerFitting')}
            unit={t('units.w')}
            disabled={readOnly}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import { MEASURE_STATUSES, type MeasureKind } from '@shared/schemas/enums/analysis';
import { SUB_SYSTEMS } from '@shared/schemas/enums/equipment';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useFormat } from '@/lib/format/use-format';
import {
  defaultsOf,
  fieldsOf,
  type MeasureField,
  type MeasureFormValues,
} from '../utils/measure-form';

/** Units of the number inputs, as the spec labels them (3.14). */
const UNITS: Partial<Record<MeasureField, string>> = {
  ledWatts: 'W',
  ledLumens: 'lm',
  annualLightingKwh: 'kWh',
  newEfficiencyPct: '%',
  newUValueWPerM2K: 'W/m²K',
  savingPct: '%',
};

/** The inputs of a measure of `kind` in edit mode (spec 3.14), with what an empty one stands for. */
export function MeasureFields({
  control,
  kind,
  currency,
}: {
  control: Control<MeasureFormValues>;
  kind: MeasureKind;
  currency: string;
}) {
  const { t } = useTranslation(['improve', 'enums']);
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const defaults = defaultsOf(kind);
  const hint = (field: MeasureField) => {
    const value = defaults[field];
    return value === undefined
      ? t(`form.hint.${field}`, { defaultValue: '' })
      : t('form.emptyMeans', { value: format.number(value, 2) });
  };
  const field = (name: MeasureField) => {
    const label = t(`form.${name}`, { currency: symbol });
    switch (name) {
      case 'name':
        return <FormTextField key={name} control={control} name={name} label={label} required />;
      case 'startOn':
        return (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={label}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={t('form.hint.startOn')}
          />
        );
      case 'subSystem':
        return (
          <FormSelectField
            key={name}
            control={control}
            name={name}
            label={label}
            options={SUB_SYSTEMS.map((value) => ({ value, label: t(`enums:subSystem.${value}`) }))}
          />
        );
      case 'status':
        return (
          <FormSelectField
            key={name}
            control={control}
            name={name}
            label={label}
            required
            options={MEASURE_STATUSES.map((value) => ({
              value,
              label: t(`enums:measureStatus.${value}`),
            }))}
          />
        );
      default:
        return (
          <FormNumberField
            key={name}
            control={control}
            name={name}
            label={label}
            unit={UNITS[name]}
            helperText={hint(name) || undefined}
          />
        );
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fieldsOf(kind).map(field)}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEASURE_CATALOG } from '@shared/constants/measure-catalog';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { defaultsOf, fieldsOf, type MeasureField } from '../utils/measure-form';

/** The measure's inputs in view mode: each field of its kind with its value, "—" when empty. */
export function MeasureInputs({
  measure,
  currency,
}: {
  measure: ImprovementMeasure;
  currency: string;
}) {
  const { t } = useTranslation(['improve', 'enums']);
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const shown = (field: MeasureField): string => {
    switch (field) {
      case 'subSystem':
        return t(`enums:subSystem.${measure.subSystem ?? MEASURE_CATALOG[measure.kind].subSystem}`);
      case 'status':
        return t(`enums:measureStatus.${measure.status}`);
      case 'name':
        return measure.name;
      case 'startOn':
        return measure.startOn ? format.date(measure.startOn) : '—';
      case 'investment':
      case 'ledUnitCost': {
        const value = measure[field];
        return value === undefined ? '—' : format.number(value, 2);
      }
      default: {
        const value = measure[field];
        const fallback = defaultsOf(measure.kind)[field];
        if (value !== undefined) return format.number(value, 2);
        return fallback === undefined
          ? '—'
          : t('form.catalogValue', { value: format.number(fallback, 2) });
      }
    }
  };
  return (
    <Box component="section" aria-labelledby="measure-inputs-title">
      <Typography
        variant="subtitle1"
        component="h3"
        id="measure-inputs-title"
        sx={{ fontWeight: 600 }}
      >
        {t('form.inputs', { kind: t(`enums:measureKind.${measure.kind}`) })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 2,
          rowGap: 0.5,
          mt: 1,
        }}
      >
        {fieldsOf(measure.kind).map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`form.${field}`, { currency: symbol })}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right' }}
              data-testid={`measure-input-${field}`}
            >
              {shown(field)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

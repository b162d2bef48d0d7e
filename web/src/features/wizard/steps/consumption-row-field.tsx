import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMonthField } from '@/components/ui/form/form-month-field';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import type { ConsumptionRowValues } from '../utils/consumption-rows';

export interface ConsumptionRowsValues {
  rows: ConsumptionRowValues[];
}

export type ConsumptionColumn = 'month' | 'cost' | 'consumption';

export interface ConsumptionRowFieldProps {
  control: Control<ConsumptionRowsValues>;
  index: number;
  column: ConsumptionColumn;
  /** The column heading, e.g. "Cost ($)". */
  heading: string;
  /** Unique prefix for the input ids (the step's form id). */
  idPrefix: string;
  /** In the table the heading is the column's; on a phone each field shows it as its label. */
  labelled: boolean;
  disabled: boolean;
}

/**
 * One input of a bill row: Month / Year (`YYYY-MM`, typed: no browser's month picker is needed),
 * Cost or Consumption (kWh).
 */
export function ConsumptionRowField({
  control,
  index,
  column,
  heading,
  idPrefix,
  labelled,
  disabled,
}: ConsumptionRowFieldProps) {
  const { t } = useTranslation('wizardConsumption');
  const id = `${idPrefix}-rows-${index}-${column}`;
  const common = { control, id, disabled, label: labelled ? heading : undefined };
  return (
    <>
      {labelled ? null : (
        <Box component="label" htmlFor={id} sx={visuallyHidden}>
          {t('rows.rowLabel', { column: heading, number: index + 1 })}
        </Box>
      )}
      {column === 'month' ? (
        <FormMonthField {...common} name={`rows.${index}.month`} fullWidth />
      ) : (
        <FormNumberField
          {...common}
          name={column === 'cost' ? `rows.${index}.cost` : `rows.${index}.consumptionKwh`}
        />
      )}
    </>
  );
}

import Stack from '@mui/material/Stack';
import type { Electricity } from '@shared/schemas/stored/electricity';
import { electricityFormSchema } from '@shared/schemas/stored/wizard-consumption';
import { useTranslation } from 'react-i18next';
import { toElectricityFormValues, toElectricityValue } from '../utils/consumption-values';
import { mergeMonthlyTotals } from '../utils/consumption-rows';
import { DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import { ConsumptionRowsTable } from './consumption-rows-table';
import { ConsumptionSection } from './consumption-section';
import { ElectricitySupplierFields } from './electricity-supplier-fields';
import type { StepProps } from './step-props';
import { useConsumptionStepForm } from './use-consumption-step-form';

/**
 * Electricity Consumption (spec 3.5): monthly electricity bills and the supplier consent;
 * submits `/buildings/{id}/electricity`.
 */
export function ElectricityStep(props: StepProps<Electricity>) {
  const { t } = useTranslation('wizardConsumption');
  const { form, control, submit } = useConsumptionStepForm({
    props,
    schema: electricityFormSchema,
    toFormValues: toElectricityFormValues,
    toStored: toElectricityValue,
  });
  return (
    <form id={props.formId} noValidate onSubmit={submit}>
      <Stack spacing={4}>
        <ConsumptionSection title={t('electricity.billsHeading')}>
          <ConsumptionRowsTable
            control={control}
            currency={props.currency ?? DEFAULT_CURRENCY}
            idPrefix={props.formId}
            readOnly={props.readOnly}
          />
          {props.renderConsumptionUpload?.((months) =>
            form.setValue('rows', mergeMonthlyTotals(form.getValues('rows'), months), {
              shouldDirty: true,
            }),
          )}
        </ConsumptionSection>
        <ConsumptionSection title={t('electricity.supplierHeading')}>
          <ElectricitySupplierFields control={control} readOnly={props.readOnly} />
        </ConsumptionSection>
      </Stack>
    </form>
  );
}

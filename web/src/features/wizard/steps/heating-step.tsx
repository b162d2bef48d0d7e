import Stack from '@mui/material/Stack';
import type { Heating } from '@shared/schemas/stored/heating';
import { heatingFormSchema } from '@shared/schemas/stored/wizard-consumption';
import { useTranslation } from 'react-i18next';
import { toHeatingFormValues, toHeatingValue } from '../utils/consumption-values';
import { DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import { ConsumptionRowsTable } from './consumption-rows-table';
import { ConsumptionSection } from './consumption-section';
import { HeatingSystemFields } from './heating-system-fields';
import type { StepProps } from './step-props';
import { useConsumptionStepForm } from './use-consumption-step-form';

/**
 * Heating Consumption / District Heating (spec 3.6): the heating system and its monthly heat
 * bills; submits `/buildings/{id}/heating`.
 */
export function HeatingStep(props: StepProps<Heating>) {
  const { t } = useTranslation('wizardConsumption');
  const { control, submit } = useConsumptionStepForm({
    props,
    schema: heatingFormSchema,
    toFormValues: toHeatingFormValues,
    toStored: toHeatingValue,
  });
  return (
    <form id={props.formId} noValidate onSubmit={submit}>
      <Stack spacing={4}>
        <ConsumptionSection title={t('heating.systemHeading')}>
          <HeatingSystemFields control={control} readOnly={props.readOnly} />
        </ConsumptionSection>
        <ConsumptionSection title={t('heating.billsHeading')}>
          <ConsumptionRowsTable
            control={control}
            currency={props.currency ?? DEFAULT_CURRENCY}
            idPrefix={props.formId}
            readOnly={props.readOnly}
          />
        </ConsumptionSection>
      </Stack>
    </form>
  );
}

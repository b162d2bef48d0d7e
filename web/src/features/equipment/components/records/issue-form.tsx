import { FAULT_IMPACTS, FAULT_LIKELIHOODS, SAMPLE_FAULTS } from '@shared/schemas/enums/reliability';
import { SUB_SYSTEMS } from '@shared/schemas/enums/equipment';
import { potentialIssueSchema, type PotentialIssue } from '@shared/schemas/stored/reliability';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormSuggestField } from '@/components/ui/form/form-suggest-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useFormat } from '@/lib/format/use-format';
import { convertingResolver } from './converting-resolver';
import { FullWidth, RecordFormDialog } from './record-form-dialog';
import type { RecordFormProps } from './record-list-tab';
import { compact, kwhFromMwh, mwhFromKwh } from './record-values';
import { useRecordForm } from './use-record-form';

/** The number fields of an issue as the form shows them (energy in MWh, stored in kWh). */
const NUMBER_FIELDS = [
  'potentialDowntimeHours',
  'sparePartsLeadTimeWeeks',
  'timeToFailureWeeks',
  'exceedsThresholdInWeeks',
  'avgPartsLeadTimeWeeks',
  'avgTimeToRepairHours',
  'annualMaintenanceCost',
  'energyConsumptionMwh',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export type IssueFormValues = { [K in NumberField]: number | undefined } & {
  subSystem: string | undefined;
  fault: string | undefined;
  details: string | undefined;
  impact: string | undefined;
  likelihood: string | undefined;
};

/** The issue to store from the form's values: MWh → kWh, blank fields left out. */
export function issueFromForm(values: IssueFormValues): PotentialIssue {
  const { energyConsumptionMwh, ...rest } = values;
  const energy =
    energyConsumptionMwh === undefined || Number.isNaN(energyConsumptionMwh)
      ? energyConsumptionMwh
      : kwhFromMwh(energyConsumptionMwh);
  return compact({ ...rest, energyConsumptionKwh: energy }) as PotentialIssue;
}

/** The form's values of a stored issue (kWh → MWh), or an empty form. */
export function issueToForm(issue: PotentialIssue | undefined): IssueFormValues {
  const { energyConsumptionKwh, ...rest } = issue ?? ({} as Partial<PotentialIssue>);
  const values = {} as Record<keyof IssueFormValues, unknown>;
  for (const field of NUMBER_FIELDS) values[field] = undefined;
  for (const field of ['subSystem', 'fault', 'details', 'impact', 'likelihood'] as const)
    values[field] = undefined;
  return {
    ...(values as IssueFormValues),
    ...rest,
    energyConsumptionMwh:
      energyConsumptionKwh === undefined ? undefined : mwhFromKwh(energyConsumptionKwh),
  };
}

const resolver = convertingResolver<IssueFormValues>(potentialIssueSchema, issueFromForm, {
  energyConsumptionKwh: 'energyConsumptionMwh',
});

/** Add / edit a potential issue with the fields of spec 3.13 and the sample faults offered. */
export function IssueForm({
  entry,
  onSave,
  onClose,
  currency,
}: RecordFormProps<PotentialIssue> & { currency: string }) {
  const { t } = useTranslation(['equipmentRecords', 'enums']);
  const format = useFormat();
  const { control, dialog } = useRecordForm({
    defaultValues: issueToForm(entry),
    resolver,
    toStored: issueFromForm,
    onSave,
    onClose,
  });
  const number = (name: NumberField) => (
    <FormNumberField
      key={name}
      control={control}
      name={name}
      label={t(`issues.${name}`, { currency: format.currencySymbol(currency) })}
    />
  );
  return (
    <RecordFormDialog title={t(entry ? 'issues.editTitle' : 'issues.addTitle')} {...dialog}>
      <FormSelectField
        control={control}
        name="subSystem"
        label={t('issues.subSystem')}
        options={SUB_SYSTEMS.map((value) => ({ value, label: t(`enums:subSystem.${value}`) }))}
      />
      <FormSuggestField
        control={control}
        name="fault"
        required
        label={t('issues.fault')}
        suggestions={SAMPLE_FAULTS.map((code) => t(`enums:sampleFault.${code}`))}
      />
      <FullWidth>
        <FormTextField
          control={control}
          name="details"
          label={t('issues.details')}
          multiline
          minRows={2}
        />
      </FullWidth>
      <FormSelectField
        control={control}
        name="impact"
        label={t('issues.impact')}
        options={FAULT_IMPACTS.map((value) => ({ value, label: t(`enums:faultImpact.${value}`) }))}
      />
      <FormSelectField
        control={control}
        name="likelihood"
        label={t('issues.likelihood')}
        options={FAULT_LIKELIHOODS.map((value) => ({
          value,
          label: t(`enums:faultLikelihood.${value}`),
        }))}
      />
      {NUMBER_FIELDS.map(number)}
    </RecordFormDialog>
  );
}

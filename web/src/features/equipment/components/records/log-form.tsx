import { useState } from 'react';
import { EQUIPMENT_LOG_KINDS } from '@shared/schemas/enums/equipment';
import { equipmentLogSchema, type EquipmentLog } from '@shared/schemas/stored/equipment';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useTranslation } from 'react-i18next';
import { dayKeyInZone } from '@/lib/format/time-zone';
import { useFormat } from '@/lib/format/use-format';
import { convertingResolver } from './converting-resolver';
import { FullWidth, RecordFormDialog } from './record-form-dialog';
import type { RecordFormProps } from './record-list-tab';
import { compact } from './record-values';
import { useRecordForm } from './use-record-form';

export interface LogFormValues {
  kind: string | undefined;
  date: string | undefined;
  durationHours: number | undefined;
  cost: number | undefined;
  note: string | undefined;
}

/** The log to store from the form's values (blank fields left out). */
export function logFromForm(values: LogFormValues): EquipmentLog {
  return compact(values) as EquipmentLog;
}

const resolver = convertingResolver<LogFormValues>(equipmentLogSchema, logFromForm);

/** Add / edit a Maintenance & Sensor Log entry (spec 3.12): date, duration, kind, cost, note. */
export function LogForm({
  entry,
  onSave,
  onClose,
  currency,
}: RecordFormProps<EquipmentLog> & { currency: string }) {
  const { t } = useTranslation(['equipmentRecords', 'enums']);
  const format = useFormat();
  // A new entry starts at the moment the form opened (now, in the user's time zone).
  const [openedAtMs] = useState(() => Date.now());
  const { control, dialog } = useRecordForm({
    defaultValues: {
      kind: entry?.kind,
      date: entry?.date ?? dayKeyInZone(openedAtMs, format.timeZone),
      durationHours: entry?.durationHours,
      cost: entry?.cost,
      note: entry?.note,
    },
    resolver,
    toStored: logFromForm,
    onSave,
    onClose,
  });
  return (
    <RecordFormDialog title={t(entry ? 'logs.editTitle' : 'logs.addTitle')} {...dialog}>
      <FormTextField
        control={control}
        name="date"
        type="date"
        required
        label={t('logs.date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormSelectField
        control={control}
        name="kind"
        required
        label={t('logs.kind')}
        options={EQUIPMENT_LOG_KINDS.map((kind) => ({
          value: kind,
          label: t(`enums:equipmentLogKind.${kind}`),
        }))}
      />
      <FormNumberField
        control={control}
        name="durationHours"
        required
        label={t('logs.durationHours')}
      />
      <FormNumberField
        control={control}
        name="cost"
        label={t('logs.cost', { currency: format.currencySymbol(currency) })}
      />
      <FullWidth>
        <FormTextField control={control} name="note" label={t('logs.note')} multiline minRows={2} />
      </FullWidth>
    </RecordFormDialog>
  );
}

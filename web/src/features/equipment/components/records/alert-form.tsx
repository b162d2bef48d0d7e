import { useState } from 'react';
import { ALERT_SEVERITIES } from '@shared/schemas/enums/reliability';
import { alertSchema, type Alert } from '@shared/schemas/stored/reliability';
import { useTranslation } from 'react-i18next';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useFormat } from '@/lib/format/use-format';
import { convertingResolver } from './converting-resolver';
import { FullWidth, RecordFormDialog } from './record-form-dialog';
import type { RecordFormProps } from './record-list-tab';
import { compact, msToZonedLocal, zonedLocalToMs } from './record-values';
import { useRecordForm } from './use-record-form';

export interface AlertFormValues {
  severity: string | undefined;
  /** `datetime-local` text, the wall clock of the user's time zone. */
  raisedAt: string | undefined;
  message: string | undefined;
  resolved: boolean;
}

/** The alert to store from the form's values: the local date-time read in `timeZone`. */
export function alertFromForm(values: AlertFormValues, timeZone: string): Alert {
  const { raisedAt, ...rest } = values;
  return compact({ ...rest, raisedAtMs: zonedLocalToMs(raisedAt ?? '', timeZone) }) as Alert;
}

/** Add / edit an alert (spec 3.13): severity, raised at, message, resolved. */
export function AlertForm({ entry, onSave, onClose }: RecordFormProps<Alert>) {
  const { t } = useTranslation(['equipmentRecords', 'enums']);
  const { timeZone } = useFormat();
  const toStored = (values: AlertFormValues) => alertFromForm(values, timeZone);
  // A new entry starts at the moment the form opened (now, in the user's time zone).
  const [openedAtMs] = useState(() => Date.now());
  const { control, dialog } = useRecordForm({
    defaultValues: {
      severity: entry?.severity,
      raisedAt: msToZonedLocal(entry?.raisedAtMs ?? openedAtMs, timeZone),
      message: entry?.message,
      resolved: entry?.resolved ?? false,
    },
    resolver: convertingResolver<AlertFormValues>(alertSchema, toStored, {
      raisedAtMs: 'raisedAt',
    }),
    toStored,
    onSave,
    onClose,
  });
  return (
    <RecordFormDialog title={t(entry ? 'alerts.editTitle' : 'alerts.addTitle')} {...dialog}>
      <FormSelectField
        control={control}
        name="severity"
        required
        label={t('alerts.severity')}
        options={ALERT_SEVERITIES.map((value) => ({
          value,
          label: t(`enums:alertSeverity.${value}`),
        }))}
      />
      <FormTextField
        control={control}
        name="raisedAt"
        type="datetime-local"
        required
        label={t('alerts.raisedAt')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FullWidth>
        <FormTextField
          control={control}
          name="message"
          required
          label={t('alerts.message')}
          multiline
          minRows={2}
        />
      </FullWidth>
      <FormCheckboxField control={control} name="resolved" label={t('alerts.resolved')} />
    </RecordFormDialog>
  );
}

import { maintenanceTaskSchema, type MaintenanceTask } from '@shared/schemas/stored/equipment';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { convertingResolver } from './converting-resolver';
import { FullWidth, RecordFormDialog } from './record-form-dialog';
import type { RecordFormProps } from './record-list-tab';
import { compact } from './record-values';
import { useRecordForm } from './use-record-form';

export interface TaskFormValues {
  title: string | undefined;
  dueOn: string | undefined;
  /** The day it was done; empty while the task is open. */
  doneOn: string | undefined;
}

/** The task to store from the form's values (an open task has no `doneOn`). */
export function taskFromForm(values: TaskFormValues): MaintenanceTask {
  return compact(values) as MaintenanceTask;
}

const resolver = convertingResolver<TaskFormValues>(maintenanceTaskSchema, taskFromForm);

/** Add / edit a maintenance task (spec 9.1): title, due date and the day it was done. */
export function TaskForm({ entry, onSave, onClose }: RecordFormProps<MaintenanceTask>) {
  const { t } = useTranslation('equipmentRecords');
  const { control, dialog } = useRecordForm({
    defaultValues: { title: entry?.title, dueOn: entry?.dueOn, doneOn: entry?.doneOn },
    resolver,
    toStored: taskFromForm,
    onSave,
    onClose,
  });
  const date = { slotProps: { inputLabel: { shrink: true } }, type: 'date' } as const;
  return (
    <RecordFormDialog title={t(entry ? 'tasks.editTitle' : 'tasks.addTitle')} {...dialog}>
      <FullWidth>
        <FormTextField control={control} name="title" required label={t('tasks.title')} />
      </FullWidth>
      <FormTextField control={control} name="dueOn" required label={t('tasks.dueOn')} {...date} />
      <FormTextField
        control={control}
        name="doneOn"
        label={t('tasks.doneOn')}
        helperText={t('tasks.doneOnHelp')}
        {...date}
      />
    </RecordFormDialog>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import {
  OBSOLESCENCE_CATEGORIES,
  OBSOLESCENCE_REASONS_BY_CATEGORY,
  type ObsolescenceCategory,
} from '@shared/schemas/enums/equipment';
import { obsolescenceSchema, type Obsolescence } from '@shared/schemas/stored/reliability';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { convertingResolver } from './converting-resolver';
import { FullWidth, RecordFormDialog } from './record-form-dialog';
import type { RecordFormProps } from './record-list-tab';
import { compact } from './record-values';
import { useRecordForm } from './use-record-form';

export interface ObsolescenceFormValues {
  category: string | undefined;
  /** Reason code → ticked. */
  reasons: Record<string, boolean>;
  note: string | undefined;
}

/**
 * The assessment to store: the ticked reasons of the chosen category as `{code: true}` (left out
 * when none). Reasons ticked under another category before it was changed are not kept.
 */
export function obsolescenceFromForm(values: ObsolescenceFormValues): Obsolescence {
  const allowed: readonly string[] =
    values.category && values.category in OBSOLESCENCE_REASONS_BY_CATEGORY
      ? OBSOLESCENCE_REASONS_BY_CATEGORY[values.category as ObsolescenceCategory]
      : [];
  const ticked = allowed.filter((code) => values.reasons[code]);
  const reasons = ticked.length
    ? Object.fromEntries(ticked.map((code) => [code, true]))
    : undefined;
  return compact({ category: values.category, reasons, note: values.note }) as Obsolescence;
}

const resolver = convertingResolver<ObsolescenceFormValues>(
  obsolescenceSchema,
  obsolescenceFromForm,
);

/** The obsolescence assessment (spec 9.7): one category, any of its reasons, a note. */
export function ObsolescenceForm({ entry, onSave, onClose }: RecordFormProps<Obsolescence>) {
  const { t } = useTranslation(['equipmentRecords', 'enums']);
  const { form, control, dialog } = useRecordForm({
    defaultValues: {
      category: entry?.category,
      reasons: { ...(entry?.reasons ?? {}) } as Record<string, boolean>,
      note: entry?.note,
    },
    resolver,
    toStored: obsolescenceFromForm,
    onSave,
    onClose,
  });
  const category = useWatch({ control, name: 'category' }) as ObsolescenceCategory | undefined;
  const reasons = useWatch({ control, name: 'reasons' });
  const offered: readonly string[] = category ? OBSOLESCENCE_REASONS_BY_CATEGORY[category] : [];
  const toggle = (code: string, checked: boolean) =>
    form.setValue('reasons', { ...reasons, [code]: checked }, { shouldDirty: true });
  return (
    <RecordFormDialog
      title={t(entry ? 'obsolescence.editTitle' : 'obsolescence.addTitle')}
      {...dialog}
    >
      <FullWidth>
        <FormSelectField
          control={control}
          name="category"
          required
          label={t('obsolescence.category')}
          options={OBSOLESCENCE_CATEGORIES.map((value) => ({
            value,
            label: t(`enums:obsolescenceCategory.${value}`),
          }))}
        />
      </FullWidth>
      {offered.length ? (
        <FullWidth>
          <FormGroup role="group" aria-labelledby="obsolescence-reasons-label">
            <FormLabel id="obsolescence-reasons-label">{t('obsolescence.reasons')}</FormLabel>
            {offered.map((code) => (
              <FormControlLabel
                key={code}
                label={t(
                  `enums:obsolescenceReason.${code}` as 'enums:obsolescenceReason.repairTooSlow',
                )}
                control={
                  <Checkbox
                    checked={Boolean(reasons[code])}
                    onChange={(_, checked) => toggle(code, checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FullWidth>
      ) : null}
      <FullWidth>
        <FormTextField
          control={control}
          name="note"
          label={t('obsolescence.note')}
          multiline
          minRows={2}
        />
      </FullWidth>
    </RecordFormDialog>
  );
}

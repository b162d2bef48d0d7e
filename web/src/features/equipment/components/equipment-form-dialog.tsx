import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEPRECIATION_BASES,
  DEPRECIATION_MODES,
  SUB_SYSTEMS,
} from '@shared/schemas/enums/equipment';
import { equipmentSchema, type Equipment } from '@shared/schemas/stored/equipment';
import { FormDialogActions } from '@/components/ui/form/form-dialog-actions';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { useSaveThenClose } from '@/components/ui/form/use-save-then-close';
import { useFormat } from '@/lib/format/use-format';
import {
  toDetails,
  toFormValues,
  type EquipmentDetails,
  type EquipmentFormValues,
} from '../utils/equipment-form';
import type { EquipmentImageChange } from '../utils/equipment-updates';
import { EquipmentImageField } from './equipment-image-field';

/** Spec 3.12: the equipment form offers these four methods (Double Declining Balance elsewhere). */
const FORM_DEPRECIATION_MODES = DEPRECIATION_MODES.filter(
  (mode) => mode !== 'doubleDecliningBalance',
);

export interface EquipmentFormDialogProps {
  /** The record edited, or undefined to add one. */
  record: Equipment | undefined;
  /** ISO 4217 code of the building's currency: the money fields are in it. */
  currency: string;
  /**
   * Saves the details (and, with `image`, the image change) in one write; rejects when the
   * database refuses or does not answer.
   */
  onSave: (details: EquipmentDetails, image: EquipmentImageChange) => Promise<void>;
  /** Values a new record starts with (e.g. the sub-system of the wizard upload adding it). */
  preset?: Partial<EquipmentDetails> | undefined;
  /** Offers the equipment image, starting from the stored thumbnail (null without one). */
  image?: { thumbnail: string | null } | undefined;
  onClose: () => void;
  /** Offered when editing: asks to delete the record. */
  onDelete?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

/** Add / Edit Equipment Details (spec 3.12, messages of spec 5.4), open while mounted. */
export function EquipmentFormDialog({
  record,
  currency,
  onSave,
  onClose,
  onDelete,
  preset,
  image,
}: EquipmentFormDialogProps) {
  const { t } = useTranslation(['equipment', 'enums']);
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const { failed, save } = useSaveThenClose(onClose);
  const [imageChange, setImageChange] = useState<EquipmentImageChange>(undefined);
  const form = useForm<EquipmentFormValues>({
    resolver: zodResolver(equipmentSchema) as unknown as Resolver<EquipmentFormValues>,
    defaultValues: { ...toFormValues(record), ...(record ? {} : preset) },
  });
  const { control, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    await save(() => onSave(toDetails(values), imageChange));
  });
  const text = (name: keyof EquipmentFormValues, required = false) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`form.${name}` as 'form.name')}
      required={required}
    />
  );
  const date = (name: 'installedOn' | 'commissionedOn') => (
    <FormTextField
      control={control}
      name={name}
      type="date"
      label={t(`form.${name}`)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const number = (name: keyof EquipmentFormValues) => (
    <FormNumberField
      control={control}
      name={name}
      label={t(`form.${name}` as 'form.initialValue', { currency: symbol })}
    />
  );
  const options = (values: readonly string[], enumName: string) =>
    values.map((value) => ({
      value,
      label: t(`enums:${enumName}.${value}` as 'enums:subSystem.cooling'),
    }));
  const modes =
    record?.depreciationMode === 'doubleDecliningBalance'
      ? DEPRECIATION_MODES
      : FORM_DEPRECIATION_MODES;
  const title = record ? t('form.editTitle') : t('form.addTitle');
  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="equipment-form-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="equipment-form-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Section title={t('form.identity')}>
            {text('assetId', true)}
            {text('name', true)}
            {text('type', true)}
            {text('system')}
            <FormSelectField
              control={control}
              name="subSystem"
              label={t('form.subSystem')}
              options={options(SUB_SYSTEMS, 'subSystem')}
            />
            {text('part')}
            {text('model')}
            {text('manufacturer')}
            {text('location')}
            {image ? (
              <EquipmentImageField
                storedThumbnail={image.thumbnail}
                change={imageChange}
                onChange={setImageChange}
              />
            ) : null}
          </Section>
          <Section title={t('form.datesAndSize')}>
            {date('installedOn')}
            {date('commissionedOn')}
            {number('capacityKwh')}
          </Section>
          <Section title={t('form.valueAndLife')}>
            {number('initialValue')}
            {number('expectedLifeYears')}
            <FormSelectField
              control={control}
              name="depreciationMode"
              label={t('form.depreciationMode')}
              options={options(modes, 'depreciationMode')}
            />
            <FormSelectField
              control={control}
              name="depreciationBasis"
              label={t('form.depreciationBasis')}
              options={options(DEPRECIATION_BASES, 'depreciationBasis')}
            />
            {number('salvageValue')}
          </Section>
          <Section title={t('form.costs')}>
            {number('yearlyMaintenance')}
            {number('yearlyAdHoc')}
            {number('partReplacementValue')}
            {number('replacementValue')}
            {number('labourAndOther')}
            {number('maintenanceIncreasePct')}
          </Section>
          <Section title={t('form.records')}>
            {number('warrantyYears')}
            {number('conditionPct')}
          </Section>
          {failed ? (
            <Alert severity="error" role="alert">
              {t('form.saveFailed')}
            </Alert>
          ) : null}
        </DialogContent>
        <FormDialogActions
          submitting={formState.isSubmitting}
          labels={{ cancel: t('form.cancel'), save: t('form.save'), saving: t('form.saving') }}
          onCancel={onClose}
        >
          {onDelete ? (
            <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
              {t('form.delete')}
            </Button>
          ) : null}
        </FormDialogActions>
      </form>
    </Dialog>
  );
}

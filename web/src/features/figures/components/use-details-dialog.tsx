import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EnergyStarPropertyType } from '@shared/constants/energy-star-score-models';
import { detailsAskedBy } from '@shared/domain/metrics/benchmarks/energy-star-estimate';
import { useDetailsSchema, type UseDetails } from '@shared/schemas/stored/use-details';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { useSaveThenClose } from '@/components/ui/form/use-save-then-close';

/**
 * The building's use details for its ENERGY STAR model (`/buildings/{id}/useDetails`): the
 * fields of its type only; an emptied field is removed. Other stored details are kept.
 */
export function UseDetailsDialog({
  type,
  stored,
  onSave,
  onClose,
}: {
  type: EnergyStarPropertyType;
  stored: UseDetails;
  onSave: (details: UseDetails) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('figures');
  const fields = detailsAskedBy(type);
  const { failed, save } = useSaveThenClose(onClose);
  const form = useForm<UseDetails>({
    resolver: zodResolver(useDetailsSchema) as unknown as Resolver<UseDetails>,
    defaultValues: stored,
  });
  const { control, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    const details: UseDetails = {};
    for (const [key, value] of Object.entries(values) as [keyof UseDetails, unknown][]) {
      if (value !== undefined && value !== null) (details as Record<string, unknown>)[key] = value;
    }
    await save(() => onSave(details));
  });
  return (
    <FormDialog
      title={t('energyStar.edit.title')}
      titleId="use-details-title"
      maxWidth="sm"
      onSubmit={(event) => void submit(event)}
      submitting={formState.isSubmitting}
      failed={failed}
      failedText={t('energyStar.edit.saveFailed')}
      labels={{
        cancel: t('energyStar.edit.cancel'),
        save: t('energyStar.edit.save'),
        saving: t('energyStar.edit.saving'),
      }}
      onClose={onClose}
      formTestId="use-details-form"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('energyStar.edit.intro', { type: t(`energyStar.type.${type}`) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields
          .filter((field) => field.kind !== 'flag')
          .map(({ key, kind }) => (
            <FormNumberField
              key={key}
              control={control}
              name={key}
              label={t(`energyStar.edit.field.${key}`)}
              unit={kind === 'percent' ? '%' : undefined}
            />
          ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
        {fields
          .filter((field) => field.kind === 'flag')
          .map(({ key }) => (
            <FormCheckboxField
              key={key}
              control={control}
              name={key}
              label={t(`energyStar.edit.field.${key}`)}
            />
          ))}
      </Box>
    </FormDialog>
  );
}

import AddIcon from 'virtual:icons/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lighting } from '@shared/schemas/stored/lighting';
import { useTranslation } from 'react-i18next';
import { LightingFittingRow } from './lighting-fitting-row';
import { LightingTotal } from './lighting-total';
import type { StepProps } from './step-props';
import { useLightingForm } from './use-lighting-form';

/** Wizard step "Lighting" (spec 3.8): the light fittings and their "Total light fitting usage". */
export function LightingStep(props: StepProps<Lighting>) {
  const { t } = useTranslation('wizardSystems');
  const { control, fields, add, remove, listError, submit } = useLightingForm(props);
  return (
    <form id={props.formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t('lighting.empty')}</Typography>
        ) : null}
        {fields.map((field, index) => (
          <LightingFittingRow
            key={field.id}
            control={control}
            index={index}
            readOnly={props.readOnly}
            onRemove={() => remove(index)}
          />
        ))}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={add}
            disabled={props.readOnly}
          >
            {t('lighting.add')}
          </Button>
          <LightingTotal control={control} error={listError} />
        </Stack>
      </Stack>
    </form>
  );
}

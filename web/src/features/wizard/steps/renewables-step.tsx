import AddIcon from 'virtual:icons/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Renewables } from '@shared/schemas/stored/renewables';
import type { PvSystemRow } from '@shared/schemas/stored/wizard-renewables';
import { RenewablesPvSystem } from './renewables-pv-system';
import type { StepProps } from './step-props';
import { useRenewablesForm } from './use-renewables-form';

/** Renewable Energy (spec 3.10): the P.V. systems, saved at `/buildings/{id}/renewables`. */
export function RenewablesStep({ formId, readOnly, ...props }: StepProps<Renewables>) {
  const { t } = useTranslation(['wizardEnvelope', 'enums', 'validation']);
  const { form, systems, submit } = useRenewablesForm(props);
  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {systems.fields.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('renewables.empty')}
          </Typography>
        ) : (
          systems.fields.map((field, index) => (
            <RenewablesPvSystem
              key={field.id}
              form={form}
              index={index}
              disabled={readOnly}
              onRemove={() => systems.remove(index)}
            />
          ))
        )}
        {readOnly ? null : (
          <div>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              // Every field starts empty; the schema asks for the capacity and angles on save.
              onClick={() => systems.append({} as PvSystemRow)}
            >
              {t('renewables.add')}
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}

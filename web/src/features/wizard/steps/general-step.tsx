import Stack from '@mui/material/Stack';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import { GeneralIdentityFields } from './general-identity-fields';
import { GeneralPhotoField } from './general-photo-field';
import { GeneralSizeFields } from './general-size-fields';
import type { StepProps } from './step-props';
import { useGeneralStepForm } from './use-general-step-form';

/** Wizard step 1, General Information: `/buildings/{id}/general` (spec 3.1). */
export function GeneralStep(props: StepProps<BuildingGeneral>) {
  const { form, submit } = useGeneralStepForm(props);
  return (
    <form id={props.formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={4}>
        <GeneralIdentityFields control={form.control} readOnly={props.readOnly} />
        <GeneralSizeFields control={form.control} readOnly={props.readOnly} />
        <GeneralPhotoField readOnly={props.readOnly} />
      </Stack>
    </form>
  );
}

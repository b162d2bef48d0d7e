import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Hvac } from '@shared/schemas/stored/hvac';
import { HvacCoolingSection } from './hvac-cooling-section';
import { HvacHeatingSection } from './hvac-heating-section';
import { HvacVentilationSection } from './hvac-ventilation-section';
import type { StepProps } from './step-props';
import { useHvacForm } from './use-hvac-form';

/** Wizard step "HVAC" (spec 3.7): cooling, heating and ventilation of the building. */
export function HvacStep(props: StepProps<Hvac>) {
  const { control, submit } = useHvacForm(props);
  return (
    <form id={props.formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <HvacCoolingSection control={control} readOnly={props.readOnly} />
        <HvacHeatingSection control={control} readOnly={props.readOnly} />
        <HvacVentilationSection control={control} readOnly={props.readOnly} />
      </Stack>
    </form>
  );
}

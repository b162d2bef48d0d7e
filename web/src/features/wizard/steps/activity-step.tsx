import Stack from '@mui/material/Stack';
import type { Activity } from '@shared/schemas/stored/activity';
import type { Space } from '@shared/schemas/stored/space';
import type { SpaceUsageItem } from '@shared/schemas/stored/space-usage';
import { ActivityDaysSection } from './activity-days-section';
import { ActivitySpaceUsageSection } from './activity-space-usage-section';
import { ActivitySpacesSection } from './activity-spaces-section';
import type { StepProps } from './step-props';
import { useActivityStepForm } from './use-activity-step-form';

/**
 * What the Activity step reads and writes: `/buildings/{id}/activity`, `/spaceUsage` and
 * `/spaces`. Spaces live in this step because a space carries its operating hours.
 */
export interface ActivityStepValue {
  activity: Activity;
  spaceUsage: Record<string, SpaceUsageItem>;
  spaces: Record<string, Space>;
}

/** Wizard step 2, Activity: operating days and hours, space usage and spaces (spec 3.2-3.4). */
export function ActivityStep(props: StepProps<ActivityStepValue>) {
  const { form, submit } = useActivityStepForm(props);
  return (
    <form id={props.formId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={4}>
        <ActivityDaysSection form={form} readOnly={props.readOnly} />
        <ActivitySpaceUsageSection form={form} readOnly={props.readOnly} />
        <ActivitySpacesSection form={form} readOnly={props.readOnly} />
      </Stack>
    </form>
  );
}

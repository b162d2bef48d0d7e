import type { ComponentType } from 'react';
import type { WizardStep } from '@shared/schemas/enums/building';
import type { WizardBuilding } from '../api/use-wizard-building';
import { ActivityStep, type ActivityStepValue } from './activity-step';
import { ElectricityStep } from './electricity-step';
import { EnvelopeStep } from './envelope-step';
import { GeneralStep } from './general-step';
import { HeatingStep } from './heating-step';
import { HvacStep } from './hvac-step';
import { LightingStep } from './lighting-step';
import { RenewablesStep } from './renewables-step';
import type { StepProps } from './step-props';

/** A form step: its component, how it reads the building, and the parts it writes. */
export interface StepDefinition {
  code: Exclude<WizardStep, 'done'>;
  // Each step has its own value type; the registry only passes values through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<StepProps<any>>;
  read(building: WizardBuilding): unknown;
  parts(value: unknown): Record<string, unknown>;
}

/** One stored part per step (`/buildings/{id}/<part>`). */
function single(
  code: StepDefinition['code'],
  part: string,
  Component: StepDefinition['Component'],
): StepDefinition {
  return {
    code,
    Component,
    read: (building) => building[part] ?? undefined,
    parts: (value) => ({ [part]: value }),
  };
}

/**
 * The form steps in order. Spaces live in the Activity step: a space carries its operating hours,
 * and space usage shares the step so the "% of GFA" list sits beside the spaces it describes.
 */
export const STEP_DEFINITIONS: readonly StepDefinition[] = [
  single('general', 'general', GeneralStep),
  {
    code: 'activity',
    Component: ActivityStep,
    read: (building) =>
      building['activity'] || building['spaceUsage'] || building['spaces']
        ? ({
            activity: building['activity'],
            spaceUsage: building['spaceUsage'] ?? {},
            spaces: building['spaces'] ?? {},
          } as ActivityStepValue)
        : undefined,
    parts: (value) => {
      const { activity, spaceUsage, spaces } = value as ActivityStepValue;
      return { activity, spaceUsage, spaces };
    },
  },
  single('electricity', 'electricity', ElectricityStep),
  single('heating', 'heating', HeatingStep),
  single('hvac', 'hvac', HvacStep),
  single('lighting', 'lighting', LightingStep),
  single('envelope', 'envelope', EnvelopeStep),
  single('renewables', 'renewables', RenewablesStep),
];

import { WIZARD_STEPS, type WizardStep } from '@shared/schemas/enums/building';
import { buildingStatusFor, wizardPercent } from '@shared/domain/building/building-status';

export type WizardDoneMap = Partial<Record<WizardStep, true>>;

/** The step for a URL segment, or null when it names none. */
export function stepFromSegment(segment: string | undefined): WizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(segment ?? '')
    ? (segment as WizardStep)
    : null;
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
}

/**
 * The steps done as stored. A Permanent building has finished the wizard even when its writer
 * (an import, the demo seed, an older version) stored no map, so editing it never turns it back
 * into a Temporary building.
 */
export function storedDone(
  meta: { status?: string; wizard?: { done?: WizardDoneMap } } | undefined,
): WizardDoneMap {
  const done: WizardDoneMap = { ...(meta?.wizard?.done ?? {}) };
  if (meta?.status === 'permanent') for (const step of WIZARD_STEPS) done[step] = true;
  return done;
}

export interface WizardProgressUpdate {
  step: WizardStep;
  done: WizardDoneMap;
  percent: number;
  status: 'temporary' | 'permanent';
}

/**
 * Progress after finishing `finished` steps (Next on a step), staying on `current`. The status
 * follows `buildingStatusFor`: permanent only once the Done step is done, which the functions
 * record (Done and "Done All", `finishBuilding`).
 */
export function progressAfter(
  done: WizardDoneMap,
  finished: readonly WizardStep[],
  current: WizardStep,
): WizardProgressUpdate {
  const next: WizardDoneMap = { ...done };
  for (const step of finished) next[step] = true;
  return {
    step: current,
    done: next,
    percent: wizardPercent(next),
    status: buildingStatusFor(next),
  };
}

import type { BuildingStatus, WizardStep } from '../../schemas/enums/building.js';
import { WIZARD_STEPS } from '../../schemas/enums/building.js';

/** The wizard's steps done, as stored in `meta.wizard.done` (`{step: true}`), or a list. */
export type WizardDone = Partial<Record<WizardStep, boolean>> | readonly WizardStep[];

function isDone(done: WizardDone, step: WizardStep): boolean {
  return Array.isArray(done)
    ? done.includes(step)
    : (done as Partial<Record<WizardStep, boolean>>)[step] === true;
}

/**
 * Status of a building from its wizard progress. Rule (spec 3.1, 4; DESIGN.md decides what the
 * spec does not show): a building is `'temporary'` from creation until the wizard's `done` step
 * (step 9, "The building was successfully created") is finished, then `'permanent'`. Finishing
 * other steps or saving part-way does not change it; "Done All" finishes the Done step too.
 */
export function buildingStatusFor(wizardDone: WizardDone): BuildingStatus {
  return isDone(wizardDone, 'done') ? 'permanent' : 'temporary';
}

/**
 * The steps done once the wizard is finished: the Done step added to those done before (Done), or
 * every one of the nine (`all`: spec 4, "Done All" marks every step done), so that "Done All"
 * leaves the building Permanent at 100 %.
 */
export function finishedWizardDone(
  stored: Partial<Record<WizardStep, boolean>>,
  all: boolean,
): Partial<Record<WizardStep, boolean>> {
  if (!all) return { ...stored, done: true };
  const every: Partial<Record<WizardStep, boolean>> = {};
  for (const step of WIZARD_STEPS) every[step] = true;
  return every;
}

/**
 * Percentage complete shown by the wizard ("0% Complete"): the share of the 9 steps
 * (`WIZARD_STEPS`) that are done, in %, rounded to the nearest integer (half up): 0, 11, 22, 33,
 * 44, 56, 67, 78, 89, 100. Unknown step names are ignored.
 */
export function wizardPercent(done: WizardDone): number {
  const finished = WIZARD_STEPS.filter((step) => isDone(done, step)).length;
  return Math.round((finished * 100) / WIZARD_STEPS.length);
}

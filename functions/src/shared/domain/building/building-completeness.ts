import type { z } from 'zod';
import { activitySchema } from '../../schemas/stored/activity.js';
import { buildingGeneralSchema } from '../../schemas/stored/building-general.js';
import { keyedMap } from '../../schemas/common.js';
import { electricitySchema } from '../../schemas/stored/electricity.js';
import { envelopeSchema } from '../../schemas/stored/envelope.js';
import { heatingSchema } from '../../schemas/stored/heating.js';
import { hvacSchema } from '../../schemas/stored/hvac.js';
import { lightingStepSchema } from '../../schemas/stored/lighting.js';
import { renewablesSchema } from '../../schemas/stored/renewables.js';
import { spaceUsageSchema } from '../../schemas/stored/space-usage.js';
import { spaceSchema } from '../../schemas/stored/space.js';
import type { StepCheck } from '../../schemas/contracts/wizard-finish.js';

type Parts = Readonly<Record<string, unknown>>;

const CHECKS: readonly { step: StepCheck['step']; parts: readonly [string, z.ZodType][] }[] = [
  { step: 'general', parts: [['general', buildingGeneralSchema]] },
  {
    step: 'activity',
    parts: [
      ['activity', activitySchema],
      ['spaceUsage', spaceUsageSchema],
      ['spaces', keyedMap(spaceSchema)],
    ],
  },
  { step: 'electricity', parts: [['electricity', electricitySchema]] },
  { step: 'heating', parts: [['heating', heatingSchema]] },
  { step: 'hvac', parts: [['hvac', hvacSchema]] },
  { step: 'lighting', parts: [['lighting', lightingStepSchema]] },
  { step: 'envelope', parts: [['envelope', envelopeSchema]] },
  { step: 'renewables', parts: [['renewables', renewablesSchema]] },
];

/**
 * Validates a whole building before its Done step (spec 2.7; issue 5): every stored part against
 * its step schema, including the checks a single part cannot carry (space usage and the light
 * fittings, when there are any, totalling 100 %). A step with nothing stored is "missing"; only General Information is required
 * to finish, the others are reported so the user can complete them.
 */
export function checkBuilding(building: Parts): StepCheck[] {
  return CHECKS.map(({ step, parts }) => {
    const present = parts.filter(
      ([name]) => building[name] !== undefined && building[name] !== null,
    );
    if (present.length === 0) return { step, state: 'missing', issues: 0 };
    const issues = present.reduce((sum, [name, schema]) => {
      const result = schema.safeParse(building[name]);
      return sum + (result.success ? 0 : result.error.issues.length);
    }, 0);
    return { step, state: issues === 0 ? 'valid' : 'invalid', issues };
  });
}

/** Done may be finished when General Information is valid and no stored step is invalid. */
export function canFinish(checks: readonly StepCheck[]): boolean {
  return checks.every(
    (check) => check.state !== 'invalid' && !(check.step === 'general' && check.state !== 'valid'),
  );
}

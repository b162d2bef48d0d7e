import type { Envelope, Insulation } from '@shared/schemas/stored/envelope';
import { withoutUndefined } from '@shared/domain/common/without-undefined';

/** The envelope elements with an insulation type and U-value, in the order shown. */
export const ENVELOPE_INSULATION_ELEMENTS = ['roof', 'wall', 'window', 'floor'] as const;
export type EnvelopeInsulationElement = (typeof ENVELOPE_INSULATION_ELEMENTS)[number];

/**
 * The validated form as stored at `/buildings/{id}/envelope`: no `undefined` fields (the database
 * rejects them) and no element whose insulation type and U-value are both empty.
 */
export function toEnvelope(form: Envelope): Envelope {
  const envelope: Envelope = withoutUndefined(form);
  for (const element of ENVELOPE_INSULATION_ELEMENTS) {
    const insulation: Insulation = withoutUndefined(form[element] ?? {});
    if (Object.keys(insulation).length) envelope[element] = insulation;
    else delete envelope[element];
  }
  return envelope;
}

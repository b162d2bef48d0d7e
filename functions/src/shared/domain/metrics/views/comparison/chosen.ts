import type { ComparisonParameters } from '../../../../schemas/stored/comparison-parameters.js';
import type { ComparisonSubSystem } from '../../../../schemas/enums/reliability.js';
import type { EndUse } from '../../../../schemas/derived/metrics.js';

/*
 * The sub-systems and envelope elements chosen in the Comparison Parameters (spec 3.13): the
 * Comparison tab shows only their rows, radar axes and detail popups, or all of them when none is
 * chosen.
 */

/** An envelope element of the comparison. */
export type EnvelopeKey = 'roof' | 'wall' | 'openings' | 'floor';

/** A row the choice filters: an end use, renewables or an envelope element. */
export type ChoosableRow = EndUse | 'renewables' | EnvelopeKey;

/** The comparison parameter's key of a row (the parameters say `renewable`). */
function parameterKey(row: ChoosableRow): ComparisonSubSystem | null {
  if (row === 'others') return null;
  return row === 'renewables' ? 'renewable' : row;
}

/** The sub-systems and envelope elements to show: all (null) when none is chosen. */
export function chosenKeys(
  parameters: ComparisonParameters | undefined,
): Set<ComparisonSubSystem> | null {
  const keys = Object.keys(parameters?.subSystems ?? {}) as ComparisonSubSystem[];
  return keys.length > 0 ? new Set(keys) : null;
}

/** Whether a row is shown: every row when nothing is chosen, else the chosen (never `others`). */
export function isShown(
  chosen: ReadonlySet<ComparisonSubSystem> | null,
  row: ChoosableRow,
): boolean {
  if (!chosen) return true;
  const key = parameterKey(row);
  return key !== null && chosen.has(key);
}

import { evaluateMeasures } from '@shared/domain/metrics/measures/index';
import type { MeasuresResult } from '@shared/domain/metrics/measures/index';
import {
  measuresInputOfBasis,
  type StoredMeasureBasis,
} from '@shared/domain/metrics/measures/measure-basis';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import { useDeferredValue, useMemo, useState } from 'react';

/**
 * The building's measures evaluated in the browser with `draft` stored under `measureId` (a new
 * measure under a key of its own): the engine the functions run (`evaluateMeasures`) on the inputs
 * they stored with the figures (`measureBasis`), so the popup's live figures are the numbers the
 * figures will hold once saved. Undefined without a basis.
 */
export function liveFigures(
  basis: StoredMeasureBasis | undefined,
  stored: Readonly<Record<string, ImprovementMeasure>>,
  measureId: string,
  draft: ImprovementMeasure,
): MeasuresResult | undefined {
  if (!basis) return undefined;
  return evaluateMeasures(measuresInputOfBasis(basis, { ...stored, [measureId]: draft }));
}

/**
 * `liveFigures` of the draft being typed, deferred: typing stays responsive, and the figures follow
 * as soon as the browser has a moment. Keeps the last figures while the draft is not valid.
 */
export function useLiveFigures(
  basis: StoredMeasureBasis | undefined,
  stored: Readonly<Record<string, ImprovementMeasure>>,
  measureId: string,
  draft: ImprovementMeasure | undefined,
): { result: MeasuresResult | undefined; pending: boolean; invalid: boolean } {
  // The last valid draft, kept as state derived during render (React's pattern for it).
  const [lastValid, setLastValid] = useState(draft);
  if (draft !== undefined && draft !== lastValid) setLastValid(draft);
  const shown = draft ?? lastValid;
  const deferred = useDeferredValue(shown);
  const result = useMemo(
    () => (deferred ? liveFigures(basis, stored, measureId, deferred) : undefined),
    [basis, stored, measureId, deferred],
  );
  return { result, pending: deferred !== shown, invalid: draft === undefined };
}

import { evaluateMeasures } from '@shared/domain/metrics/measures/evaluate-measures';
import type { MeasuresResult } from '@shared/domain/metrics/measures/evaluate-measures';
import {
  measuresInputOfBasis,
  type StoredMeasureBasis,
} from '@shared/domain/metrics/measures/measure-basis';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { useMemo, useState } from 'react';

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
 * `liveFigures` of the draft being typed, computed in the keystroke's own render: the engine takes
 * a few milliseconds (bench/improve-measures.bench.ts), so the figures are painted in the same
 * frame as the typed character (bench/improve-popup.bench.ts); deferring them cost two or three
 * frames more. Keeps the last figures while the draft is not valid.
 */
export function useLiveFigures(
  basis: StoredMeasureBasis | undefined,
  stored: Readonly<Record<string, ImprovementMeasure>>,
  measureId: string,
  draft: ImprovementMeasure | undefined,
): { result: MeasuresResult | undefined; invalid: boolean } {
  // The last valid draft, kept as state derived during render (React's pattern for it).
  const [lastValid, setLastValid] = useState(draft);
  if (draft !== undefined && draft !== lastValid) setLastValid(draft);
  const shown = draft ?? lastValid;
  const result = useMemo(
    () => (shown ? liveFigures(basis, stored, measureId, shown) : undefined),
    [basis, stored, measureId, shown],
  );
  return { result, invalid: draft === undefined };
}

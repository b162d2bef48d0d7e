import { onValue, ref, update } from 'firebase/database';
import {
  comparisonParametersSchema,
  type ComparisonParameters,
} from '@shared/schemas/stored/comparison-parameters';
import { answered } from '@/lib/answered';
import { loadDatabase } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/use-live-query';
import { comparisonParametersUpdate } from '../utils/parameters-update';

export interface ComparisonParametersState {
  /** The stored parameters ({} when none are stored or they do not match the schema). */
  parameters: ComparisonParameters;
  /** Reading was refused or failed. */
  failed: boolean;
}

/** `/buildings/{id}/comparison`, kept live. */
export function useComparisonParameters(buildingId: string) {
  return useLiveQuery<ComparisonParametersState>(
    ['comparison', 'parameters', buildingId],
    (database, publish) =>
      onValue(
        ref(database, `buildings/${buildingId}/comparison`),
        (snapshot) => {
          const parsed = comparisonParametersSchema.safeParse(snapshot.val() ?? {});
          publish({ parameters: parsed.success ? parsed.data : {}, failed: false });
        },
        () => publish({ parameters: {}, failed: true }),
      ),
  );
}

/** Stores the parameters in one update; rejects when refused or not answered in time. */
export async function saveComparisonParameters(
  buildingId: string,
  parameters: ComparisonParameters,
): Promise<void> {
  const database = await loadDatabase();
  await answered(
    update(ref(database), comparisonParametersUpdate(buildingId, parameters, Date.now())),
  );
}

import { onValue, ref, update } from 'firebase/database';
import {
  comparisonParametersSchema,
  type ComparisonParameters,
} from '@shared/schemas/comparison-parameters';
import { loadDatabase } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/use-live-query';
import { comparisonParametersUpdate } from '../utils/parameters-update';

/** How long a save waits for the database: offline, the SDK would queue it silently. */
const ANSWER_TIMEOUT_MS = 15_000;

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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the database')), ANSWER_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      update(ref(database), comparisonParametersUpdate(buildingId, parameters, Date.now())),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

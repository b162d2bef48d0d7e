import { ref, runTransaction } from 'firebase/database';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { answered } from '@/lib/answered';
import { loadDatabase } from '@/lib/firebase';

/**
 * Stores `measure` under `/measures/{buildingId}/{key}` in a transaction that aborts when one is
 * already there (another tab or user added it first), so that a measure proposed from a screen
 * (an obsolete equipment's replacement, an element's best practice) is never added twice.
 * Resolves `added` or `exists`; rejects when the database refuses or does not answer in time.
 */
export async function addMeasureOnce(
  buildingId: string,
  key: string,
  measure: ImprovementMeasure,
): Promise<'added' | 'exists'> {
  const database = await loadDatabase();
  const target = ref(database, `measures/${buildingId}/${key}`);
  const result = await answered(
    runTransaction(target, (current: unknown) => (current === null ? measure : undefined), {
      applyLocally: false,
    }),
  );
  return result.committed ? 'added' : 'exists';
}

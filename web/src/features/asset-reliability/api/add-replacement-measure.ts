import { ref, runTransaction } from 'firebase/database';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import { loadDatabase } from '@/lib/firebase';

/** How long the write waits for the database: offline, the SDK would queue it silently. */
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * The key of the measure that replaces an equipment: one per equipment, so that "+ Add to
 * Improvement Measures" cannot add the same replacement twice.
 */
export function replacementMeasureKey(equipmentId: string): string {
  return `replace-${equipmentId}`;
}

/**
 * Stores the replacement measure of an equipment under `/measures/{b}/replace-{e}` in a
 * transaction that aborts when one is already there (another tab or user added it first).
 * Resolves `added` or `exists`; rejects when the database refuses or does not answer in time.
 */
export async function addReplacementMeasure(
  buildingId: string,
  equipmentId: string,
  measure: ImprovementMeasure,
): Promise<'added' | 'exists'> {
  const database = await loadDatabase();
  const target = ref(database, `measures/${buildingId}/${replacementMeasureKey(equipmentId)}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the database')), ANSWER_TIMEOUT_MS);
  });
  const transaction = runTransaction(
    target,
    (current: unknown) => (current === null ? measure : undefined),
    { applyLocally: false },
  );
  try {
    const result = await Promise.race([transaction, timeout]);
    return result.committed ? 'added' : 'exists';
  } finally {
    clearTimeout(timer);
  }
}

import { ref, runTransaction } from 'firebase/database';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import { loadDatabase } from '@/lib/firebase';

/** How long the write waits for the database: offline, the SDK would queue it silently. */
const ANSWER_TIMEOUT_MS = 15_000;

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

import { push, ref, remove, set } from 'firebase/database';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { answered } from '@/lib/answered';
import { loadDatabase } from '@/lib/firebase';

/**
 * Stores `measure` whole under `/measures/{buildingId}/{measureId}` (an input emptied in the form
 * is removed), or under a new key when `measureId` is undefined; resolves the key. Rejects when
 * the database refuses (the rules check every field) or does not answer in time: nothing is
 * half written, a measure is one node.
 */
export async function saveMeasure(
  buildingId: string,
  measureId: string | undefined,
  measure: ImprovementMeasure,
): Promise<string> {
  const database = await loadDatabase();
  const target = measureId
    ? ref(database, `measures/${buildingId}/${measureId}`)
    : push(ref(database, `measures/${buildingId}`));
  await answered(set(target, measure));
  return target.key as string;
}

/** Deletes the measure; rejects when the database refuses or does not answer in time. */
export async function deleteMeasure(buildingId: string, measureId: string): Promise<void> {
  const database = await loadDatabase();
  await answered(remove(ref(database, `measures/${buildingId}/${measureId}`)));
}

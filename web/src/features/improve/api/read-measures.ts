import { get, ref } from 'firebase/database';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { loadDatabase } from '@/lib/firebase';
import { parseMeasures } from '../utils/parse-measures';

/**
 * The building's improvement measures read once (a report), parsed as `useMeasures` parses them;
 * none when reading is refused (a share link without them) or fails, as the Improve tab shows.
 */
export async function readMeasures(
  buildingId: string,
): Promise<Record<string, ImprovementMeasure>> {
  try {
    const snapshot = await get(ref(await loadDatabase(), `measures/${buildingId}`));
    return parseMeasures(snapshot.val());
  } catch {
    return {};
  }
}

import { ref, update } from 'firebase/database';
import type { UseDetails } from '@shared/schemas/stored/use-details';
import { answered } from '@/lib/answered';
import { loadDatabase } from '@/lib/firebase';

/**
 * Stores a building's use details with its update time in one write (the figures follow through
 * the building's trigger); no detail left removes the node. Rejects when refused or not answered.
 */
export async function saveUseDetails(buildingId: string, details: UseDetails): Promise<void> {
  const database = await loadDatabase();
  const base = `buildings/${buildingId}`;
  await answered(
    update(ref(database), {
      [`${base}/useDetails`]: Object.keys(details).length > 0 ? details : null,
      [`${base}/meta/updatedAtMs`]: Date.now(),
    }),
  );
}

import { ref, set } from 'firebase/database';
import { loadDatabase } from '@/lib/firebase';
import { answered } from '@/lib/answered';

/**
 * Marks one maintenance task done on `doneOnDay` ("YYYY-MM-DD", the user's today): writes only
 * `equipment/{b}/{e}/tasks/{taskId}/doneOn`. Rejects when the database refuses or does not answer.
 */
export async function markTaskDone(
  buildingId: string,
  equipmentId: string,
  taskId: string,
  doneOnDay: string,
): Promise<void> {
  const database = await loadDatabase();
  await answered(
    set(ref(database, `equipment/${buildingId}/${equipmentId}/tasks/${taskId}/doneOn`), doneOnDay),
  );
}

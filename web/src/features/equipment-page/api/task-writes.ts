import { ref, set } from 'firebase/database';
import { loadDatabase } from '@/lib/firebase';

/** How long a write waits for the database: offline, the SDK would queue it silently. */
const ANSWER_TIMEOUT_MS = 15_000;

/** Rejects when `write` is not acknowledged in time (the queued write may still land later). */
function answered(write: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the database')), ANSWER_TIMEOUT_MS);
  });
  return Promise.race([write, timeout]).finally(() => clearTimeout(timer));
}

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

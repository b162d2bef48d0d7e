import { useMutation } from '@tanstack/react-query';
import { ref, update } from 'firebase/database';
import { nowMs } from '@/lib/clock';
import { loadDatabase } from '@/lib/firebase';

export interface MarkRead {
  ids: readonly string[];
  /** True: read now; false: unread again. */
  read: boolean;
}

/**
 * Sets (now) or removes `readAtMs` of the user's messages in one multi-path update: "Mark all
 * read" is one write, stored whole or not. The only write the rules let a user make here.
 */
export async function markMessagesRead(uid: string, { ids, read }: MarkRead): Promise<void> {
  if (ids.length === 0) return;
  const database = await loadDatabase();
  const readAtMs = read ? nowMs() : null;
  await update(
    ref(database),
    Object.fromEntries(ids.map((id) => [`messages/${uid}/${id}/readAtMs`, readAtMs])),
  );
}

/** Marks messages read or unread; the live inbox shows the change (nothing to invalidate). */
export function useMarkRead(uid: string) {
  return useMutation({ mutationFn: (change: MarkRead) => markMessagesRead(uid, change) });
}

/**
 * How long a save may wait for the database's acknowledgement. Offline, the SDK keeps the write
 * queued and sends it on reconnect; the user is told it did not go through instead of waiting.
 */
export const SAVE_TIMEOUT_MS = 15_000;

/** Rejects when `write` is not acknowledged in time (the queued write may still land later). */
export function acknowledged(write: Promise<void>, timeoutMs = SAVE_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the database')), timeoutMs);
  });
  return Promise.race([write, timeout]).finally(() => clearTimeout(timer));
}

/** How long a write waits for the database: offline, the SDK would queue it silently. */
export const ANSWER_TIMEOUT_MS = 15_000;

/**
 * `write`'s result, or a rejection when the database has not acknowledged it within `timeoutMs`
 * (the queued write may still land later: a caller says it could not be saved, and keeps the
 * input to try again).
 */
export function answered<T>(write: Promise<T>, timeoutMs = ANSWER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the database')), timeoutMs);
  });
  return Promise.race([write, timeout]).finally(() => clearTimeout(timer));
}

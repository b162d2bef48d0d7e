/**
 * Firebase push ids (the keys `push()` makes): 8 characters of the creation time in
 * milliseconds, then 12 random characters, from a 64-character alphabet in ASCII order, so that
 * ids sort by creation time as strings. Ids made within one millisecond by one source increment
 * the random part, as the SDKs do, so they still sort in the order they were made.
 * Format: Firebase blog, "The 2^120 Ways to Ensure Unique Identifiers" (2015).
 */
export const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

const RANDOM_CHARS = 12;

/** The 8 time characters of a push id made at `timeMs`. */
function timePrefix(timeMs: number): string {
  let time = Math.floor(timeMs);
  let head = '';
  for (let i = 0; i < 8; i += 1) {
    head = PUSH_CHARS.charAt(time % 64) + head;
    time = Math.floor(time / 64);
  }
  return head;
}

/**
 * One push id made at `timeMs`, its 12 random characters drawn from `random64` (an integer in
 * 0–63 per call).
 */
export function pushId(timeMs: number, random64: () => number): string {
  let tail = '';
  for (let i = 0; i < RANDOM_CHARS; i += 1) tail += PUSH_CHARS.charAt(random64());
  return timePrefix(timeMs) + tail;
}

/**
 * A source of push ids: each call reads the clock; within one millisecond the random part of
 * the previous id is incremented instead of drawn again, so a source's ids are unique and in
 * order even when thousands are made in a millisecond.
 */
export function pushIdSource(nowMs: () => number, random64: () => number): () => string {
  let lastTime = -1;
  const digits: number[] = new Array<number>(RANDOM_CHARS).fill(0);
  return () => {
    const time = nowMs();
    if (time === lastTime) {
      let i = RANDOM_CHARS - 1;
      while (i >= 0 && digits[i] === 63) {
        digits[i] = 0;
        i -= 1;
      }
      if (i >= 0) digits[i] = digits[i]! + 1;
    } else {
      for (let i = 0; i < RANDOM_CHARS; i += 1) digits[i] = random64();
      lastTime = time;
    }
    let tail = '';
    for (const digit of digits) tail += PUSH_CHARS.charAt(digit);
    return timePrefix(time) + tail;
  };
}

import type { Rng } from './prng.js';

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * A Firebase push id (8 timestamp characters, 12 random ones) whose randomness comes from the
 * seeded generator, so ids sort by time like real ones and are the same on every run.
 */
export function pushId(timeMs: number, rng: Rng): string {
  let time = Math.floor(timeMs);
  const head: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    head.unshift(PUSH_CHARS.charAt(time % 64));
    time = Math.floor(time / 64);
  }
  let tail = '';
  for (let i = 0; i < 12; i += 1) tail += PUSH_CHARS.charAt(rng.int(0, 63));
  return head.join('') + tail;
}

/**
 * Key of `/userIndex/{emailKey}`: trimmed, lower case, `.` replaced by `,` (the same as
 * `emailIndexKey` in functions/src/shared/schemas/members.ts).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().replaceAll('.', ',');
}

import { randomInt } from 'node:crypto';

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastTime = 0;
let lastRandom: number[] = [];

/**
 * A chronologically sortable push id, as the SDKs generate them: 8 characters of time, then 12
 * random ones (incremented within the same millisecond to keep order).
 */
export function nextPushId(now = Date.now()): string {
  const sameMs = now === lastTime;
  lastTime = now;
  let time = '';
  let t = now;
  for (let i = 0; i < 8; i++) {
    time = PUSH_CHARS.charAt(t % 64) + time;
    t = Math.floor(t / 64);
  }
  if (!sameMs || lastRandom.length !== 12) {
    lastRandom = Array.from({ length: 12 }, () => randomInt(64));
  } else {
    let i = 11;
    while (i >= 0 && lastRandom[i] === 63) lastRandom[i--] = 0;
    if (i >= 0) lastRandom[i] = (lastRandom[i] ?? 0) + 1;
  }
  return time + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
}

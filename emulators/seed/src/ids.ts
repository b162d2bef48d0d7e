import { pushId as sharedPushId } from '../../../functions/src/shared/domain/common/push-id.js';
import type { Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';

/**
 * A Firebase push id whose randomness comes from the seeded generator, so ids sort by time like
 * real ones and are the same on every run.
 */
export function pushId(timeMs: number, rng: Rng): string {
  return sharedPushId(timeMs, () => rng.int(0, 63));
}

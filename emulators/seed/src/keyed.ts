import type { Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import { pushId } from './ids.js';

/** Builds `{pushId: item}` with ids that sort like the items (push ids at increasing times). */
export function keyed<T>(items: readonly T[], baseMs: number, rng: Rng): Record<string, T> {
  const out: Record<string, T> = {};
  items.forEach((item, index) => {
    out[pushId(baseMs + index * 1000, rng)] = item;
  });
  return out;
}

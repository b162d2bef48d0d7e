import { shareSnapshot } from '../../../functions/src/shared/domain/shares/share-snapshot.js';
import { createRng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import type { DemoUser } from './demo-users.js';
import type { JsonObject } from './json.js';
import { DAY_MS } from './time.js';

/*
 * The demo's building shared by link (issue 35: "a building ... shared by link"): a link made by
 * the owner three weeks before the demo starts, showing General Information, Building Performance
 * and Comparison, as the shares endpoint writes one (`/shareLinks/{b}/{token}` and
 * `/shares/{token}` with its status and a first view). The view's figures follow at the stack's
 * first nightly run, which recomputes every building and refreshes its open links.
 */

/** The demo building shared by link (not one the share journeys change: Prague, Berlin). */
export const SHARED_BY_LINK_KEY = 'munich-werksviertel-mixed';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The demo link's token: 43 characters of base64url like a real one (`shareTokenSchema`), fixed
 * per copy of the demo so that it can be named (a real link's comes from crypto.randomBytes; this
 * one is public, as the demo is).
 */
export function demoShareToken(copy: number): string {
  const rng = createRng(`demo-share-link/${copy}`);
  let token = '';
  for (let i = 0; i < 43; i += 1) token += TOKEN_ALPHABET[rng.int(0, 63)];
  return token;
}

export interface DemoShareLink {
  shareLinks: Record<string, JsonObject>;
  shares: Record<string, JsonObject>;
}

/** The nodes of the demo's share link of `buildingId` (owned by `ownerUid`). */
export function demoShareLink(args: {
  buildingId: string;
  general: JsonObject;
  ownerUid: string;
  copy: number;
  nowMs: number;
}): DemoShareLink {
  const token = demoShareToken(args.copy);
  const createdAtMs = args.nowMs - 21 * DAY_MS;
  const sections = { general: true, performance: true, comparison: true } as const;
  const view = shareSnapshot({
    sections,
    general: args.general,
    comparison: undefined,
    metrics: undefined,
    nowMs: createdAtMs,
  });
  return {
    shareLinks: {
      [args.buildingId]: {
        [token]: { sections, createdAtMs, createdByUid: args.ownerUid, updatedAtMs: createdAtMs },
      },
    },
    shares: {
      [token]: {
        status: { createdAtMs },
        view: JSON.parse(JSON.stringify(view)) as JsonObject,
      },
    },
  };
}

/** {@link demoShareLink} of the generated building `buildingId`; nothing when it is absent. */
export function demoShareLinkOf(
  buildings: Readonly<Record<string, JsonObject>>,
  buildingId: string,
  owner: DemoUser,
  copy: number,
  nowMs: number,
): Partial<DemoShareLink> {
  const building = buildings[buildingId];
  if (!building) return {};
  return demoShareLink({
    buildingId,
    general: building['general'] as JsonObject,
    ownerUid: owner.uid,
    copy,
    nowMs,
  });
}

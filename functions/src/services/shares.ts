import { randomBytes } from 'node:crypto';
import type { Database } from 'firebase-admin/database';
import {
  base64UrlOf,
  refreshedShare,
  shareSnapshot,
  shareStateOf,
  shareStatusOf,
} from '../shared/domain/shares/share-snapshot.js';
import {
  SHARE_TOKEN_BYTES,
  shareLinkSchema,
  type ShareLink,
  type ShareSections,
} from '../shared/schemas/derived/share.js';
import { storedObject } from '../shared/schemas/stored-object.js';
import { forEachPage, type Resumable } from './pages-by-key.js';

/**
 * Share links (data-model.md, "Share links"): the owner's configuration at
 * `/shareLinks/{buildingId}/{token}`, the public snapshot at `/shares/{token}` (`status`, `view`).
 * Only functions write either. The owner's calls keep the two in step in one multi-path update;
 * a refresh after the building changed rewrites only a view, in a transaction on its share.
 */

/** A new unguessable token: 32 bytes of the system's CSPRNG in base64url (43 characters). */
export function newShareToken(): string {
  return base64UrlOf(randomBytes(SHARE_TOKEN_BYTES));
}

/** The building's links by token, each valid by its schema (others are skipped). */
export async function shareLinksOf(
  database: Database,
  buildingId: string,
): Promise<Map<string, ShareLink>> {
  const stored = ((await database.ref(`shareLinks/${buildingId}`).get()).val() ?? {}) as Record<
    string,
    unknown
  >;
  const links = new Map<string, ShareLink>();
  for (const [token, value] of Object.entries(stored)) {
    const parsed = shareLinkSchema.safeParse(value);
    if (parsed.success) links.set(token, parsed.data);
  }
  return links;
}

/** What a snapshot is made of, read once for all links of a building. */
interface BuildingSources {
  general: unknown;
  comparison: unknown;
  metrics: unknown;
}

async function readSources(
  database: Database,
  buildingId: string,
  metrics?: unknown,
): Promise<BuildingSources> {
  const [general, comparison, stored] = await Promise.all([
    database.ref(`buildings/${buildingId}/general`).get(),
    database.ref(`buildings/${buildingId}/comparison`).get(),
    metrics === undefined ? database.ref(`metrics/${buildingId}`).get() : null,
  ]);
  return {
    general: general.val(),
    comparison: comparison.val(),
    metrics: metrics === undefined ? stored?.val() : metrics,
  };
}

/** The writes that set a link, its status and (while it is open) its view. */
function linkWrites(
  buildingId: string,
  token: string,
  link: ShareLink,
  sources: BuildingSources,
  nowMs: number,
): Record<string, unknown> {
  const status = shareStatusOf(link);
  const open = shareStateOf(status, nowMs) === 'open';
  return {
    [`shareLinks/${buildingId}/${token}`]: link,
    [`shares/${token}/status`]: status,
    [`shares/${token}/view`]: open
      ? shareSnapshot({ sections: link.sections, ...sources, nowMs })
      : null,
  };
}

/** Creates a link of the building and its snapshot; answers its token. */
export async function createShare(
  database: Database,
  request: { buildingId: string; uid: string; sections: ShareSections; expiresAtMs?: number },
  nowMs: number,
): Promise<{ token: string; link: ShareLink }> {
  const token = newShareToken();
  const link: ShareLink = {
    sections: request.sections,
    createdAtMs: nowMs,
    createdByUid: request.uid,
    ...(request.expiresAtMs !== undefined ? { expiresAtMs: request.expiresAtMs } : {}),
    updatedAtMs: nowMs,
  };
  const sources = await readSources(database, request.buildingId);
  await database.ref().update(linkWrites(request.buildingId, token, link, sources, nowMs));
  return { token, link };
}

/** Changes what a link shows and when it expires; null when the building has no such link. */
export async function updateShare(
  database: Database,
  request: {
    buildingId: string;
    token: string;
    sections: ShareSections;
    expiresAtMs: number | null;
  },
  nowMs: number,
): Promise<ShareLink | null> {
  const current = (await shareLinksOf(database, request.buildingId)).get(request.token);
  if (!current) return null;
  const { expiresAtMs: _previous, ...kept } = current;
  const link: ShareLink = {
    ...kept,
    sections: request.sections,
    ...(request.expiresAtMs !== null ? { expiresAtMs: request.expiresAtMs } : {}),
    updatedAtMs: nowMs,
  };
  const sources = await readSources(database, request.buildingId);
  await database.ref().update(linkWrites(request.buildingId, request.token, link, sources, nowMs));
  return link;
}

/**
 * Revokes links at once: their views go, their configuration goes, and a status with
 * `revokedAtMs` stays so that the link says it was revoked.
 */
function revokeWrites(
  buildingId: string,
  links: ReadonlyMap<string, ShareLink>,
  nowMs: number,
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const [token, link] of links) {
    writes[`shares/${token}/view`] = null;
    writes[`shares/${token}/status`] = { ...shareStatusOf(link), revokedAtMs: nowMs };
    writes[`shareLinks/${buildingId}/${token}`] = null;
  }
  return writes;
}

/** Revokes one link of the building; false when it has no such link. */
export async function revokeShare(
  database: Database,
  buildingId: string,
  token: string,
  nowMs: number,
): Promise<boolean> {
  const link = (await shareLinksOf(database, buildingId)).get(token);
  if (!link) return false;
  await database.ref().update(revokeWrites(buildingId, new Map([[token, link]]), nowMs));
  return true;
}

/** A deleted building: every link of it says it was revoked, and none shows anything. */
export async function revokeBuildingShares(
  database: Database,
  buildingId: string,
  nowMs: number,
): Promise<number> {
  const links = await shareLinksOf(database, buildingId);
  if (links.size === 0) return 0;
  await database.ref().update(revokeWrites(buildingId, links, nowMs));
  return links.size;
}

/**
 * After the building or its figures changed: the snapshots of its open links follow (one read
 * when it has none). `metrics`: the figures just written, so that they are not read again. Each
 * snapshot is rewritten in a transaction on `/shares/{token}` from the share as it stands then
 * (`refreshedShare`): an owner may change or revoke a link while this runs, and a refresh must
 * neither write an older link's sections back nor reopen a revoked link. The configuration
 * `/shareLinks` is written only by the owner's calls.
 */
export async function refreshBuildingShares(
  database: Database,
  buildingId: string,
  nowMs: number,
  metrics?: unknown,
): Promise<number> {
  const links = await shareLinksOf(database, buildingId);
  if (links.size === 0) return 0;
  const sources = await readSources(database, buildingId, metrics);
  const results = await Promise.all(
    [...links.keys()].map((token) =>
      database.ref(`shares/${token}`).transaction(
        // The first call may see the empty local cache: null keeps the share as the server has it.
        (current: unknown) => (current === null ? null : refreshedShare(current, sources, nowMs)),
        undefined,
        false,
      ),
    ),
  );
  return results.filter((result) => result.committed && result.snapshot.exists()).length;
}

/** Buildings whose share links are read at once by {@link removeExpiredShareViews}. */
export const SHARE_LINK_BUILDINGS_AT_ONCE = 500;

/**
 * Nightly: removes the views of links that have expired (the rules already refuse to read them
 * from the instant of expiry; this takes the data away too). Reads `/shareLinks`, the small
 * configurations, never the snapshots, {@link SHARE_LINK_BUILDINGS_AT_ONCE} buildings at a time,
 * and removes each page's expired views in one update: the links of every building are read
 * whole nowhere, however many there are (`run`: where to start and when to stop). Answers the
 * views removed (an expired link's view is removed again each night; removing what is gone
 * changes nothing).
 */
export async function removeExpiredShareViews(
  database: Database,
  nowMs: number,
  buildingsAtOnce: number = SHARE_LINK_BUILDINGS_AT_ONCE,
  run: Resumable = {},
): Promise<number> {
  let expired = 0;
  await forEachPage(database, 'shareLinks', buildingsAtOnce, run, async (page) => {
    const writes: Record<string, null> = {};
    for (const [, links] of page) {
      for (const [token, value] of Object.entries(storedObject(links))) {
        const link = shareLinkSchema.safeParse(value);
        if (!link.success) continue;
        if (shareStateOf(shareStatusOf(link.data), nowMs) === 'expired') {
          writes[`shares/${token}/view`] = null;
        }
      }
    }
    const count = Object.keys(writes).length;
    if (count > 0) await database.ref().update(writes);
    expired += count;
  });
  return expired;
}

/**
 * After a write of `/buildings/{buildingId}` (`after`: its new value): a deleted building's links
 * are revoked; otherwise their snapshots follow the change.
 */
export async function syncBuildingShares(
  database: Database,
  buildingId: string,
  after: unknown,
  nowMs: number,
): Promise<number> {
  return after === null
    ? revokeBuildingShares(database, buildingId, nowMs)
    : refreshBuildingShares(database, buildingId, nowMs);
}

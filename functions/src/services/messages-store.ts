import type { Database } from 'firebase-admin/database';
import { messagePruneCutoffMs } from '../shared/domain/messages/message-retention.js';
import type { MessageDelivery } from '../shared/domain/messages/recipients.js';
import type { MemberRole } from '../shared/schemas/enums/account.js';
import type { RestDatabase } from './database-rest.js';
import { forEachAtMost } from './for-each-at-most.js';
import { forEachKeyPage, shallowChildKeys, type Resumable } from './pages-by-key.js';

/** Messages written at once (each is a transaction: one round trip or two). */
const DELIVERY_CONCURRENCY = 20;

/** The message without the fields that are `undefined` (the database refuses them). */
function stored(delivery: MessageDelivery): unknown {
  return JSON.parse(JSON.stringify(delivery.message)) as unknown;
}

/**
 * Writes each message that is not in its user's inbox yet; one already there (read or not) is
 * left as it is, so a message noticed twice is written once and its `readAtMs` is kept. A
 * transaction per message, which writes only over nothing: `undefined` aborts it. Answers how
 * many were written.
 */
export async function deliverMessages(
  database: Database,
  deliveries: readonly MessageDelivery[],
): Promise<number> {
  let written = 0;
  for (let at = 0; at < deliveries.length; at += DELIVERY_CONCURRENCY) {
    const results = await Promise.all(
      deliveries
        .slice(at, at + DELIVERY_CONCURRENCY)
        .map((delivery) =>
          database
            .ref(`messages/${delivery.uid}/${delivery.id}`)
            .transaction(
              (current: unknown) => (current === null ? stored(delivery) : undefined),
              undefined,
              false,
            ),
        ),
    );
    written += results.filter((result) => result.committed).length;
  }
  return written;
}

/** A building's members (by uid) and name, as the messages about it need them. */
export async function buildingAudience(
  database: Database,
  buildingId: string,
): Promise<{ members: Record<string, MemberRole>; buildingName?: string }> {
  const [members, name] = await Promise.all([
    database.ref(`buildings/${buildingId}/members`).get(),
    database.ref(`buildings/${buildingId}/general/name`).get(),
  ]);
  const buildingName: unknown = name.val();
  return {
    members: (members.val() ?? {}) as Record<string, MemberRole>,
    ...(typeof buildingName === 'string' && buildingName !== ''
      ? { buildingName: buildingName.slice(0, 200) }
      : {}),
  };
}

/** Inboxes pruned at the same time (each a query and at most one update). */
export const PRUNE_INBOXES_AT_ONCE = 16;

/** Inboxes between two looks at `run.shouldStop` and two progress notes. */
const PRUNE_INBOXES_A_PAGE = 200;

/**
 * Removes every message created before the retention cut-off (a year before `nowMs`) from every
 * inbox: the inboxes' uids come from a shallow REST read of `/messages` (the Admin SDK would read
 * every message), each inbox's old messages from a query on `createdAtMs` (indexed),
 * {@link PRUNE_INBOXES_AT_ONCE} inboxes at a time. `run`: the inboxes after the uid `after` only,
 * in order, and when to stop. Answers how many were removed.
 */
export async function pruneMessages(
  database: Database,
  rest: RestDatabase,
  nowMs: number,
  run: Resumable = {},
): Promise<number> {
  const uids = await shallowChildKeys(rest)('messages');
  const cutoffMs = messagePruneCutoffMs(nowMs);
  let removed = 0;
  await forEachKeyPage(uids, PRUNE_INBOXES_A_PAGE, run, async (page) => {
    await forEachAtMost(page, PRUNE_INBOXES_AT_ONCE, async (uid) => {
      const old = await database
        .ref(`messages/${uid}`)
        .orderByChild('createdAtMs')
        .endBefore(cutoffMs)
        .get();
      const paths: Record<string, null> = {};
      old.forEach((child) => {
        if (child.key) paths[`messages/${uid}/${child.key}`] = null;
      });
      const count = Object.keys(paths).length;
      if (count === 0) return;
      await database.ref().update(paths);
      removed += count;
    });
  });
  return removed;
}

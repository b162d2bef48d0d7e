/**
 * `/messages/{uid}/{messageId}` against database.rules.json: each user reads their own inbox only
 * (newest first, by `createdAtMs`), and may only set or remove `readAtMs` of their own existing
 * messages, one at a time or all at once in one multi-path update ("Mark all read"); no client
 * creates, edits or deletes a message (functions write them, services/messages-*.ts). The seeded
 * messages are the shared domain's, checked against the shared schema.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledEquipmentMessages } from '../../functions/src/shared/domain/messages/equipment-messages.js';
import { memberChangeMessages } from '../../functions/src/shared/domain/messages/member-messages.js';
import { messageSchema } from '../../functions/src/shared/schemas/stored/message.js';
import {
  BUILDING_ID,
  EMAIL,
  ROLES,
  UID,
  VALID,
  seedData,
  type Role,
} from '../support/rules-fixtures.js';
import {
  allowed,
  closeContext,
  seed,
  startRulesHarness,
  withTimeout,
  type RulesHarness,
} from '../support/rules-env.js';

let harness: RulesHarness;

const NOW = Date.UTC(2026, 5, 15, 2);
const DRAFTS = [
  ...scheduledEquipmentMessages(
    { buildingId: BUILDING_ID, buildingName: 'Riverside Office' },
    {
      e1: {
        ...VALID.equipment,
        tasks: { t1: { title: 'Filters', dueOn: '2026-06-20' } },
      },
    },
    NOW,
  ),
  ...memberChangeMessages({
    building: { buildingId: BUILDING_ID },
    before: { [UID.owner]: 'owner' },
    after: { [UID.owner]: 'owner', [UID.viewer]: 'viewer' },
    atMs: NOW,
  }).filter((delivery) => delivery.uid === UID.viewer),
];
const INBOX = Object.fromEntries(
  DRAFTS.map((draft, n) => [draft.id, { ...draft.message, createdAtMs: NOW + n }]),
);
const IDS = Object.keys(INBOX);

beforeAll(async () => {
  harness = await startRulesHarness();
});
beforeEach(async () => {
  await withTimeout(harness.env.clearDatabase(), 'clearDatabase');
  await seed(harness.env, {
    ...seedData(),
    messages: { [UID.owner]: INBOX, [UID.viewer]: INBOX },
  });
});
afterAll(async () => {
  await harness?.stop();
});

function contextFor(role: Role): RulesTestContext {
  if (role === 'anonymous') return harness.env.unauthenticatedContext();
  return harness.env.authenticatedContext(UID[role], { email: EMAIL[role], email_verified: true });
}

async function as<T>(
  role: Role,
  work: (db: ReturnType<RulesTestContext['database']>) => Promise<T>,
) {
  const context = contextFor(role);
  try {
    return await work(context.database());
  } finally {
    closeContext(context);
  }
}

async function stored(path: string): Promise<unknown> {
  let value: unknown = null;
  await harness.env.withSecurityRulesDisabled(async (ctx) => {
    value = (await ctx.database().ref(path).get()).val();
  });
  return value;
}

describe('the seeded messages', () => {
  it('are the shared domain’s and agree with the schema', () => {
    expect(IDS.length).toBeGreaterThanOrEqual(2);
    for (const message of Object.values(INBOX)) {
      expect(messageSchema.safeParse(message).error).toBeUndefined();
    }
  });
});

describe('/messages read', () => {
  it.each(ROLES)(
    'as %s: reads only their own inbox, newest first; lists no one’s',
    async (role) => {
      await as(role, async (db) => {
        for (const owner of ['owner', 'viewer'] as const) {
          const inbox = db.ref(`/messages/${UID[owner]}`).orderByChild('createdAtMs');
          expect(await allowed(inbox.get(), `read ${owner}`)).toBe(role === owner);
        }
        expect(await allowed(db.ref('/messages').get(), 'list')).toBe(false);
        if (role === 'owner') {
          const read = await db.ref(`/messages/${UID.owner}`).orderByChild('createdAtMs').get();
          const keys: string[] = [];
          read.forEach((child) => {
            keys.push(child.key!);
          });
          expect(keys).toEqual(IDS);
        }
      });
    },
  );
});

describe('/messages writes', () => {
  it('lets the user mark all their messages read in one update, and one unread again', async () => {
    const update = Object.fromEntries(
      IDS.map((id) => [`messages/${UID.owner}/${id}/readAtMs`, NOW]),
    );
    expect(await as('owner', (db) => allowed(db.ref().update(update), 'mark all'))).toBe(true);
    for (const id of IDS) expect(await stored(`messages/${UID.owner}/${id}/readAtMs`)).toBe(NOW);
    const unread = { [`messages/${UID.owner}/${IDS[0]}/readAtMs`]: null };
    expect(await as('owner', (db) => allowed(db.ref().update(unread), 'unread'))).toBe(true);
    expect(await stored(`messages/${UID.owner}/${IDS[0]}/readAtMs`)).toBeNull();
    expect(await stored(`messages/${UID.owner}/${IDS[0]}/kind`)).toBe(INBOX[IDS[0]!]!.kind);
  });

  it('refuses a mark-all-read that touches anything else, all of it', async () => {
    const update = {
      [`messages/${UID.owner}/${IDS[0]}/readAtMs`]: NOW,
      [`messages/${UID.owner}/${IDS[1]}/createdAtMs`]: NOW + 99,
    };
    expect(await as('owner', (db) => allowed(db.ref().update(update), 'mixed'))).toBe(false);
    expect(await stored(`messages/${UID.owner}/${IDS[0]}/readAtMs`)).toBeNull();
  });

  it.each(ROLES.filter((role) => role !== 'viewer'))(
    'as %s: cannot mark read in someone else’s inbox',
    async (role) => {
      const path = `messages/${UID.viewer}/${IDS[0]}/readAtMs`;
      expect(await as(role, (db) => allowed(db.ref(path).set(NOW), 'other inbox'))).toBe(false);
    },
  );

  it('refuses creating, editing, deleting a message and marking a missing one read', async () => {
    const mine = `messages/${UID.owner}`;
    const forged = { ...INBOX[IDS[0]!], createdAtMs: NOW };
    const attempts: [string, (db: ReturnType<RulesTestContext['database']>) => Promise<unknown>][] =
      [
        ['create', (db) => db.ref(`${mine}/forged`).set(forged)],
        ['edit kind', (db) => db.ref(`${mine}/${IDS[0]}/kind`).set('memberAdded')],
        ['edit params', (db) => db.ref(`${mine}/${IDS[0]}/params`).set({ role: 'owner' })],
        ['delete', (db) => db.ref(`${mine}/${IDS[0]}`).remove()],
        ['clear inbox', (db) => db.ref(mine).remove()],
        ['read missing', (db) => db.ref(`${mine}/missing/readAtMs`).set(NOW)],
        ['read as text', (db) => db.ref(`${mine}/${IDS[0]}/readAtMs`).set('today')],
        ['read negative', (db) => db.ref(`${mine}/${IDS[0]}/readAtMs`).set(-5)],
        [
          'read with a message',
          (db) => db.ref(`${mine}/${IDS[0]}`).update({ readAtMs: NOW, note: 'x' }),
        ],
      ];
    for (const [label, attempt] of attempts) {
      expect(await as('owner', (db) => allowed(attempt(db), label)), label).toBe(false);
    }
    expect(await stored(`${mine}/forged`)).toBeNull();
    expect(await stored(`${mine}/${IDS[0]}`)).toEqual(INBOX[IDS[0]!]);
  });
});

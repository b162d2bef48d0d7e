/**
 * Messages (issue 19) written by the functions against the running stack: the nightly pass
 * (maintenance due and missed, warranties, pruning) run twice writes the same messages and keeps
 * what the user read; the building trigger tells an added member and the owner; the equipment
 * trigger tells every member of a new alert, and at once of a task coming due or a warranty entering
 * its window (the nightly pass then writes nothing twice).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messageSchema } from '../../functions/src/shared/schemas/stored/message.js';
import {
  DATABASE_HOST,
  DATABASE_NAMESPACE,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  adminDatabase,
  createAccount,
  type TestAccount,
  eventually,
} from '../support/emulators.js';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Inbox = Record<string, { kind: string; createdAtMs: number; readAtMs?: number }>;

async function inbox(uid: string): Promise<Inbox> {
  return ((await adminDatabase('GET', `/messages/${uid}`)) ?? {}) as Inbox;
}

/** A building with `members`, written in one update (no member change for the trigger). */
async function building(members: Record<string, string>, name: string): Promise<string> {
  const id = `-m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const now = Date.now();
  const owner = Object.keys(members)[0]!;
  await adminDatabase('PATCH', '/', {
    [`buildings/${id}/meta`]: {
      ownerUid: owner,
      createdBy: owner,
      status: 'permanent',
      createdAtMs: now,
      updatedAtMs: now,
      wizard: { step: 'done', percent: 100 },
    },
    [`buildings/${id}/general`]: { name },
    [`buildings/${id}/members`]: members,
    ...Object.fromEntries(
      Object.keys(members).map((uid) => [`users/${uid}/buildings/${id}`, true]),
    ),
  });
  return id;
}

/** The functions' Admin app and database, in this process, on the stack's emulators. */
async function functionsSide() {
  process.env['FIREBASE_CONFIG'] = JSON.stringify({
    projectId: PROJECT_ID,
    databaseURL: `https://${DATABASE_NAMESPACE}.firebaseio.com`,
  });
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;
  const { getDatabase } = await import('firebase-admin/database');
  const { adminApp } = await import('../../functions/src/services/admin-app.js');
  return { app: adminApp(), database: getDatabase(adminApp()) };
}

async function nightly(nowMs: number) {
  const { app, database } = await functionsSide();
  const { runNightlyMessages } = await import('../../functions/src/services/messages-nightly.js');
  const { restDatabase } = await import('../../functions/src/services/database-rest.js');
  return runNightlyMessages(database, restDatabase(app.options), nowMs);
}

describe.runIf(DATABASE_HOST)(
  'messages (functions against the stack)',
  { timeout: 300_000 },
  () => {
    let owner: TestAccount;
    let viewer: TestAccount;
    let buildingId: string;
    const now = Date.now();

    beforeAll(async () => {
      [owner, viewer] = await Promise.all([createAccount(), createAccount()]);
      buildingId = await building({ [owner.uid]: 'owner', [viewer.uid]: 'viewer' }, 'Inbox house');
      // Warranty of 2 years ending in 45 days; a task due in 3 days, one missed 2 days ago, one
      // missed long ago (no message) and one done.
      await adminDatabase('PUT', `/equipment/${buildingId}/e1`, {
        assetId: 'AHU-7',
        name: 'Air handler 7',
        type: 'ahu',
        commissionedOn: `${Number(isoDay(now + 45 * DAY_MS).slice(0, 4)) - 2}${isoDay(now + 45 * DAY_MS).slice(4)}`,
        warrantyYears: 2,
        tasks: {
          t1: { title: 'Filters', dueOn: isoDay(now + 3 * DAY_MS) },
          t2: { title: 'Belts', dueOn: isoDay(now - 2 * DAY_MS) },
          t3: { title: 'Old', dueOn: isoDay(now - 40 * DAY_MS) },
          t4: { title: 'Done', dueOn: isoDay(now + 1 * DAY_MS), doneOn: isoDay(now) },
        },
      });
    });

    it('the nightly pass run twice writes the same messages, keeps readAtMs and prunes a year-old one', async () => {
      const old = now - 366 * DAY_MS;
      const kept = now - 364 * DAY_MS;
      await adminDatabase('PATCH', `/messages/${owner.uid}`, {
        old: { kind: 'buildingShared', buildingId, createdAtMs: old, params: { role: 'owner' } },
        kept: { kind: 'buildingShared', buildingId, createdAtMs: kept, params: { role: 'owner' } },
      });
      const first = await nightly(now);
      expect(first.pruned).toBeGreaterThanOrEqual(1);
      const expected = [
        `maintenanceDue_${buildingId}_e1_t1_${isoDay(now + 3 * DAY_MS)}`,
        `maintenanceMissed_${buildingId}_e1_t2_${isoDay(now - 2 * DAY_MS)}`,
        `warrantyExpiring_${buildingId}_e1_60_${isoDay(now + 45 * DAY_MS)}`,
      ].sort();
      const after1 = await inbox(owner.uid);
      expect(Object.keys(after1).sort()).toEqual([...expected, 'kept'].sort());
      expect(Object.keys(await inbox(viewer.uid)).sort()).toEqual(expected);
      for (const id of expected) {
        expect(messageSchema.safeParse(after1[id]).error, id).toBeUndefined();
      }
      // The owner reads one; the second run (later the same day) changes nothing.
      await adminDatabase('PUT', `/messages/${owner.uid}/${expected[0]}/readAtMs`, now + 1000);
      const before2 = await inbox(owner.uid);
      await nightly(now + 60_000);
      const after2 = await inbox(owner.uid);
      expect(after2).toEqual(before2);
      expect(after2[expected[0]!]?.readAtMs).toBe(now + 1000);
      expect(after2['old']).toBeUndefined();
    });

    it('a member added is told the building was shared, and the owner who was added', async () => {
      const editor = await createAccount();
      await adminDatabase('PATCH', '/', {
        [`buildings/${buildingId}/members/${editor.uid}`]: 'editor',
        [`users/${editor.uid}/buildings/${buildingId}`]: true,
      });
      const shared = await eventually<Inbox>(`/messages/${editor.uid}`, (value) =>
        Object.values(value ?? {}).some((message) => message.kind === 'buildingShared'),
      );
      // The equipment trigger may tell the new member of the maintenance too (it reads the members
      // when it runs): the shared message is the one of its kind.
      const message = Object.values(shared!).find((one) => one.kind === 'buildingShared');
      expect(messageSchema.safeParse(message).error).toBeUndefined();
      expect(message).toMatchObject({
        buildingId,
        buildingName: 'Inbox house',
        params: { role: 'editor' },
      });
      const told = await eventually<Inbox>(`/messages/${owner.uid}`, (value) =>
        Object.values(value ?? {}).some((m) => m.kind === 'memberAdded'),
      );
      const added = Object.values(told!).find((m) => m.kind === 'memberAdded');
      expect(added).toMatchObject({ params: { memberUid: editor.uid, memberName: editor.email } });
    });

    it('a new alert on an equipment tells every member', async () => {
      await adminDatabase('PUT', `/equipment/${buildingId}/e1/alerts/a1`, {
        severity: 'critical',
        raisedAtMs: Date.now(),
        message: 'Fan vibration above limit',
        resolved: false,
      });
      const id = `equipmentAlert_${buildingId}_e1_a1_critical`;
      for (const uid of [owner.uid, viewer.uid]) {
        const value = await eventually<Inbox>(`/messages/${uid}`, (v) => Boolean(v?.[id]));
        expect(messageSchema.safeParse(value![id]).error).toBeUndefined();
      }
    });

    it('an equipment written tells at once of a task coming due and a warranty entering its window, once', async () => {
      const [keeper, reader] = await Promise.all([createAccount(), createAccount()]);
      const id = await building({ [keeper.uid]: 'owner', [reader.uid]: 'viewer' }, 'Live house');
      const due = isoDay(now + 5 * DAY_MS);
      const ends = isoDay(now + 20 * DAY_MS);
      // A one-year warranty ending in 20 days, a task due in 5 days, one far ahead (no message).
      await adminDatabase('PUT', `/equipment/${id}/e9`, {
        assetId: 'CH-2',
        name: 'Chiller 2',
        type: 'chiller',
        commissionedOn: `${Number(ends.slice(0, 4)) - 1}${ends.slice(4)}`,
        warrantyYears: 1,
        tasks: {
          t1: { title: 'Condenser coil', dueOn: due },
          t2: { title: 'Annual service', dueOn: isoDay(now + 200 * DAY_MS) },
        },
      });
      const expected = [
        `maintenanceDue_${id}_e9_t1_${due}`,
        `warrantyExpiring_${id}_e9_30_${ends}`,
      ];
      for (const uid of [keeper.uid, reader.uid]) {
        const value = await eventually<Inbox>(
          `/messages/${uid}`,
          (v) => expected.every((key) => Boolean(v?.[key])),
          30_000,
        );
        expect(Object.keys(value!).sort()).toEqual([...expected].sort());
        for (const key of expected)
          expect(messageSchema.safeParse(value![key]).error, key).toBeUndefined();
      }
      // Read one; the nightly pass (the safety net) then writes nothing the trigger wrote.
      await adminDatabase('PUT', `/messages/${keeper.uid}/${expected[0]}/readAtMs`, now + 5);
      const before = await inbox(keeper.uid);
      await nightly(now + 60_000);
      expect(await inbox(keeper.uid)).toEqual(before);
    });

    it('the writers the triggers call, called directly: members, alerts, imports, figures', async () => {
      const { database } = await functionsSide();
      const events = await import('../../functions/src/services/messages-events.js');
      const guest = await createAccount();
      const at = Date.now();
      const members = { [owner.uid]: 'owner', [viewer.uid]: 'viewer' };
      const before = { members, general: { name: 'Inbox house' } };
      const after = {
        members: { ...members, [guest.uid]: 'viewer' },
        general: { name: 'Inbox house' },
      };
      // Delivered twice (a retried event): one message each.
      for (let n = 0; n < 2; n += 1) {
        await events.tellMemberChanges(database, buildingId, before, after, at, viewer.uid);
      }
      expect(Object.keys(await inbox(guest.uid))).toEqual([
        `buildingShared_${buildingId}_${guest.uid}_${at}`,
      ]);
      expect(
        (await inbox(owner.uid))[`memberAdded_${buildingId}_${guest.uid}_${at}`],
      ).toMatchObject({
        kind: 'memberAdded',
        params: { memberUid: guest.uid, memberName: guest.email, role: 'viewer' },
      });
      // The owner removed the guest: not told of their own change.
      await events.tellMemberChanges(database, buildingId, after, before, at + 1, owner.uid);
      expect((await inbox(owner.uid))[`memberRemoved_${buildingId}_${guest.uid}_${at + 1}`]).toBe(
        undefined,
      );

      const item = { assetId: 'AHU-7', name: 'Air handler 7', type: 'ahu' };
      const alert = { severity: 'high', raisedAtMs: at, message: 'Belt slipping', resolved: false };
      await events.tellEquipmentAlerts(
        database,
        buildingId,
        'e1',
        item,
        { ...item, alerts: { a9: alert } },
        at,
      );
      const alertId = `equipmentAlert_${buildingId}_e1_a9_high`;
      for (const uid of [owner.uid, viewer.uid]) {
        expect(messageSchema.safeParse((await inbox(uid))[alertId]).error).toBeUndefined();
      }

      await events.tellImportFinished(
        database,
        owner.uid,
        '-import1',
        {
          importKind: 'equipment',
          fileName: 'assets.csv',
          rows: 4,
          created: 2,
          updated: 1,
          unchanged: 0,
          skipped: 1,
        },
        at,
        buildingId,
      );
      expect((await inbox(owner.uid))['importFinished_-import1']).toMatchObject({
        buildingId,
        buildingName: 'Inbox house',
        params: { created: 2, skipped: 1 },
      });
      await events.tellFiguresFailed(database, buildingId, 'invalidData', at, ['hvac/unknownPart']);
      const figures = Object.entries(await inbox(viewer.uid)).find(([id]) =>
        id.startsWith(`figuresFailed_${buildingId}_invalidData_`),
      );
      expect(figures?.[1]).toMatchObject({ params: { parts: ['hvac/unknownPart'] } });
    });

    it('an equipment import tells the importer its result', async () => {
      const importer = await createAccount();
      const target = await building({ [importer.uid]: 'owner' }, 'Import house');
      const form = new FormData();
      const csv = 'Equipment ID,Name,Type\nAHU-1,Air handler 1,ahu\nAHU-2,Air handler 2,ahu\n';
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'register.csv');
      const response = await fetch(`${FUNCTIONS_ORIGIN}/imports/equipment?buildingId=${target}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${importer.idToken}` },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      expect(response.status).toBe(200);
      const messages = Object.values(await inbox(importer.uid));
      expect(messages).toHaveLength(1);
      expect(messageSchema.safeParse(messages[0]).error).toBeUndefined();
      expect(messages[0]).toMatchObject({
        kind: 'importFinished',
        buildingId: target,
        buildingName: 'Import house',
        params: {
          importKind: 'equipment',
          fileName: 'register.csv',
          rows: 2,
          created: 2,
          skipped: 0,
        },
      });
    });
  },
);

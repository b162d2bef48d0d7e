import { getDatabase, type Database } from 'firebase-admin/database';
import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import { accountNameOf } from '../shared/domain/account/editor-name.js';
import { alertMessages } from '../shared/domain/messages/equipment-messages.js';
import { memberChangeMessages } from '../shared/domain/messages/member-messages.js';
import { addressed, messageRecipients } from '../shared/domain/messages/recipients.js';
import {
  buildingImportResult,
  figuresFailedMessage,
  importFinishedMessage,
  type ImportResult,
} from '../shared/domain/messages/system-messages.js';
import type { ImportReport } from '../shared/schemas/contracts/building-import.js';
import type { MemberRole } from '../shared/schemas/enums/account.js';
import type { EquipmentImportReport } from '../shared/schemas/contracts/equipment-import.js';
import type { Equipment } from '../shared/schemas/stored/equipment.js';
import type { FiguresFailureReason } from '../shared/schemas/stored/message.js';
import { alertSchema, type Alert } from '../shared/schemas/stored/reliability.js';
import { adminApp } from './admin-app.js';
import { buildingAudience, deliverMessages } from './messages-store.js';

/*
 * Messages written as things happen, each called in one line from the function that sees the
 * event. A message is a courtesy: a failure to write one is logged and never fails the event's
 * own work (the trigger would otherwise be retried for it).
 */

type Raw = Record<string, unknown>;

function asObject(value: unknown): Raw | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Raw)
    : null;
}

async function safely(what: string, context: Raw, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (failure) {
    logger.warn(`messages: ${what} failed`, { ...context, reason: String(failure) });
  }
}

/** The alerts (each valid one) and names of a stored equipment item; null when absent. */
function alertsOf(value: unknown): Pick<Equipment, 'alerts' | 'name' | 'assetId'> | null {
  const item = asObject(value);
  if (item === null) return null;
  const alerts: Record<string, Alert> = {};
  for (const [id, alert] of Object.entries(asObject(item['alerts']) ?? {})) {
    const parsed = alertSchema.safeParse(alert);
    if (parsed.success) alerts[id] = parsed.data;
  }
  const text = (key: string) => (typeof item[key] === 'string' ? item[key] : '');
  return { alerts, name: text('name'), assetId: text('assetId') };
}

/** `/equipment/{buildingId}/{equipmentId}` written: a new or raised alert tells every member. */
export async function tellEquipmentAlerts(
  database: Database,
  buildingId: string,
  equipmentId: string,
  before: unknown,
  after: unknown,
  nowMs: number,
): Promise<void> {
  const drafts = alertMessages(
    { buildingId },
    equipmentId,
    alertsOf(before),
    alertsOf(after),
    nowMs,
  );
  if (drafts.length === 0) return;
  await safely('equipment alert', { buildingId, equipmentId }, async () => {
    const { members, buildingName } = await buildingAudience(database, buildingId);
    const named = drafts.map((draft) => ({
      ...draft,
      message: { ...draft.message, ...(buildingName ? { buildingName } : {}) },
    }));
    await deliverMessages(database, addressed(named, messageRecipients(members)));
  });
}

function membersOf(building: unknown): Record<string, MemberRole> | null {
  const node = asObject(building);
  if (node === null) return null;
  return (asObject(node['members']) ?? {}) as Record<string, MemberRole>;
}

/** A member's display name, else e-mail (best effort: absent when the account is gone). */
async function memberName(uid: string): Promise<string | undefined> {
  try {
    return accountNameOf(await getAuth(adminApp()).getUser(uid));
  } catch {
    return undefined;
  }
}

/**
 * `/buildings/{buildingId}` written: members added or removed tell the added user
 * (`buildingShared`) and the owners (`memberAdded`, `memberRemoved`); see
 * `memberChangeMessages`. `atMs` is the event's time; `actorUid` the user who wrote, if one did.
 */
export async function tellMemberChanges(
  database: Database,
  buildingId: string,
  before: unknown,
  after: unknown,
  atMs: number,
  actorUid?: string,
): Promise<void> {
  const [was, is] = [membersOf(before), membersOf(after)];
  if (was === null || is === null || JSON.stringify(was) === JSON.stringify(is)) return;
  await safely('member change', { buildingId }, async () => {
    const changed = [
      ...Object.keys(is).filter((uid) => was[uid] === undefined),
      ...Object.keys(was).filter((uid) => is[uid] === undefined),
    ];
    const names: Record<string, string> = {};
    for (const uid of changed) {
      const name = await memberName(uid);
      if (name) names[uid] = name;
    }
    const general = asObject(asObject(after)?.['general']);
    const name = general?.['name'];
    const deliveries = memberChangeMessages({
      building: {
        buildingId,
        ...(typeof name === 'string' && name !== '' ? { buildingName: name.slice(0, 200) } : {}),
      },
      before: was,
      after: is,
      atMs,
      ...(actorUid ? { actorUid } : {}),
      names,
    });
    await deliverMessages(database, deliveries);
  });
}

/** An import finished: tells the user who ran it, with its result. */
export async function tellImportFinished(
  database: Database,
  uid: string,
  importId: string,
  result: ImportResult,
  nowMs: number,
  buildingId?: string,
): Promise<void> {
  await safely('import finished', { uid, importId }, async () => {
    const building = buildingId
      ? { buildingId, ...(await buildingAudience(database, buildingId)) }
      : undefined;
    const draft = importFinishedMessage(
      importId,
      result,
      nowMs,
      building && {
        buildingId: building.buildingId,
        ...(building.buildingName ? { buildingName: building.buildingName } : {}),
      },
    );
    await deliverMessages(database, [{ uid, ...draft }]);
  });
}

/**
 * A building's figures could not be computed, or left stored parts out (`parts`): tells every
 * member, once a day per reason.
 */
export async function tellFiguresFailed(
  database: Database,
  buildingId: string,
  reason: FiguresFailureReason,
  nowMs: number,
  parts: readonly string[] = [],
): Promise<void> {
  await safely('figures failed', { buildingId, reason }, async () => {
    const { members, buildingName } = await buildingAudience(database, buildingId);
    const draft = figuresFailedMessage(
      { buildingId, ...(buildingName ? { buildingName } : {}) },
      reason,
      nowMs,
      parts,
    );
    await deliverMessages(database, addressed([draft], messageRecipients(members)));
  });
}

/** What the messages need of a database trigger's event. */
export interface WrittenEvent<P> {
  params: P;
  time: string;
  authType?: string;
  authId?: string;
  data: { before: { val(): unknown }; after: { val(): unknown } };
}

/** The equipment trigger's event: see {@link tellEquipmentAlerts}. */
export function tellEquipmentAlertsOn(
  event: WrittenEvent<{ buildingId: string; equipmentId: string }>,
): Promise<void> {
  const { buildingId, equipmentId } = event.params;
  return tellEquipmentAlerts(
    getDatabase(adminApp()),
    buildingId,
    equipmentId,
    event.data.before.val(),
    event.data.after.val(),
    Date.now(),
  );
}

/**
 * Runs the computation of a building's figures; when it throws, tells the members that the
 * figures could not be computed (`recomputeFailed`) and throws on.
 */
export async function tellingFailure<T>(
  database: Database,
  buildingId: string,
  nowMs: number,
  compute: () => T,
): Promise<T> {
  try {
    return compute();
  } catch (failure) {
    await tellFiguresFailed(database, buildingId, 'recomputeFailed', nowMs);
    throw failure;
  }
}

/** A buildings import's report, told to the user who ran it. */
export function tellBuildingImportFinished(
  uid: string,
  report: ImportReport,
  nowMs: number,
): Promise<void> {
  return tellImportFinished(
    getDatabase(adminApp()),
    uid,
    report.importId,
    buildingImportResult(report),
    nowMs,
  );
}

/** An equipment import's report (`importId` a new push id), told to the user who ran it. */
export function tellEquipmentImportFinished(
  uid: string,
  buildingId: string,
  importId: string,
  report: EquipmentImportReport,
  nowMs: number,
): Promise<void> {
  return tellImportFinished(
    getDatabase(adminApp()),
    uid,
    importId,
    {
      importKind: 'equipment',
      fileName: report.fileName,
      rows: report.rows,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      skipped: report.skippedCount,
    },
    nowMs,
    buildingId,
  );
}

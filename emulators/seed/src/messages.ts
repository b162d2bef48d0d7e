import { alertMessages } from '../../../functions/src/shared/domain/messages/equipment-messages.js';
import { memberChangeMessages } from '../../../functions/src/shared/domain/messages/member-messages.js';
import {
  addressed,
  messageRecipients,
  type MessageDelivery,
} from '../../../functions/src/shared/domain/messages/recipients.js';
import {
  figuresFailedMessage,
  importFinishedMessage,
} from '../../../functions/src/shared/domain/messages/system-messages.js';
import type { MemberRole } from '../../../functions/src/shared/schemas/enums/account.js';
import type { Equipment } from '../../../functions/src/shared/schemas/stored/equipment.js';
import type { DemoUser } from './demo-users.js';
import type { JsonObject } from './json.js';
import { DAY_MS } from './time.js';

/*
 * The demo's inbox history (issue 35: "messages of every kind ... with some read and some not"):
 * what the functions would have told the demo users before the day the demo starts — the
 * equipment alerts of the last days, a finished import of buildings and one of equipment, a
 * building whose figures once failed, the viewer's buildings shared with them and the owner told
 * of it. Made by the functions' own message writers (shared/domain/messages), so every message is
 * one the app could have written; the stack's first nightly run adds the maintenance due and
 * missed and the warranties ending. The oldest are read.
 */

/** Alert messages kept, the most recent first: an inbox of a few, not of every alert. */
const ALERT_MESSAGES_MAX = 6;
/** Messages older than this many days are read; newer ones unread. */
const READ_BEFORE_DAYS = 5;

interface DemoBuildingOfMessages {
  id: string;
  name: string;
  members: Record<string, MemberRole>;
  equipment: Readonly<Record<string, Pick<Equipment, 'alerts' | 'name' | 'assetId'>>>;
}

export interface DemoMessagesInput {
  owner: DemoUser;
  viewer: DemoUser;
  buildings: readonly DemoBuildingOfMessages[];
  nowMs: number;
}

/** When the alert a message tells of was raised (the message was written then). */
function raisedAtMs(
  item: Pick<Equipment, 'alerts'>,
  message: MessageDelivery['message'],
): number | undefined {
  if (message.kind !== 'equipmentAlert') return undefined;
  return item.alerts?.[message.params.alertId]?.raisedAtMs;
}

/** `/messages/{uid}/{id}` of the demo users, before the stack's first nightly run. */
export function demoMessages({
  owner,
  viewer,
  buildings,
  nowMs,
}: DemoMessagesInput): Record<string, JsonObject> {
  const deliveries: MessageDelivery[] = [];
  // Equipment alerts of the last 30 days, as the equipment trigger told them when raised.
  const alerts: MessageDelivery[] = [];
  for (const building of buildings) {
    const ref = { buildingId: building.id, buildingName: building.name };
    for (const [equipmentId, item] of Object.entries(building.equipment)) {
      const drafts = alertMessages(ref, equipmentId, null, item, nowMs).map((draft) => ({
        ...draft,
        message: {
          ...draft.message,
          createdAtMs: raisedAtMs(item, draft.message) ?? nowMs,
        },
      }));
      alerts.push(...addressed(drafts, messageRecipients(building.members)));
    }
  }
  const newest = [...new Set(alerts.map((one) => one.id))]
    .map((id) => alerts.find((one) => one.id === id)!)
    .sort((a, b) => b.message.createdAtMs - a.message.createdAtMs)
    .slice(0, ALERT_MESSAGES_MAX)
    .map((one) => one.id);
  deliveries.push(...alerts.filter((one) => newest.includes(one.id)));

  const [first, second] = buildings;
  // A CSV import of buildings twelve days ago, and one of a building's equipment register.
  deliveries.push({
    uid: owner.uid,
    ...importFinishedMessage(
      'demo-buildings-import',
      {
        importKind: 'buildings',
        fileName: 'portfolio-manager-export.csv',
        rows: buildings.length,
        created: 0,
        updated: buildings.length - 1,
        skipped: 1,
      },
      nowMs - 12 * DAY_MS,
    ),
  });
  if (first) {
    const count = Object.keys(first.equipment).length;
    deliveries.push({
      uid: owner.uid,
      ...importFinishedMessage(
        'demo-equipment-import',
        {
          importKind: 'equipment',
          fileName: 'asset-register.csv',
          rows: count,
          created: 0,
          updated: 2,
          unchanged: count - 2,
          skipped: 0,
        },
        nowMs - 3 * DAY_MS,
        { buildingId: first.id, buildingName: first.name },
      ),
    });
  }
  // Figures that once could not be computed: an upload that did not match its schema, since fixed.
  if (second) {
    const draft = figuresFailedMessage(
      { buildingId: second.id, buildingName: second.name },
      'invalidData',
      nowMs - 9 * DAY_MS,
      ['series/electricity-main/2025-06'],
    );
    deliveries.push(...addressed([draft], messageRecipients(second.members)));
  }
  // The viewer's buildings shared with them forty days ago: they were told, and so was the owner.
  for (const building of buildings) {
    if (building.members[viewer.uid] === undefined) continue;
    const { [viewer.uid]: _shared, ...before } = building.members;
    deliveries.push(
      ...memberChangeMessages({
        building: { buildingId: building.id, buildingName: building.name },
        before,
        after: building.members,
        atMs: nowMs - 40 * DAY_MS,
        names: { [viewer.uid]: viewer.displayName },
      }),
    );
  }

  const inboxes: Record<string, JsonObject> = {};
  for (const { uid, id, message } of deliveries) {
    const read = message.createdAtMs < nowMs - READ_BEFORE_DAYS * DAY_MS;
    const inbox = (inboxes[uid] ??= {});
    inbox[id] = JSON.parse(
      JSON.stringify({
        ...message,
        ...(read ? { readAtMs: message.createdAtMs + 3_600_000 } : {}),
      }),
    ) as JsonObject;
  }
  return inboxes;
}

/** {@link demoMessages} of the generated buildings (those with equipment) and their equipment. */
export function demoMessagesOf(
  buildings: Readonly<Record<string, JsonObject>>,
  equipment: Readonly<Record<string, JsonObject>>,
  owner: DemoUser,
  viewer: DemoUser,
  nowMs: number,
): Record<string, JsonObject> {
  return demoMessages({
    owner,
    viewer,
    nowMs,
    buildings: Object.entries(buildings)
      .filter(([id]) => equipment[id] !== undefined)
      .map(([id, building]) => ({
        id,
        name: String((building['general'] as JsonObject | undefined)?.['name'] ?? ''),
        members: building['members'] as Record<string, MemberRole>,
        equipment: equipment[id] as unknown as DemoBuildingOfMessages['equipment'],
      })),
  });
}

import type { MemberRole } from '../../schemas/enums/account.js';
import { memberMessageId } from './message-ids.js';
import type { BuildingRef } from './equipment-messages.js';
import { buildingOwners, type MessageDelivery } from './recipients.js';

type Members = Readonly<Record<string, MemberRole>>;

/** A member change as the building trigger sees it. */
export interface MemberChange {
  building: BuildingRef;
  /** Members before and after the write; null when the building was created or deleted. */
  before: Members | null;
  after: Members | null;
  /** When the write happened (ms): part of the ids, so a redelivered event writes nothing new. */
  atMs: number;
  /** Who wrote it, when a user did: not told about their own change. */
  actorUid?: string;
  /** Names (or e-mails) of the members concerned, when known. */
  names?: Readonly<Record<string, string>>;
}

/**
 * Messages for a change of a building's members: the added user is told the building was shared
 * with them (`buildingShared`, with their role); the owners after the change are told who was
 * added (`memberAdded`) or removed (`memberRemoved`), except the owner who made the change and an
 * owner who is the added member. A created or deleted building is no member change.
 */
export function memberChangeMessages(change: MemberChange): MessageDelivery[] {
  const { building, before, after, atMs, actorUid, names = {} } = change;
  if (before === null || after === null) return [];
  const owners = buildingOwners(after).filter((uid) => uid !== actorUid);
  const deliveries: MessageDelivery[] = [];
  const tell = (kind: 'memberAdded' | 'memberRemoved', memberUid: string, role: MemberRole) => {
    for (const uid of owners) {
      if (uid === memberUid) continue;
      deliveries.push({
        uid,
        id: memberMessageId(kind, building.buildingId, memberUid, atMs),
        message: {
          kind,
          ...building,
          createdAtMs: atMs,
          params: { memberUid, memberName: names[memberUid]?.slice(0, 200), role },
        },
      });
    }
  };
  for (const memberUid of Object.keys(after).sort()) {
    if (before[memberUid] !== undefined) continue;
    const role = after[memberUid]!;
    if (memberUid !== actorUid) {
      deliveries.push({
        uid: memberUid,
        id: memberMessageId('buildingShared', building.buildingId, memberUid, atMs),
        message: { kind: 'buildingShared', ...building, createdAtMs: atMs, params: { role } },
      });
    }
    tell('memberAdded', memberUid, role);
  }
  for (const memberUid of Object.keys(before).sort()) {
    if (after[memberUid] === undefined) tell('memberRemoved', memberUid, before[memberUid]!);
  }
  return deliveries;
}

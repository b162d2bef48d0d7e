import type { MemberRole } from '../../schemas/enums/account.js';
import type { Message } from '../../schemas/stored/message.js';

/** A message for one user's inbox: `/messages/{uid}/{id}`. */
export interface MessageDelivery {
  uid: string;
  id: string;
  message: Message;
}

/** A message and its id, before it is addressed. */
export interface MessageDraft {
  id: string;
  message: Message;
}

/**
 * Who is told about a building's equipment, maintenance, warranties and figures: every member,
 * whatever the role (a viewer follows the building too; what they may do about it is the
 * building's business), in uid order.
 */
export function messageRecipients(
  members: Readonly<Record<string, MemberRole>> | undefined,
): string[] {
  return Object.keys(members ?? {}).sort();
}

/** The building's owners, in uid order. */
export function buildingOwners(
  members: Readonly<Record<string, MemberRole>> | undefined,
): string[] {
  return Object.entries(members ?? {})
    .filter(([, role]) => role === 'owner')
    .map(([uid]) => uid)
    .sort();
}

/** Every draft for every recipient. */
export function addressed(
  drafts: readonly MessageDraft[],
  recipients: readonly string[],
): MessageDelivery[] {
  return recipients.flatMap((uid) => drafts.map((draft) => ({ uid, ...draft })));
}

import type { Database } from 'firebase-admin/database';
import {
  claimUpdate,
  invitationEmailKey,
  invitationRemoval,
  sortInvitations,
  type ClaimCandidate,
} from '../shared/domain/members/invitations.js';
import type { Invitation } from '../shared/schemas/stored/invitation.js';
import { readMemberRole } from './member-role.js';

/*
 * Pending invitations (`/invitations/{emailKey}/{buildingId}` and
 * `/buildingInvitations/{buildingId}/{emailKey}`, functions only; domain/members/invitations.ts
 * holds the rules). Each change writes both paths in one multi-path update.
 */

/** A building's pending invitations, by address, and the keys of those expired or malformed. */
export async function readBuildingInvitations(
  database: Database,
  buildingId: string,
  nowMs: number,
): Promise<{ pending: { emailKey: string; invitation: Invitation }[]; stale: string[] }> {
  return sortInvitations(
    (await database.ref(`buildingInvitations/${buildingId}`).get()).val(),
    nowMs,
  );
}

/**
 * Buildings claimed in one update: each membership fires `onBuildingUpdated` once, and Firebase
 * refuses a write that would trigger more than 500 2nd-gen functions in one region
 * (https://firebase.google.com/docs/database/usage/limits).
 */
export const CLAIMS_PER_WRITE = 400;

/**
 * Claims the invitations of `email` for the account `uid`, whose ID token proved the address
 * (`email_verified`): memberships, portfolio entries and the removal of the invitations, in
 * updates of {@link CLAIMS_PER_WRITE} buildings, each building's parts always in the same one.
 * Answers the buildings joined; a second call finds nothing left and writes nothing.
 */
export async function claimInvitations(
  database: Database,
  uid: string,
  email: string,
  nowMs: number,
): Promise<string[]> {
  const emailKey = invitationEmailKey(email);
  const stored = ((await database.ref(`invitations/${emailKey}`).get()).val() ?? {}) as Record<
    string,
    unknown
  >;
  const candidates: ClaimCandidate[] = await Promise.all(
    Object.entries(stored).map(async ([buildingId, invitation]) => {
      const [meta, currentRole] = await Promise.all([
        database.ref(`buildings/${buildingId}/meta/ownerUid`).get(),
        readMemberRole(database, buildingId, uid),
      ]);
      return { buildingId, stored: invitation, buildingExists: meta.exists(), currentRole };
    }),
  );
  const claimed: string[] = [];
  for (let at = 0; at < candidates.length; at += CLAIMS_PER_WRITE) {
    const chunk = claimUpdate(uid, emailKey, candidates.slice(at, at + CLAIMS_PER_WRITE), nowMs);
    await database.ref().update(chunk.update);
    claimed.push(...chunk.claimed);
  }
  return claimed.sort();
}

/** A deleted building's invitations, from both paths (the building trigger calls it). */
export async function removeBuildingInvitations(
  database: Database,
  buildingId: string,
): Promise<void> {
  const stored = (await database.ref(`buildingInvitations/${buildingId}`).get()).val() as Record<
    string,
    unknown
  > | null;
  if (stored === null) return;
  const update: Record<string, null> = {};
  for (const emailKey of Object.keys(stored)) {
    Object.assign(update, invitationRemoval(buildingId, emailKey));
  }
  await database.ref().update(update);
}

/** Removes a building's expired (or malformed) invitations; answers how many (nightly run). */
export async function removeExpiredInvitations(
  database: Database,
  buildingId: string,
  nowMs: number,
): Promise<number> {
  const { stale } = await readBuildingInvitations(database, buildingId, nowMs);
  if (stale.length === 0) return 0;
  const update: Record<string, null> = {};
  for (const emailKey of stale) Object.assign(update, invitationRemoval(buildingId, emailKey));
  await database.ref().update(update);
  return stale.length;
}

import type { Database } from 'firebase-admin/database';
import { memberRoleOf } from '../shared/domain/members/building-access.js';
import type { MemberRole } from '../shared/schemas/enums/account.js';

/**
 * The role of `uid` on a building (`/buildings/{id}/members/{uid}`), or null when the account is
 * no member of it: the one read of a caller's role in the functions (what the role allows:
 * `shared/domain/members/building-access.ts`).
 */
export async function readMemberRole(
  database: Database,
  buildingId: string,
  uid: string,
): Promise<MemberRole | null> {
  return memberRoleOf((await database.ref(`buildings/${buildingId}/members/${uid}`).get()).val());
}

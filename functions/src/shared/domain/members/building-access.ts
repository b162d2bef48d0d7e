import { MEMBER_ROLES, type MemberRole } from '../../schemas/enums/account.js';

/*
 * What a member's role allows on a building (DESIGN.md section 4; database.rules.json says the
 * same for writes): every member reads it, the owner and editors change it, only the owner shares
 * it, manages its members and deletes it. The one place the app and the functions ask.
 */

/** The value stored at `/buildings/{id}/members/{uid}` as a role, or null (no member, or junk). */
export function memberRoleOf(value: unknown): MemberRole | null {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value)
    ? (value as MemberRole)
    : null;
}

/** May a member of this role change the building (its data, equipment, measures, figures)? */
export function canEditBuilding(role: MemberRole | null | undefined): boolean {
  return role === 'owner' || role === 'editor';
}

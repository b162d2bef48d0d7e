import demoUsersJson from '../demo-users.json' with { type: 'json' };

/** A demo account of `emulators/seed/demo-users.json`. */
export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: 'owner' | 'viewer';
}

export const DEMO_USERS: readonly DemoUser[] = demoUsersJson as DemoUser[];

/**
 * The accounts of copy `copy` of the demo portfolio: copy 0 is demo-users.json itself; copy n > 0
 * has the same names, roles and passwords under uid `{uid}-n` and address `{local}-n@{domain}`
 * (`demo-owner-1`, `demo-1@facet.example`), so that browser tests in parallel workers each change
 * a portfolio and a profile of their own.
 */
export function demoUsersOf(copy: number, users: readonly DemoUser[] = DEMO_USERS): DemoUser[] {
  if (copy === 0) return [...users];
  return users.map((user) => ({
    ...user,
    uid: `${user.uid}-${copy}`,
    email: user.email.replace('@', `-${copy}@`),
  }));
}

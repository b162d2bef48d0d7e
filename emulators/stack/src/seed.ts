import { readFile } from 'node:fs/promises';
import type { DemoUser } from '../../seed/src/demo-users.ts';
import { HOST, PORTS, PROJECT_ID, ROOT } from './paths.ts';

export async function readDemoUsers(): Promise<DemoUser[]> {
  return JSON.parse(await readFile(`${ROOT}emulators/seed/demo-users.json`, 'utf8')) as DemoUser[];
}

/**
 * Creates the demo accounts in the Auth emulator through its admin REST endpoint (what
 * firebase-admin's createUser calls); `Bearer owner` is the emulator's admin credential.
 */
export async function seedDemoUsers(users: DemoUser[]): Promise<void> {
  const url = `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
  for (const user of users) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        localId: user.uid,
        email: user.email,
        password: user.password,
        displayName: user.displayName,
        emailVerified: true,
      }),
    });
    if (!response.ok) {
      const body = await response.text();
      if (!body.includes('DUPLICATE_LOCAL_ID') && !body.includes('EMAIL_EXISTS')) {
        throw new Error(`Could not create demo user ${user.email}: ${response.status} ${body}`);
      }
    }
  }
}

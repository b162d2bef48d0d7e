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

/**
 * Turns on the Auth emulator's email enumeration protection, as Firebase has it on for every
 * project created since 15 September 2023 (Firebase Authentication, "Enable or disable email
 * enumeration protection"): a sign-in with an unknown address or a wrong password both fail with
 * `INVALID_LOGIN_CREDENTIALS`, and a password-reset request for an unknown address succeeds
 * without sending anything, so the Login screen tells nobody whether an address has an account.
 * The emulator has it off unless told, through its project configuration endpoint (firebase-tools'
 * `updateEmulatorProjectConfig`).
 */
export async function protectEmailEnumeration(): Promise<void> {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/config`,
    {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
    },
  );
  const body = (await response.json().catch(() => null)) as {
    emailPrivacyConfig?: { enableImprovedEmailPrivacy?: boolean };
  } | null;
  if (!response.ok || body?.emailPrivacyConfig?.enableImprovedEmailPrivacy !== true) {
    throw new Error(
      `Could not turn on the Auth emulator's email enumeration protection: ${response.status} ${JSON.stringify(body)}`,
    );
  }
}

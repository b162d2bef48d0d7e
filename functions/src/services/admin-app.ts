import { getApps, initializeApp, type App } from 'firebase-admin/app';

/** The default Admin app; credentials and URLs come from the Functions runtime (or emulator). */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

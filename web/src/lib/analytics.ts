import { env } from '@/config/env';
import { firebaseApp, usingEmulators } from '@/lib/firebase';

/** Spec 7.3 / 9.3: logged once when the application loads. */
export const APP_LOAD_EVENT = 'notification_received';

export interface AnalyticsRecord {
  name: string;
  params: Record<string, unknown>;
  at: number;
}

declare global {
  interface Window {
    /** Emulator mode only: every event the app logged, for tests and the Dump State file. */
    __FACET_ANALYTICS__?: AnalyticsRecord[];
  }
}

export type AnalyticsOutcome = 'sink' | 'logged' | 'unsupported';

/**
 * Logs an event to Firebase Analytics where the browser supports it. In emulator mode (or without
 * a measurement id) events go to a local sink on `window.__FACET_ANALYTICS__` instead, so nothing
 * leaves the machine and tests can read what was logged.
 */
export async function logAppEvent(
  name: string,
  params: Record<string, unknown> = {},
): Promise<AnalyticsOutcome> {
  if (usingEmulators || !env.VITE_FIREBASE_MEASUREMENT_ID) {
    const sink = (window.__FACET_ANALYTICS__ ??= []);
    sink.push({ name, params, at: Date.now() });
    return 'sink';
  }
  const { getAnalytics, isSupported, logEvent } = await import('firebase/analytics');
  if (!(await isSupported())) return 'unsupported';
  logEvent(getAnalytics(firebaseApp), name, params);
  return 'logged';
}

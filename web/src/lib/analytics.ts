import type { Analytics } from 'firebase/analytics';
import { env } from '@/config/env';
import { isPublicPath } from '@/config/paths';
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
 * The address Analytics is told a page has (its `page_location`): the page's own, but a share
 * link's token left out (`/iframe/{token}/performance` → `/iframe/-/performance`, without query or
 * fragment). The token is the share's only key: Analytics sends `page_location` to Google with
 * every page view and event, where whoever reads the reports could open the shared building.
 */
export function analyticsLocation(href: string): string {
  const url = new URL(href);
  if (!isPublicPath(url.pathname) || url.pathname === '/iframe') return href;
  const [, , , ...section] = url.pathname.split('/');
  return `${url.origin}/iframe/-${section.length > 0 ? `/${section.join('/')}` : ''}`;
}

let analytics: Analytics | undefined;

/**
 * What Analytics may store and send on Facet's pages: no cookie or other storage on the visitor's
 * device and nothing for advertising. Under the EU's ePrivacy rules (Directive 2002/58/EC, Art.
 * 5(3)) an analytics cookie needs the visitor's consent beforehand, and Facet asks for none; with
 * storage denied, Google Analytics still counts each event, without cookies ("consent mode",
 * Google Analytics Help, "About consent mode"). Set before Analytics starts, so its first hit
 * already follows it.
 */
export const ANALYTICS_CONSENT = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
} as const;

/**
 * Logs an event to Firebase Analytics where the browser supports it, with the page's
 * {@link analyticsLocation}, under {@link ANALYTICS_CONSENT} (no cookies). On a share's page
 * Analytics is started with that location too, for its own page view and every event after it
 * (the token never leaves the browser). In emulator mode (or without a measurement id) events go
 * to a local sink on `window.__FACET_ANALYTICS__` instead, so nothing leaves the machine and
 * tests can read what was logged.
 */
export async function logAppEvent(
  name: string,
  params: Record<string, unknown> = {},
): Promise<AnalyticsOutcome> {
  const pageLocation = analyticsLocation(window.location.href);
  const withLocation = { page_location: pageLocation, ...params };
  if (usingEmulators || !env.VITE_FIREBASE_MEASUREMENT_ID) {
    const sink = (window.__FACET_ANALYTICS__ ??= []);
    sink.push({ name, params: withLocation, at: Date.now() });
    return 'sink';
  }
  const { initializeAnalytics, isSupported, logEvent, setConsent, setDefaultEventParameters } =
    await import('firebase/analytics');
  if (!(await isSupported())) return 'unsupported';
  if (!analytics) {
    setConsent(ANALYTICS_CONSENT);
    const share = pageLocation !== window.location.href;
    // Before Analytics starts: its first page view, and every event after, carry this location.
    if (share) setDefaultEventParameters({ page_location: pageLocation });
    analytics = initializeAnalytics(
      firebaseApp,
      share ? { config: { page_location: pageLocation } } : {},
    );
  }
  logEvent(analytics, name, withLocation);
  return 'logged';
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mode = vi.hoisted(() => ({ usingEmulators: true }));
const sdk = vi.hoisted(() => ({
  calls: [] as unknown[][],
}));
vi.mock('@/lib/firebase', () => ({
  firebaseApp: { name: 'app' },
  get usingEmulators() {
    return mode.usingEmulators;
  },
}));
vi.mock('@/config/env', () => ({ env: { VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST' } }));
// Google's Analytics script cannot load offline: what Facet hands to Firebase's SDK is checked.
vi.mock('firebase/analytics', () => ({
  isSupported: async () => true,
  setConsent: (settings: unknown) => sdk.calls.push(['consent', settings]),
  setDefaultEventParameters: (params: unknown) => sdk.calls.push(['defaults', params]),
  initializeAnalytics: (app: unknown, options: unknown) => {
    sdk.calls.push(['initialize', options]);
    return { app };
  },
  logEvent: (_analytics: unknown, name: string, params: unknown) =>
    sdk.calls.push(['event', name, params]),
}));

const { analyticsLocation, APP_LOAD_EVENT, logAppEvent } = await import('./analytics');

const TOKEN = 'Xy3_aZ-09abcdefghijklmnopqrstuvwxyzABCDEFGH';

describe('analyticsLocation', () => {
  it("leaves a share link's token out, keeping its section", () => {
    expect(analyticsLocation(`https://facet.example/iframe/${TOKEN}/performance`)).toBe(
      'https://facet.example/iframe/-/performance',
    );
    expect(analyticsLocation(`https://facet.example/iframe/${TOKEN}?x=1#top`)).toBe(
      'https://facet.example/iframe/-',
    );
  });

  it("keeps every other page's address as it is", () => {
    for (const href of [
      'https://facet.example/',
      'https://facet.example/building/-Nabc/performance?granularity=month',
      'https://facet.example/settings/iframe/x',
      'https://facet.example/iframe',
    ]) {
      expect(analyticsLocation(href)).toBe(href);
    }
  });
});

describe('logAppEvent', () => {
  beforeEach(() => {
    sdk.calls.length = 0;
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    delete window.__FACET_ANALYTICS__;
    mode.usingEmulators = true;
  });

  it("puts the app's load in the local sink with the page's location, a share's token left out", async () => {
    window.history.replaceState(null, '', `/iframe/${TOKEN}/comparison`);
    expect(await logAppEvent(APP_LOAD_EVENT)).toBe('sink');
    const [event] = window.__FACET_ANALYTICS__ ?? [];
    expect(event?.name).toBe(APP_LOAD_EVENT);
    expect(event?.params['page_location']).toBe(`${window.location.origin}/iframe/-/comparison`);
    expect(JSON.stringify(window.__FACET_ANALYTICS__)).not.toContain(TOKEN);
    expect(sdk.calls).toEqual([]);
  });

  it("starts Analytics without cookies, and on a share's page with the token left out of its page view and events", async () => {
    mode.usingEmulators = false;
    window.history.replaceState(null, '', `/iframe/${TOKEN}/performance`);
    expect(await logAppEvent(APP_LOAD_EVENT)).toBe('logged');
    const location = `${window.location.origin}/iframe/-/performance`;
    expect(sdk.calls).toEqual([
      // First, before Analytics starts: no cookies, nothing for advertising (ePrivacy consent).
      [
        'consent',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
        },
      ],
      ['defaults', { page_location: location }],
      ['initialize', { config: { page_location: location } }],
      ['event', APP_LOAD_EVENT, { page_location: location }],
    ]);
    expect(JSON.stringify(sdk.calls)).not.toContain(TOKEN);
  });
});

import { describe, expect, it } from 'vitest';
import { declaredEndpoint } from '../../emulators/stack/src/deploy-check/function-endpoints.js';
import * as deployed from '../../functions/src/index.js';
import { LONG_REQUEST_FUNCTIONS } from '../../web/src/lib/functions/long-requests.js';

/**
 * Firebase Hosting answers 504 to a request it rewrites to a function once it has run 60 s,
 * whatever the function's timeout (Firebase, "Serve dynamic content with Cloud Functions";
 * firebase-tools' Hosting emulator, `lib/hosting/proxy.js`: `timeout: 60000`).
 */
const HOSTING_TIMEOUT_SECONDS = 60;

/** Each exported function's endpoint, as the functions SDK declares it to a deploy. */
const endpoints = Object.entries(deployed).map(
  ([name, fn]) => [name, declaredEndpoint(fn)] as const,
);

describe('functions the app calls past Hosting', () => {
  it('are every HTTPS or callable function whose timeout passes Hosting’s 60 s, and only those', () => {
    const requests = endpoints.filter(
      ([, endpoint]) =>
        endpoint.httpsTrigger !== undefined || endpoint.callableTrigger !== undefined,
    );
    // The check sees the functions the app calls: the HTTP routes and the callable.
    expect(requests.map(([name]) => name)).toEqual(
      expect.arrayContaining(['imports', 'series', 'recomputeBuilding', 'registry', 'users']),
    );
    const longer = requests
      .filter(([, endpoint]) => (endpoint.timeoutSeconds ?? 60) > HOSTING_TIMEOUT_SECONDS)
      .map(([name]) => name)
      .sort();
    expect([...LONG_REQUEST_FUNCTIONS].sort()).toEqual(longer);
  });
});

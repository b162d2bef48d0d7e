import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env';

const VALID = {
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-facet',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-facet.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://demo-facet-default-rtdb.europe-west1.firebasedatabase.app',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  MODE: 'emulator',
};

describe('parseEnv', () => {
  it('reads a valid configuration, with defaults and without unknown keys', () => {
    expect(parseEnv(VALID)).toEqual({
      VITE_USE_EMULATORS: true,
      VITE_FIREBASE_PROJECT_ID: 'demo-facet',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-facet.firebaseapp.com',
      VITE_FIREBASE_DATABASE_URL:
        'https://demo-facet-default-rtdb.europe-west1.firebasedatabase.app',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_API_ORIGIN: '',
      region: 'europe-west1',
    });
    const { VITE_USE_EMULATORS: _unused, ...production } = VALID;
    expect(
      parseEnv({
        ...production,
        VITE_FIREBASE_MEASUREMENT_ID: 'G-1',
        VITE_API_ORIGIN: 'https://x',
      }),
    ).toMatchObject({
      VITE_USE_EMULATORS: false,
      VITE_FIREBASE_MEASUREMENT_ID: 'G-1',
      VITE_API_ORIGIN: 'https://x',
    });
  });

  it('names every field that is missing or wrong', () => {
    expect(() =>
      parseEnv({
        ...VALID,
        VITE_USE_EMULATORS: 'yes',
        VITE_FIREBASE_API_KEY: '',
        VITE_FIREBASE_APP_ID: undefined,
        VITE_FIREBASE_DATABASE_URL: 'not a url',
        VITE_EMULATOR_HOST: '',
      }),
    ).toThrow(
      'Invalid web configuration (check web/.env.*): VITE_USE_EMULATORS, VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_FIREBASE_DATABASE_URL, VITE_EMULATOR_HOST',
    );
    expect(() => parseEnv({ ...VALID, VITE_FIREBASE_PROJECT_ID: 42 })).toThrow(
      'VITE_FIREBASE_PROJECT_ID',
    );
  });

  it('reads the region off the database URL, and refuses a URL that names none', () => {
    const withUrl = (url: string) => parseEnv({ ...VALID, VITE_FIREBASE_DATABASE_URL: url });
    expect(withUrl('https://p-default-rtdb.firebaseio.com').region).toBe('us-central1');
    expect(withUrl('https://p-default-rtdb.asia-southeast1.firebasedatabase.app').region).toBe(
      'asia-southeast1',
    );
    // The emulator's own address names no region: the functions' origin could not be known.
    for (const url of [
      'http://127.0.0.1:9000?ns=demo-facet-default-rtdb',
      'https://p-default-rtdb.us-east4.firebasedatabase.app',
    ]) {
      expect(() => withUrl(url)).toThrow(
        'Invalid web configuration (check web/.env.*): VITE_FIREBASE_DATABASE_URL',
      );
    }
  });

  it('names a value of the wrong type', () => {
    expect(() => parseEnv({ ...VALID, VITE_FIREBASE_PROJECT_ID: 42 })).toThrow(
      'VITE_FIREBASE_PROJECT_ID',
    );
  });
});

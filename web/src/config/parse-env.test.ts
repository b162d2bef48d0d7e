import { describe, expect, it } from 'vitest';
import { parseEnv } from './parse-env';

const VALID = {
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-facet',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-facet.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'http://127.0.0.1:9000?ns=demo-facet-default-rtdb',
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
      VITE_FIREBASE_DATABASE_URL: 'http://127.0.0.1:9000?ns=demo-facet-default-rtdb',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_API_ORIGIN: '',
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
});

import { afterAll, vi } from 'vitest';

/*
 * The functions project runs its files one after another in each worker without isolation
 * (`isolate: false` in vitest.config.ts): firebase-admin, firebase-functions and zod load once a
 * worker instead of once a file. This file runs before each test file and gives it what isolation
 * gave: the project's own modules evaluated afresh, and after the file real timers and no stubbed
 * globals or environment variables.
 */
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

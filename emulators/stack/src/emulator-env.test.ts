import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { emulatorEnv, WORKER_START_TIMEOUT_S } from './emulator-env.ts';
import { FUNCTIONS_REGION_ENV } from './functions-region.ts';

/** firebase-tools' own reading of the timeout (its worker waits `getFunctionDiscoveryTimeout()`). */
function firebaseToolsTimeoutMs(env: NodeJS.ProcessEnv): number {
  const discovery = createRequire(import.meta.url)(
    'firebase-tools/lib/deploy/functions/runtimes/discovery/index.js',
  ) as { getFunctionDiscoveryTimeout(): number };
  const saved = process.env['FUNCTIONS_DISCOVERY_TIMEOUT'];
  process.env['FUNCTIONS_DISCOVERY_TIMEOUT'] = env['FUNCTIONS_DISCOVERY_TIMEOUT'];
  try {
    return discovery.getFunctionDiscoveryTimeout();
  } finally {
    if (saved === undefined) delete process.env['FUNCTIONS_DISCOVERY_TIMEOUT'];
    else process.env['FUNCTIONS_DISCOVERY_TIMEOUT'] = saved;
  }
}

describe('emulatorEnv', () => {
  it("gives firebase-tools' function workers 120 s to start, as firebase-tools reads it", () => {
    const env = emulatorEnv({ PATH: '/usr/bin' }, 'europe-west1');
    expect(WORKER_START_TIMEOUT_S).toBe(120);
    expect(firebaseToolsTimeoutMs(env)).toBe(120_000);
    expect(env).toMatchObject({ PATH: '/usr/bin', GCLOUD_PROJECT: 'demo-facet' });
    expect(env[FUNCTIONS_REGION_ENV]).toBe('europe-west1');
  });

  it('keeps a timeout the caller set', () => {
    const env = emulatorEnv({ FUNCTIONS_DISCOVERY_TIMEOUT: '45' }, 'europe-west1');
    expect(firebaseToolsTimeoutMs(env)).toBe(45_000);
  });
});

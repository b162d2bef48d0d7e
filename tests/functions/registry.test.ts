import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  FUNCTION_CALL_TIMEOUT_MS,
  createAccount,
} from '../support/emulators.js';

const SEARCH = `${FUNCTIONS_ORIGIN}/registry/search`;
const REGISTRY = JSON.parse(
  readFileSync(
    new URL('../../emulators/seed/data/building-registry.json', import.meta.url),
    'utf8',
  ),
) as { buildings: Record<string, unknown> };

async function search(query: string | null, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const url = query === null ? SEARCH : `${SEARCH}?q=${encodeURIComponent(query)}`;
  const response = await fetch(url, {
    headers,
    signal: AbortSignal.timeout(FUNCTION_CALL_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.runIf(DATABASE_HOST)('{host}/registry/search', () => {
  it('finds registry buildings by part of the address, case- and accent-insensitively', async () => {
    const { idToken } = await createAccount();
    const found = await search('TRUE lané', idToken);
    expect(found.status).toBe(200);
    const suggestions = found.body['suggestions'] as Record<string, unknown>[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions).toContainEqual(
      expect.objectContaining({
        name: '120243 E True Lane',
        street: '120243 E True Lane',
        city: 'EnergyTown',
        postCode: '10107-7915',
        country: 'US',
        grossFloorAreaM2: 24615,
        useType: 'office',
      }),
    );
    for (const suggestion of suggestions) {
      expect(String(suggestion['street']).toLowerCase()).toContain('true');
    }

    const byPostCode = await search('10107-7915', idToken);
    expect(byPostCode.status).toBe(200);
    expect(byPostCode.body['suggestions']).toEqual([
      expect.objectContaining({ street: '120243 E True Lane' }),
    ]);
  });

  it('answers an empty list when nothing matches, with what it searched', async () => {
    const { idToken } = await createAccount();
    // The registry the stack loaded, and no geocoder (offline).
    const registryBuildings = Object.keys(REGISTRY.buildings).length;
    expect(await search('zzqx nowhere', idToken)).toEqual({
      status: 200,
      body: { suggestions: [], sources: { registryBuildings, geocoder: false } },
    });
  });

  it('refuses callers without a valid ID token (401)', async () => {
    expect((await search('true', undefined)).status).toBe(401);
    expect((await search('true', 'not-a-token')).status).toBe(401);
  });

  it('refuses queries shorter than 2 or longer than 100 characters (400)', async () => {
    const { idToken } = await createAccount();
    const short = await search('a', idToken);
    expect(short.status).toBe(400);
    expect(short.body['code']).toBe('invalid-argument');
    expect((await search(null, idToken)).status).toBe(400);
    expect((await search('x'.repeat(101), idToken)).status).toBe(400);
  });
});

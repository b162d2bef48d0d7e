import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsersOf } from './demo-users.js';
import { generateDemoDatabase } from './generate.js';
import type { Json } from './json.js';
import { loadDemoDatabase, patchBodies } from './load.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NS = 'demo-facet-default-rtdb';
const NOW = new Date('2026-11-01T00:00:00Z');

let emulator: ChildProcess | undefined;
let origin = '';

/** Starts the database emulator CLI (open rules) on a free port. */
beforeAll(async () => {
  emulator = spawn(
    process.execPath,
    ['--import', 'tsx', 'emulators/database/src/cli.ts', '--port', '0', '--ns', NS],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`emulator did not start: ${out}`)), 20_000);
    emulator?.stdout?.on('data', (data: Buffer) => {
      out += data.toString();
      const match = /ready at (http:\/\/[^\s]+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    emulator?.on('exit', (code) => reject(new Error(`emulator exited ${code}: ${out}`)));
  });
});

afterAll(async () => {
  if (!emulator || emulator.exitCode !== null) return;
  const exited = new Promise((resolve) => emulator?.on('exit', resolve));
  emulator.kill('SIGTERM');
  await exited;
});

/**
 * The database keeps JSON arrays as index-keyed maps; the web SDK turns them back into arrays,
 * the emulator's REST replies keep the maps. Compare in map form.
 */
function asStored(value: Json): Json {
  if (Array.isArray(value))
    return Object.fromEntries(value.map((item, i) => [String(i), asStored(item)]));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, asStored(child)]));
  }
  return value;
}

function sameData(actual: Json, expected: Json): boolean {
  return (
    JSON.stringify(sortKeys(asStored(actual))) === JSON.stringify(sortKeys(asStored(expected)))
  );
}

function sortKeys(value: Json): Json {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key]!)]),
  );
}

async function get(path: string, token = 'owner'): Promise<Json> {
  const response = await fetch(`${origin}/${path}.json?ns=${NS}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

describe('patchBodies', () => {
  const tree = generateDemoDatabase({ now: NOW });

  it('writes top-level keys in one body when they fit', () => {
    const bodies = patchBodies(tree);
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0]!).sort()).toEqual(Object.keys(tree).sort());
  });

  it('splits into deeper paths under a small limit, each body within it', () => {
    const limit = 256 * 1024;
    const bodies = patchBodies(tree, 'replace', limit);
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(limit);
    const paths = bodies.flatMap((body) => Object.keys(body));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((path) => path.startsWith('series/'))).toBe(true);
  });

  it('in merge mode names only demo nodes', () => {
    const paths = patchBodies(tree, 'merge').flatMap((body) => Object.keys(body));
    expect(paths).not.toContain('buildings');
    expect(paths.filter((path) => /^buildings\/[^/]+$/.test(path))).toHaveLength(
      Object.keys(tree.buildings).length,
    );
    expect(paths.some((path) => /^users\/[^/]+\/buildings\/[^/]+$/.test(path))).toBe(true);
  });
});

describe('loadDemoDatabase', () => {
  it('writes the whole tree into the emulator', async () => {
    const result = await loadDemoDatabase({ databaseOrigin: origin, namespace: NS, now: NOW });
    expect(result.requests).toBe(1);
    expect(result.buildingIds.length).toBeGreaterThanOrEqual(10);
    const expected = JSON.parse(JSON.stringify(generateDemoDatabase({ now: NOW }))) as Json;
    expect(sameData(await get(''), expected)).toBe(true);
  });

  it('gives the same tree when the writes are chunked, and merge keeps other data', async () => {
    const put = await fetch(`${origin}/buildings/someone-else.json?ns=${NS}`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({ meta: { ownerUid: 'x' } }),
    });
    expect(put.status).toBe(200);
    const result = await loadDemoDatabase({
      databaseOrigin: origin,
      namespace: NS,
      now: NOW,
      mode: 'merge',
      maxBodyBytes: 300 * 1024,
    });
    expect(result.requests).toBeGreaterThan(3);
    expect(await get('buildings/someone-else/meta/ownerUid')).toBe('x');
    const tree = JSON.parse(JSON.stringify(generateDemoDatabase({ now: NOW }))) as Record<
      string,
      Record<string, Json>
    >;
    const [seriesBuilding] = Object.keys(tree.series!);
    expect(sameData(await get(`series/${seriesBuilding}`), tree.series![seriesBuilding!]!)).toBe(
      true,
    );
    for (const [id, building] of Object.entries(tree.buildings!)) {
      expect(sameData(await get(`buildings/${id}`), building), id).toBe(true);
    }
  });

  it('writes the copies besides the demo, each with its accounts', async () => {
    const result = await loadDemoDatabase({
      databaseOrigin: origin,
      namespace: NS,
      now: NOW,
      copies: 2,
    });
    const demo = generateDemoDatabase({ now: NOW });
    const second = generateDemoDatabase({ now: NOW, users: demoUsersOf(2), copy: 2 });
    expect(result.buildingIds).toHaveLength(3 * Object.keys(demo.buildings).length);
    for (const id of Object.keys(second.buildings)) {
      expect(sameData(await get(`buildings/${id}`), second.buildings[id]!), id).toBe(true);
    }
    expect(await get('users/demo-owner-1/profile/displayName')).toBe('Dana Demo');
    expect(Object.keys((await get('users/demo-owner')) as Record<string, Json>).sort()).toEqual(
      Object.keys(demo.users['demo-owner']!).sort(),
    );
  });
});

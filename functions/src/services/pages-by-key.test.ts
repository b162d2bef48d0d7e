import type { Database } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import {
  forEachKeyPage,
  isReadTooLarge,
  pagesByKey,
  shallowChildKeys,
  type Resumable,
} from './pages-by-key.js';

async function keysOf(pages: AsyncGenerator<[string, unknown][]>): Promise<string[][]> {
  const out: string[][] = [];
  for await (const page of pages) out.push(page.map(([key]) => key));
  return out;
}

const children = (sizes: number[]) =>
  Object.fromEntries(sizes.map((size, i) => [`k${String(i).padStart(2, '0')}`, 'x'.repeat(size)]));

describe('pagesByKey', () => {
  it('gives every child once, by key, in pages of at most the size asked', async () => {
    const database = memoryDatabase({ items: children(Array(7).fill(1)) });
    expect(await keysOf(pagesByKey(database as unknown as Database, 'items', 3))).toEqual([
      ['k00', 'k01', 'k02'],
      ['k03', 'k04', 'k05'],
      ['k06'],
    ]);
  });

  it('asks again for fewer children when a page is more than one answer holds, then for more', async () => {
    // Small children but for k02 (~300 bytes): a page with it holds at most two children.
    const database = memoryDatabase(
      { items: children([10, 10, 300, 10, 10, 10, 10, 10, 10]) },
      { maxAnswerBytes: 360 },
    );
    const pages = await keysOf(pagesByKey(database as unknown as Database, 'items', 4));
    expect(pages.flat()).toEqual(['k00', 'k01', 'k02', 'k03', 'k04', 'k05', 'k06', 'k07', 'k08']);
    expect(pages).toEqual([['k00', 'k01'], ['k02', 'k03'], ['k04', 'k05', 'k06', 'k07'], ['k08']]);
  });

  it('fails when one child alone is more than one answer holds', async () => {
    const database = memoryDatabase({ items: children([10, 500, 10]) }, { maxAnswerBytes: 200 });
    const failure = await keysOf(pagesByKey(database as unknown as Database, 'items', 4)).catch(
      (error: unknown) => error,
    );
    expect(isReadTooLarge(failure)).toBe(true);
  });

  it('tells a refused read from other failures', () => {
    expect(
      isReadTooLarge(
        new Error(
          'The data requested exceeds the maximum size that can be accessed with a single request.',
        ),
      ),
    ).toBe(true);
    expect(isReadTooLarge(new Error('permission_denied at /items'))).toBe(false);
    expect(isReadTooLarge('exceeds the maximum size that can be accessed')).toBe(false);
  });
});

describe('shallowChildKeys', () => {
  it('asks for the keys alone (a shallow read), and answers none for an empty node', async () => {
    const asked: [string, Record<string, string> | undefined][] = [];
    const answers: Record<string, unknown> = { metrics: { b2: true, b1: true }, messages: null };
    const keys = shallowChildKeys({
      get: async (path, query) => {
        asked.push([path, query]);
        return answers[path];
      },
    });
    expect(await keys('metrics')).toEqual(['b2', 'b1']);
    expect(await keys('messages')).toEqual([]);
    expect(asked).toEqual([
      ['metrics', { shallow: 'true' }],
      ['messages', { shallow: 'true' }],
    ]);
  });
});

describe('forEachKeyPage', () => {
  const keys = ['k05', 'k01', 'k03', 'k02', 'k04', 'k00'];

  it('gives every key once, in order, in pages of at most the size asked, noting each last key', async () => {
    const pages: string[][] = [];
    const noted: string[] = [];
    const run: Resumable = { onPage: async (after) => void noted.push(after) };
    expect(await forEachKeyPage(keys, 4, run, async (page) => void pages.push(page))).toBe(true);
    expect(pages).toEqual([
      ['k00', 'k01', 'k02', 'k03'],
      ['k04', 'k05'],
    ]);
    expect(noted).toEqual(['k03', 'k05']);
    expect(run.stopped).toBeUndefined();
  });

  it('starts after the key it is given and stops before a page when told', async () => {
    const pages: string[][] = [];
    let asked = 0;
    const run: Resumable = { after: 'k01', shouldStop: () => ++asked > 1 };
    expect(await forEachKeyPage(keys, 2, run, async (page) => void pages.push(page))).toBe(false);
    expect(pages).toEqual([['k02', 'k03']]);
    expect(run.stopped).toBe(true);
  });
});

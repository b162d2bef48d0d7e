import { describe, expect, it } from 'vitest';
import { buildStateDump, isDebugEnabled, stateDumpFileName } from '@/lib/debug/state-dump';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('state dump', () => {
  it('stamps the dump with the given time', () => {
    const dump = buildStateDump({
      now: new Date('2026-11-22T10:15:00.123Z'),
      app: { version: '0.1.0', mode: 'emulator', emulators: true },
      auth: { uid: 'u1' },
      route: { pathname: '/building', search: '?debug=1', hash: '' },
      language: 'cs',
      theme: { mode: 'dark', systemMode: 'light' },
      queryCacheKeys: [['buildings', 'u1']],
      analyticsEvents: 1,
    });
    expect(dump.generatedAt).toBe('2026-11-22T10:15:00.123Z');
    expect(dump.auth.uid).toBe('u1');
    expect(dump.queryCacheKeys).toEqual([['buildings', 'u1']]);
  });

  it('names the file without colons', () => {
    expect(stateDumpFileName(new Date('2026-11-22T10:15:00.123Z'))).toBe(
      'facet-state-2026-11-22T10-15-00Z.json',
    );
  });

  it('shows debug tools only after ?debug=1, then for the rest of the tab', () => {
    const storage = memoryStorage();
    expect(isDebugEnabled('', storage)).toBe(false);
    expect(isDebugEnabled('?debug=0', storage)).toBe(false);
    expect(isDebugEnabled('?x=1&debug=1', storage)).toBe(true);
    expect(isDebugEnabled('', storage)).toBe(true);
  });
});

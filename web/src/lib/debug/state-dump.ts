/** What the hidden "Dump State" button downloads: enough to reproduce a report, no secrets. */
export interface StateDump {
  generatedAt: string;
  app: { version: string; mode: string; emulators: boolean };
  auth: { uid: string | null };
  route: { pathname: string; search: string; hash: string };
  language: string;
  theme: { mode: string | undefined; systemMode: string | undefined };
  queryCacheKeys: unknown[];
  analyticsEvents: number;
}

export interface StateDumpInput extends Omit<StateDump, 'generatedAt'> {
  now: Date;
}

export function buildStateDump({ now, ...rest }: StateDumpInput): StateDump {
  return { generatedAt: now.toISOString(), ...rest };
}

/** File name such as `facet-state-2026-11-22T10-15-00Z.json` (no colons: Windows-safe). */
export function stateDumpFileName(now: Date): string {
  return `facet-state-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}

/** Debug tools show when the URL has `debug=1`; the flag then lasts for the browser tab. */
export function isDebugEnabled(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  const key = 'facet.debug';
  if (new URLSearchParams(search).get('debug') === '1') {
    storage.setItem(key, '1');
    return true;
  }
  return storage.getItem(key) === '1';
}

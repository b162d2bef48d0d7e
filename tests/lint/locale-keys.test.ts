/**
 * No text in the locale catalogs that no screen uses (issue 20): every key of the English catalogs
 * (web/src/locales/en, which cs and de follow) must be named somewhere in the source, as a string
 * (`'key'`, `'ns:key'`, `'ns.key'`, as the shared schemas name validation messages) or as the
 * fixed part of a template (`tabs.${key}`, `${list}.caption`). Plural forms count as their key.
 * The enums catalog is exempt: its keys are the shared enumerations' codes, named by code; it
 * holds exactly the codes of the enumerations a screen names (`ENUMS`), no list and no code more.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENUMS } from '../../functions/src/shared/schemas/enums/catalogue.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CATALOGS = `${ROOT}web/src/locales/en/`;
const EXEMPT = new Set(['enums']);
/**
 * Enumerations without names in the enums catalog: `currency` (named by `Intl.DisplayNames`) and
 * `seriesScope` (stored and checked only; the upload pickers name the sub-system in words of their
 * own).
 */
const UNNAMED_ENUMS = new Set(['currency', 'seriesScope']);

type Catalog = { [key: string]: string | Catalog };

function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function sourceText(): string {
  return execFileSync('git', ['ls-files', 'web/src', 'functions/src', 'emulators/seed/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('/locales/'))
    .map((file) => {
      try {
        return readFileSync(`${ROOT}${file}`, 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** The keys of `catalogs` ({namespace: catalog}) that `source` never names. */
export function unusedKeys(catalogs: Record<string, Catalog>, source: string): string[] {
  const strings = new Set([...source.matchAll(/['"`]([\w.:-]+)['"`]/g)].map((m) => m[1]!));
  const heads = [...source.matchAll(/`([^`$]*)\$\{/g)]
    .map((m) => m[1]!.split(':').pop()!)
    .filter((head) => /^[\w.]+\.$/.test(head));
  const tails = [...source.matchAll(/\}(\.[\w.]+)`/g)].map((m) => m[1]!);
  const unused: string[] = [];
  for (const [namespace, catalog] of Object.entries(catalogs)) {
    for (const key of keysOf(catalog)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const named =
        strings.has(base) ||
        strings.has(`${namespace}:${base}`) ||
        strings.has(`${namespace}.${base}`) ||
        heads.some((head) => base.startsWith(head)) ||
        tails.some((tail) => base.endsWith(tail));
      if (!named) unused.push(`${namespace}:${key}`);
    }
  }
  return unused;
}

describe('locale catalogs', () => {
  it('hold no key that the source never names', () => {
    const catalogs = Object.fromEntries(
      readdirSync(CATALOGS)
        .filter((file) => file.endsWith('.json') && !EXEMPT.has(file.replace(/\.json$/, '')))
        .map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(`${CATALOGS}${file}`, 'utf8')) as Catalog,
        ]),
    );
    expect(unusedKeys(catalogs, sourceText())).toEqual([]);
  });

  it('name in the enums catalog exactly the codes of the enumerations shown', () => {
    const enums = JSON.parse(readFileSync(`${CATALOGS}enums.json`, 'utf8')) as Record<
      string,
      Catalog
    >;
    const named = Object.fromEntries(
      Object.entries(enums).map(([name, names]) => [name, Object.keys(names).sort()]),
    );
    const shown = Object.fromEntries(
      Object.entries(ENUMS)
        .filter(([name]) => !UNNAMED_ENUMS.has(name))
        .map(([name, codes]) => [name, [...codes].sort()]),
    );
    expect(named).toEqual(shown);
  });

  it('tells a key named nowhere from keys named directly, by namespace or by a template', () => {
    const catalogs = {
      wizard: { title: 'T', stale: 'S', tabs: { logs: 'L' }, items_one: 'I', caption: { x: 'C' } },
    };
    const source = "t('title'); t('wizard:items', { count }); t(`tabs.${key}`); t(`${list}.x`);";
    expect(unusedKeys(catalogs, source)).toEqual(['wizard:stale']);
  });
});

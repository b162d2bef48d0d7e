import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputsDigest, stampCurrent } from './build.ts';
import { testDir } from './test-dir.ts';

function tree(): string {
  const root = `${testDir('facet-build-')}/`;
  mkdirSync(`${root}src/feature`, { recursive: true });
  mkdirSync(`${root}src/node_modules`, { recursive: true });
  writeFileSync(`${root}src/feature/a.ts`, 'export const a = 1;');
  writeFileSync(`${root}src/feature/a.test.ts`, 'test');
  writeFileSync(`${root}src/node_modules/dep.js`, 'dep');
  writeFileSync(`${root}config.json`, '{}');
  return root;
}

describe('inputsDigest', () => {
  it('changes with a source’s content or name, not with unit tests or dependencies', () => {
    const root = tree();
    const digest = () => inputsDigest(['src', 'config.json'], [], root);
    const first = digest();
    expect(digest()).toBe(first);
    writeFileSync(`${root}src/feature/a.test.ts`, 'another test');
    writeFileSync(`${root}src/node_modules/dep.js`, 'another dep');
    expect(digest()).toBe(first);
    writeFileSync(`${root}src/feature/a.ts`, 'export const a = 2;');
    const second = digest();
    expect(second).not.toBe(first);
    writeFileSync(`${root}src/feature/b.ts`, '');
    expect(digest()).not.toBe(second);
  });

  it('counts source folders named like build outputs (web/src/lib)', () => {
    const root = tree();
    const digest = () => inputsDigest(['src'], [], root);
    for (const name of ['lib', 'dist', 'coverage']) {
      mkdirSync(`${root}src/${name}`, { recursive: true });
      const before = digest();
      writeFileSync(`${root}src/${name}/i18n.ts`, `export const name = '${name}';`);
      expect(digest(), name).not.toBe(before);
    }
  });

  it('changes with the environment variables the build reads, and ignores missing inputs', () => {
    const root = tree();
    const before = inputsDigest(['src', 'absent'], ['FACET_TEST_REGION'], root);
    process.env['FACET_TEST_REGION'] = 'europe-west3';
    try {
      expect(inputsDigest(['src', 'absent'], ['FACET_TEST_REGION'], root)).not.toBe(before);
    } finally {
      delete process.env['FACET_TEST_REGION'];
    }
  });
});

describe('stampCurrent', () => {
  /** An output folder built at `builtAt` (s) and stamped with `digest` at `stampedAt`. */
  function built(digest: string, builtAt: number, stampedAt: number): string {
    const out = testDir('facet-out-');
    mkdirSync(`${out}/services`);
    writeFileSync(`${out}/services/a.js`, 'export const a = 1;');
    utimesSync(`${out}/services/a.js`, builtAt, builtAt);
    writeFileSync(`${out}/.stamp`, digest);
    utimesSync(`${out}/.stamp`, stampedAt, stampedAt);
    return out;
  }

  it('holds for the stamped digest while no output changed after the stamp', () => {
    const out = built('d1', 1_000, 1_001);
    expect(stampCurrent(`${out}/.stamp`, 'd1')).toBe(true);
    expect(stampCurrent(`${out}/.stamp`, 'd2')).toBe(false);
    expect(stampCurrent(`${out}/absent`, 'd1')).toBe(false);
  });

  it('fails once an output is written after the stamp (a build run by hand)', () => {
    const out = built('d1', 1_000, 1_001);
    writeFileSync(`${out}/services/a.js`, 'export const a = 2;');
    utimesSync(`${out}/services/a.js`, 1_002, 1_002);
    expect(stampCurrent(`${out}/.stamp`, 'd1')).toBe(false);
    const added = built('d1', 1_000, 1_001);
    writeFileSync(`${added}/services/b.js`, '');
    utimesSync(`${added}/services/b.js`, 1_005, 1_005);
    expect(stampCurrent(`${added}/.stamp`, 'd1')).toBe(false);
  });
});

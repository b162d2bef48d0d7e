import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { inputsDigest } from './build.ts';

function tree(): string {
  const root = `${mkdtempSync(`${tmpdir()}/facet-build-`)}/`;
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

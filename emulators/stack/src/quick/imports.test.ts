import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testDir } from '../test-dir.ts';
import { relativeImports } from './imports.ts';

describe('relativeImports', () => {
  it('resolves relative imports to project files: .js written for .ts, folders, JSON; packages left out', () => {
    const root = `${testDir('facet-imports-')}/`;
    mkdirSync(`${root}tests/e2e`, { recursive: true });
    mkdirSync(`${root}tests/support/db`, { recursive: true });
    mkdirSync(`${root}web/src/locales/cs`, { recursive: true });
    writeFileSync(`${root}tests/support/emulators.ts`, '');
    writeFileSync(`${root}tests/support/db/index.ts`, '');
    writeFileSync(`${root}tests/e2e/support.ts`, '');
    writeFileSync(`${root}web/src/locales/cs/improve.json`, '{}');
    writeFileSync(
      `${root}tests/e2e/improve.e2e.ts`,
      [
        "import { expect, test } from '@playwright/test';",
        "import { adminDatabase } from '../support/emulators.js';",
        "import { db } from '../support/db';",
        "import cs from '../../web/src/locales/cs/improve.json' with { type: 'json' };",
        "import {\n  screenshot,\n} from './support.js';",
        "const lazy = await import('./support.js');",
        "import gone from './missing.js';",
      ].join('\n'),
    );
    expect(relativeImports(root, 'tests/e2e/improve.e2e.ts').sort()).toEqual([
      'tests/e2e/support.ts',
      'tests/support/db/index.ts',
      'tests/support/emulators.ts',
      'web/src/locales/cs/improve.json',
    ]);
    expect(relativeImports(root, 'web/src/locales/cs/improve.json')).toEqual([]);
  });
});

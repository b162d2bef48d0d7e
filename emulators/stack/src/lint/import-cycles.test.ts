import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkImportCycles,
  circleThrough,
  findCycles,
  importGraph,
  resolveImport,
  moduleImports,
} from './import-cycles.ts';

describe('moduleImports', () => {
  it('lists static imports, re-exports, import() and require of literal paths', () => {
    const text = [
      "import a from './a.js';",
      "import { b } from './b.js';",
      "import * as c from './c.js';",
      "import './d.js';",
      "export { e } from './e.js';",
      "export * from './f.js';",
      "const g = await import('./g.js');",
      "const h = require('./h.js');",
      'const i = await import(someVariable);',
    ].join('\n');
    expect(moduleImports('x.ts', text)).toEqual([
      './a.js',
      './b.js',
      './c.js',
      './d.js',
      './e.js',
      './f.js',
      './g.js',
      './h.js',
    ]);
  });

  it('lists imports and re-exports of types only as well', () => {
    const text = [
      "import type { A } from './a.js';",
      "import { type B, type C } from './b.js';",
      "import { type D, e } from './mixed.js';",
      "export type { F } from './f.js';",
      "export { type G } from './g.js';",
      'export { local };',
    ].join('\n');
    expect(moduleImports('x.ts', text)).toEqual([
      './a.js',
      './b.js',
      './mixed.js',
      './f.js',
      './g.js',
    ]);
  });

  it('reads JSX files', () => {
    const text = "import { Card } from '@/components/card';\nexport const x = <Card />;\n";
    expect(moduleImports('web/src/x.tsx', text)).toEqual(['@/components/card']);
  });
});

describe('resolveImport', () => {
  const files = new Set([
    'web/src/lib/format.ts',
    'web/src/app/routes/index.tsx',
    'functions/src/shared/units.ts',
    'emulators/stack/src/paths.ts',
    'emulators/stack/bin/facet-stack.mjs',
  ]);
  const exists = (path: string) => files.has(path);

  it('finds the TypeScript file of a ".js" path and a folder index', () => {
    expect(resolveImport('/r', 'emulators/stack/src/cli.ts', './paths.js', exists)).toBe(
      'emulators/stack/src/paths.ts',
    );
    expect(resolveImport('/r', 'web/src/app/app.tsx', './routes', exists)).toBe(
      'web/src/app/routes/index.tsx',
    );
    expect(
      resolveImport('/r', 'emulators/stack/src/cli.ts', '../bin/facet-stack.mjs', exists),
    ).toBe('emulators/stack/bin/facet-stack.mjs');
  });

  it("follows the web's aliases in web files only; packages and missing files are not ours", () => {
    expect(resolveImport('/r', 'web/src/app/app.tsx', '@/lib/format', exists)).toBe(
      'web/src/lib/format.ts',
    );
    expect(resolveImport('/r', 'web/src/app/app.tsx', '@shared/units.js', exists)).toBe(
      'functions/src/shared/units.ts',
    );
    expect(resolveImport('/r', 'tests/x.ts', '@/lib/format', exists)).toBeUndefined();
    expect(resolveImport('/r', 'web/src/app/app.tsx', '@mui/material', exists)).toBeUndefined();
    expect(resolveImport('/r', 'web/src/app/app.tsx', './missing.js', exists)).toBeUndefined();
    expect(resolveImport('/r', 'web/x.ts', '../../outside.js', exists)).toBeUndefined();
  });
});

describe('findCycles', () => {
  it('finds each circle once, of two files, of many, and a file importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c', 'f']],
      ['f', []],
      ['self', ['self']],
      ['g', ['h', 'package-not-ours']],
      ['h', []],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['self']]);
    expect(circleThrough(graph, ['c', 'd', 'e'])).toEqual(['c', 'd', 'e', 'c']);
    expect(circleThrough(graph, ['self'])).toEqual(['self', 'self']);
  });

  it('finds none in a tree, and survives a chain of 100,000 imports', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
    const chain = new Map<string, string[]>();
    for (let i = 0; i < 100_000; i++) chain.set(`m${i}`, i + 1 < 100_000 ? [`m${i + 1}`] : ['m0']);
    const [cycle] = findCycles(chain);
    expect(cycle).toHaveLength(100_000);
  });
});

describe('checkImportCycles', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  function tree(files: Record<string, string>): string[] {
    root = mkdtempSync(join(tmpdir(), 'facet-cycles-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return Object.keys(files);
  }

  it('fails on a circle through an alias and names its path', () => {
    const files = tree({
      'web/src/features/a/api.ts': "import { b } from '@/features/a/model';\nexport const a = b;\n",
      'web/src/features/a/model.ts': "import { a } from './api';\nexport const b = () => a;\n",
      'web/src/lib/format.ts': 'export const format = 1;\n',
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(checkImportCycles(root, files)).toBe(1);
    expect(log.mock.calls.map(([line]) => String(line))).toContain(
      'Import cycle: web/src/features/a/api.ts → web/src/features/a/model.ts → web/src/features/a/api.ts',
    );
  });

  it('fails on a circle of which one side imports types only', () => {
    const files = tree({
      'functions/src/a.ts': "import type { B } from './b.js';\nexport const a = (b: B) => b;\n",
      'functions/src/b.ts': "import { a } from './a.js';\nexport type B = ReturnType<typeof a>;\n",
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(checkImportCycles(root, files)).toBe(1);
    expect(importGraph(root, files).get('functions/src/a.ts')).toEqual(['functions/src/b.ts']);
    expect(log.mock.calls.map(([line]) => String(line))).toContain(
      'Import cycle: functions/src/a.ts → functions/src/b.ts → functions/src/a.ts',
    );
  });

  it('passes when the shared type sits below both', () => {
    const files = tree({
      'functions/src/a.ts': "import type { B } from './c.js';\nexport const a = (b: B) => b;\n",
      'functions/src/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
      'functions/src/c.ts': 'export type B = { name: string };\n',
    });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(checkImportCycles(root, files)).toBe(0);
  });
});

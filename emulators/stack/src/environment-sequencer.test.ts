import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { EnvironmentSequencer, environmentOf } from './environment-sequencer.js';

/** The pragma, spelled apart: Vitest reads it in this file's own text too. */
const PRAGMA = ['@vitest', 'environment'].join('-');

const dir = mkdtempSync(join(tmpdir(), 'facet-sequencer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A test file on disk and its specification as Vitest hands it to a sequencer. */
function spec(project: string, environment: string, name: string, source: string) {
  const moduleId = join(dir, `${project}-${name}.test.ts`);
  writeFileSync(moduleId, source);
  const config = { environment, isolate: false, sequence: { groupOrder: 0 } };
  return { moduleId, project: { name: project, config } } as unknown as TestSpecification;
}

/** Vitest's context as the base sequencer reads it: no durations or sizes cached (a fresh clone). */
const context = {
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
  config: { root: dir },
} as unknown as Vitest;

describe('environmentOf', () => {
  it("reads a file's environment comment, else takes its project's", () => {
    expect(environmentOf(`// ${PRAGMA} node\nimport x from "y";`, 'jsdom')).toBe('node');
    expect(environmentOf(`/**\n * ${PRAGMA} happy-dom\n */`, 'node')).toBe('happy-dom');
    expect(environmentOf('import x from "y";', 'jsdom')).toBe('jsdom');
  });
});

describe('EnvironmentSequencer', () => {
  it("keeps each project's files of one environment together, in Vitest's order otherwise", async () => {
    const files = [
      spec('web', 'jsdom', 'a', 'it("a")'),
      spec('web', 'jsdom', 'b', `// ${PRAGMA} node\nit("b")`),
      spec('web', 'jsdom', 'c', 'it("c")'),
      spec('functions', 'node', 'e', 'it("e")'),
      spec('web', 'jsdom', 'd', `// ${PRAGMA} node\nit("d")`),
      spec('web', 'jsdom', 'f', 'it("f")'),
    ];
    const sorted = await new EnvironmentSequencer(context).sort(files);
    const names = sorted.map((file) => file.moduleId.slice(dir.length + 1, -'.test.ts'.length));
    // Projects one after another (Vitest's own order); within web, jsdom's files, then node's.
    expect(names).toEqual(['functions-e', 'web-a', 'web-c', 'web-f', 'web-b', 'web-d']);
  });
});

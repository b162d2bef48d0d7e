/**
 * The lint rules on imports catch what they are there for: a circle between two modules, of run-time
 * or of type-only imports (the fixtures in `fixtures/cycle` and `fixtures/type-cycle`, kept out of
 * `npm run lint` by its ignores; found by the import cycle check of `npm run lint`) and an upward
 * import between layers (ESLint with the repository's own config), the web app's through its `@/`
 * alias too.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';
import { checkImportCycles } from '../../emulators/stack/src/lint/import-cycles.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** ESLint with the repository's own config, ignores off (the fixtures are linted on purpose). */
const eslint = new ESLint({ cwd: ROOT, ignore: false });

/** The rules a lint result reports, by id (or message, for a problem without a rule). */
const ruleIdsIn = ([result]: ESLint.LintResult[]): string[] =>
  (result?.messages ?? []).map((message) => message.ruleId ?? message.message);

async function ruleIds(file: string): Promise<string[]> {
  return ruleIdsIn(await eslint.lintFiles([file]));
}

/**
 * {@link ruleIds} of `text` as if it were the file at `file` (the rules apply by a file's place),
 * without writing it: `npm run lint` may be reading the tree meanwhile (`.ci/run` runs it beside
 * `npm test`), and a file written for a moment could be linted or type-checked as the project's.
 */
async function ruleIdsOfText(file: string, text: string): Promise<string[]> {
  return ruleIdsIn(await eslint.lintText(text, { filePath: file }));
}

describe('import rules', () => {
  it('refuse a circle between two modules', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const files = ['tests/lint/fixtures/cycle/first.ts', 'tests/lint/fixtures/cycle/second.ts'];
      expect(checkImportCycles(ROOT, files)).toBe(1);
      expect(log.mock.calls.map(([line]) => String(line))).toContain(
        `Import cycle: ${files[0]} → ${files[1]} → ${files[0]}`,
      );
    } finally {
      log.mockRestore();
    }
  });

  it('refuse a circle of type-only imports', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const files = [
        'tests/lint/fixtures/type-cycle/line.ts',
        'tests/lint/fixtures/type-cycle/order.ts',
      ];
      expect(checkImportCycles(ROOT, files)).toBe(1);
      expect(log.mock.calls.map(([line]) => String(line))).toContain(
        `Import cycle: ${files[0]} → ${files[1]} → ${files[0]}`,
      );
    } finally {
      log.mockRestore();
    }
  });

  it('find no circle in the repository', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(checkImportCycles(ROOT)).toBe(0);
      expect(String(log.mock.calls.at(-1)?.[0])).toMatch(
        /^No import cycles among \d{4,} source files\.$/,
      );
    } finally {
      log.mockRestore();
    }
  });

  it("refuse an import of the database emulator's protocol in its core", async () => {
    const ids = await ruleIdsOfText(
      `${ROOT}emulators/database/src/core/zz-upward-import.ts`,
      "import { handleRequest } from '../protocol/actions.js';\n\nexport const handle = handleRequest;\n",
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('refuse an import from the domain layer in the schemas layer below it', async () => {
    const ids = await ruleIdsOfText(
      `${ROOT}functions/src/shared/schemas/zz-upward-import.ts`,
      "import { buildingTitleOf } from '../domain/building/building-title.js';\n\nexport const title = buildingTitleOf;\n",
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it("refuse a feature's module in the web's shared layers and in another feature, through the `@/` alias", async () => {
    // The web app imports through its tsconfig's `@/` alias: the rule sees the boundary only
    // when the resolver follows the alias to the file.
    const text =
      "import { saveEquipment } from '@/features/equipment/api/equipment-writes';\n\nexport const save = saveEquipment;\n";
    for (const file of [
      'web/src/lib/zz-upward-import.ts',
      'web/src/features/improve/zz-cross-feature-import.ts',
    ]) {
      expect(await ruleIdsOfText(`${ROOT}${file}`, text)).toContain('import/no-restricted-paths');
    }
    // The same import in the app layer, which composes the features, is allowed.
    expect(await ruleIds(`${ROOT}web/src/app/add-equipment-button.tsx`)).toEqual([]);
  });

  it("refuse a journey that takes Playwright's own `test` instead of support.ts's", async () => {
    const ids = await ruleIdsOfText(
      `${ROOT}tests/e2e/zz-own-test.e2e.ts`,
      "import { test } from '@playwright/test';\n\ntest('x', () => undefined);\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });
});

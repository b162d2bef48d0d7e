/**
 * The lint rules on imports catch what they are there for: a circle between two modules (the
 * fixtures in `fixtures/cycle`, kept out of `npm run lint` by the config's ignores) and an upward
 * import between layers. Runs ESLint with the repository's own config.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (path: string) => fileURLToPath(new URL(`./fixtures/${path}`, import.meta.url));

async function ruleIds(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, ignore: false });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('refuse a circle between two modules', async () => {
    expect(await ruleIds(fixture('cycle/first.ts'))).toContain('import/no-cycle');
    expect(await ruleIds(fixture('cycle/second.ts'))).toContain('import/no-cycle');
  });

  it("refuse an import of the database emulator's protocol in its core", async () => {
    const file = `${ROOT}emulators/database/src/core/zz-upward-import.ts`;
    writeFileSync(
      file,
      "import { handleRequest } from '../protocol/actions.js';\n\nexport const handle = handleRequest;\n",
    );
    try {
      expect(await ruleIds(file)).toContain('import/no-restricted-paths');
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('refuse an import from the domain layer in the schemas layer below it', async () => {
    // Written for the moment of the check only: the rule applies by the file's place.
    const file = `${ROOT}functions/src/shared/schemas/zz-upward-import.ts`;
    writeFileSync(
      file,
      "import { buildingTitleOf } from '../domain/building/building-title.js';\n\nexport const title = buildingTitleOf;\n",
    );
    try {
      expect(await ruleIds(file)).toContain('import/no-restricted-paths');
    } finally {
      rmSync(file, { force: true });
    }
  });
});

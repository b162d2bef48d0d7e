/**
 * House rule (issue 20): no source file over 300 lines without a reason written at its top, as
 * a comment line starting with "Over 300 lines:" (tables, fixtures, one-scenario benches). Test
 * files are exempt: a long test file is a list of cases.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LIMIT = 300;
const REASON = /^\s*(\/\/|\*|\/\*\*?)\s*Over 300 lines:/m;
/** How far down the reason may stand (after the imports of a long import list). */
const REASON_WITHIN_LINES = 40;

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !/\.(test|e2e)\.[cm]?[jt]sx?$/.test(file))
    .filter((file) => !file.startsWith('tests/lint/fixtures/'));

describe('file sizes', () => {
  it(`no source file over ${LIMIT} lines without a reason at its top`, () => {
    const unexplained: string[] = [];
    for (const file of sourceFiles()) {
      let text: string;
      try {
        text = readFileSync(`${ROOT}${file}`, 'utf8');
      } catch {
        continue; // Deleted in the working tree, not yet in git.
      }
      const lines = text.split('\n');
      if (lines.length - 1 <= LIMIT) continue;
      if (!REASON.test(lines.slice(0, REASON_WITHIN_LINES).join('\n'))) {
        unexplained.push(`${file} (${lines.length - 1} lines)`);
      }
    }
    expect(unexplained, 'split these files or say at their top why they are long').toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A new folder in the temporary directory (`{prefix}XXXXXX`), removed when the test that asked
 * for it finishes, passed or failed: tests leave nothing behind in /tmp. Call it during a test.
 */
export function testDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

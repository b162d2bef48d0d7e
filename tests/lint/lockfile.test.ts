/**
 * The lockfile names each registry package's tarball (`resolved`), so that `npm ci` on a clean
 * machine downloads the tarballs at once instead of first asking the registry for every package's
 * metadata (issue 33: 1,279 requests more, 9–21 s of CI's install). Our machines' user config
 * (`omit-lockfile-registry-resolved=true`) strips the addresses on any `npm install`; the
 * project's .npmrc turns that off.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// Imported rather than read, so that `npm run test:quick` (`vitest related`) runs this file when
// the lockfile changes.
import lockfile from '../../package-lock.json' with { type: 'json' };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
}

/** `node_modules/a/node_modules/@b/c` → `@b/c`, or the entry's own name (an npm: alias's target). */
function packageName(path: string, entry: LockEntry): string {
  return entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The registry's address of `name@version`'s tarball, as npm writes it into a lockfile. */
function tarballUrl(name: string, version: string): string {
  const base = name.startsWith('@') ? name.slice(name.indexOf('/') + 1) : name;
  return `https://registry.npmjs.org/${name}/-/${base}-${version}.tgz`;
}

describe('package-lock.json', () => {
  const packages: Record<string, LockEntry> = lockfile.packages;
  const registryPackages = Object.entries(packages).filter(
    ([path, entry]) => path.includes('node_modules/') && !entry.link,
  );

  it('names the tarball and checksum of every registry package', () => {
    expect(registryPackages.length).toBeGreaterThan(1000);
    const unnamed = registryPackages
      .filter(
        ([path, entry]) =>
          entry.integrity === undefined ||
          entry.resolved !== tarballUrl(packageName(path, entry), entry.version ?? ''),
      )
      .map(([path, entry]) => `${path} (${entry.resolved ?? 'no resolved'})`);
    expect(unnamed, 'run `npm install` with the project .npmrc to write them').toEqual([]);
  });

  it("is kept that way by the project's .npmrc", () => {
    const settings = readFileSync(`${ROOT}.npmrc`, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(settings).toContain('omit-lockfile-registry-resolved=false');
  });
});

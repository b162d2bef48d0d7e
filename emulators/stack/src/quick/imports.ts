import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** `from '…'`, `import '…'` and `import('…')` with a relative specifier. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative specifier names: `.js` written for a `.ts` source, or no extension. */
function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  const base = normalize(join(dirname(fromFile), specifier));
  const candidates = /\.(js|mjs|cjs)$/.test(base)
    ? [base.replace(/\.(m|c)?js$/, '.ts'), base.replace(/\.(m|c)?js$/, '.tsx'), base]
    : [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return (
    candidates.find(
      (candidate) => existsSync(`${root}${candidate}`) && statSync(`${root}${candidate}`).isFile(),
    ) ?? null
  );
}

/**
 * The project files a TypeScript or JavaScript file imports by relative path (packages left out),
 * relative to the repository `root` (ending in `/`).
 */
export function relativeImports(root: string, file: string): string[] {
  if (!/\.(ts|tsx|js|mjs|cjs)$/.test(file) || !existsSync(`${root}${file}`)) return [];
  const text = readFileSync(`${root}${file}`, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const resolved = resolveSpecifier(root, file, match[1]!);
    if (resolved) found.add(resolved);
  }
  return [...found];
}

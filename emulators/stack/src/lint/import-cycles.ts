import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Circular imports between our own modules (STYLE.md: the layers import downwards only), found
 * from one pass over the sources instead of ESLint's `import/no-cycle`, which walked every import
 * chain again from each file and took 70 % of `npm run lint`. Counts every import: static imports
 * and re-exports, `import()` with a literal path and `require` of a literal path, and imports and
 * re-exports of types only (`import type`, every binding `type`) as well. A type-only import loads
 * nothing at run time, but a circle of them is still two modules that each need the other: a type
 * in the wrong one (issue 36 found four such circles). Packages cannot import back into ours, so
 * only our files are followed: relative paths, and the web's `@/` and `@shared/` aliases
 * (web/tsconfig.json).
 */

/** Extensions a source file may have, in the order TypeScript's resolution tries them. */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** Folders that hold generated or deliberately offending code, as in eslint.config.js. */
const IGNORED = [
  /(^|\/)node_modules\//,
  /^web\/dist\//,
  /^functions\/lib\//,
  /(^|\/)coverage\//,
  /^\.stack\//,
  /^tests\/e2e\/(results|screenshots)\//,
  /^tests\/lint\/fixtures\//,
];

/** The web's path aliases (web/tsconfig.json `paths`), relative to the repository. */
const WEB_ALIASES: readonly [prefix: string, target: string][] = [
  ['@/', 'web/src/'],
  ['@shared/', 'functions/src/shared/'],
];

/** The module specifiers a file imports, types only or not, in source order. */
export function moduleImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    kindOf(fileName),
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const loads =
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require');
      if (loads && first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function kindOf(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * The repository file `specifier` names from `importer` (both relative to `root`), or undefined
 * for a package or a path that is not ours. `./x.js` finds `x.ts` as TypeScript does.
 */
export function resolveImport(
  root: string,
  importer: string,
  specifier: string,
  exists: (path: string) => boolean = (path) => existsSync(join(root, path)),
): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = relative(root, resolve(root, dirname(importer), specifier));
  } else if (importer.startsWith('web/')) {
    const alias = WEB_ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) base = alias[1] + specifier.slice(alias[0].length);
  }
  if (base === undefined || base.startsWith('..')) return undefined;
  const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
  const candidates = [
    ...(stem !== base ? SOURCE_EXTENSIONS.map((extension) => stem + extension) : []),
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => /\.[cm]?[jt]sx?$/.test(candidate) && exists(candidate));
}

/**
 * Every circle of imports among `graph`'s files (strongly connected components of more than one
 * file, or a file importing itself), each as the list of its files in a stable order.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so that a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = component.length === 1 && edges.includes(frame.node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One path around a circle, for the message: `a.ts → b.ts → a.ts`. */
export function circleThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  component: readonly string[],
): string[] {
  const members = new Set(component);
  const start = component[0]!;
  // Breadth-first from the start back to it, within the component.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}

/** The repository's lintable source files (tracked or new, not ignored), relative to `root`. */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !IGNORED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)));
}

/** The import graph of `files`: each file and the files of ours it imports. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = moduleImports(file, text)
      .map((specifier) => resolveImport(root, file, specifier, (path) => known.has(path)))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The check of `npm run lint`: prints each circle found; resolves with the exit code. */
export function checkImportCycles(root: string, files = sourceFiles(root)): number {
  const graph = importGraph(root, files);
  const cycles = findCycles(graph);
  for (const component of cycles) {
    console.log(`Import cycle: ${circleThrough(graph, component).join(' → ')}`);
    if (component.length > 2)
      console.log(`  (${component.length} files take part: ${component.join(', ')})`);
  }
  if (cycles.length > 0) {
    console.log(
      `${cycles.length} import cycle(s). Move what both sides need into a module below them (STYLE.md rule 1).`,
    );
    return 1;
  }
  console.log(`No import cycles among ${files.length} source files.`);
  return 0;
}

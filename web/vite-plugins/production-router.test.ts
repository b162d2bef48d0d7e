// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { productionRouter, productionRouterFile } from './production-router.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const FROM = join(WEB, 'package.json');
const ENTRY = '\0facet-router-entry.js';

/** A module of `source` as the build's entry, resolved from web/ as the app's modules are. */
function entryOf(source: string): Plugin {
  return {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) => (id === ENTRY ? source : null),
  };
}

/**
 * The files of React Router a production build of `source` bundles (paths below
 * `node_modules/react-router/`), built as `vite build` builds the app, with `plugins`.
 */
async function bundledRouterFiles(source: string, plugins: Plugin[]): Promise<string[]> {
  const output = (await build({
    configFile: false,
    root: WEB,
    logLevel: 'silent',
    plugins: [entryOf(source), ...plugins],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput;
  return output.output
    .flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []))
    .map((id) => /node_modules\/react-router\/(.*)$/.exec(id)?.[1])
    .filter((file): file is string => file !== undefined)
    .sort();
}

const APP_IMPORT =
  "import { createBrowserRouter, RouterProvider } from 'react-router-dom';\n" +
  'console.log(createBrowserRouter, RouterProvider);\n';

describe('productionRouter', () => {
  it("finds each entry's production file, which warns nothing", () => {
    for (const entry of ['react-router', 'react-router/dom']) {
      const file = productionRouterFile(entry, FROM);
      expect(file).toMatch(/node_modules\/react-router\/dist\/production\/[\w-]+\.mjs$/);
    }
    const production = dirname(productionRouterFile('react-router', FROM));
    const flags = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => [
        ...readFileSync(join(production, file), 'utf8').matchAll(/ENABLE_DEV_WARNINGS = (\w+)/g),
      ])
      .map((match) => match[1]);
    expect(flags).toContain('false');
    expect(flags).not.toContain('true');
  });

  it('refuses a specifier that is not an entry of React Router', () => {
    expect(() => productionRouterFile('react-router/internal', FROM)).toThrow(/not one of/);
    expect(() => productionRouterFile('constructor', FROM)).toThrow(/not one of/);
  });

  it("bundles only React Router's production build, through react-router-dom too", async () => {
    const files = await bundledRouterFiles(APP_IMPORT, [productionRouter()]);
    expect(files.length).toBeGreaterThan(1);
    expect(files.every((file) => file.startsWith('dist/production/'))).toBe(true);
  }, 30_000);

  it("is needed: React Router's exports alone give the development build", async () => {
    // When this fails, upstream's exports name the production build again (remix-run/react-router
    // #14102) and the plugin can go.
    const files = await bundledRouterFiles(APP_IMPORT, []);
    expect(files.some((file) => file.startsWith('dist/development/'))).toBe(true);
  }, 30_000);
});

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's production build in the app's builds.
 *
 * React Router 7 ships two builds, `dist/development` and `dist/production`, but its package's
 * `exports` name only the development one, whatever the bundler's conditions (upstream,
 * remix-run/react-router#12437, "temporarily", and #14102, still open). That build differs by one
 * constant: `ENABLE_DEV_WARNINGS = true`, so every built page carried the router's development
 * warnings and their code ("No routes matched location …" in the console, and on its default
 * error screen, shown for an error no route catches, a "Hey developer" note on top of the error
 * and its stack). This plugin resolves `react-router` and `react-router/dom`, whoever imports them
 * (`react-router-dom` does), to the production files when Vite builds; the dev server and the
 * tests keep the development build and its warnings.
 */
const ROUTER_ENTRIES: Readonly<Record<string, string>> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/** `dist/production/{file}` of the installed React Router, next to what its exports resolve to. */
export function productionRouterFile(specifier: string, from: string): string {
  const file = Object.hasOwn(ROUTER_ENTRIES, specifier) ? ROUTER_ENTRIES[specifier] : undefined;
  if (file === undefined) throw new Error(`${specifier} is not one of React Router's entries`);
  const resolved = createRequire(from).resolve('react-router/package.json');
  const production = join(dirname(resolved), 'dist', 'production', file);
  // A release that moves its builds fails the build here rather than bundling nothing.
  if (!existsSync(production))
    throw new Error(`React Router has no production build at ${production}`);
  return production;
}

export function productionRouter(): Plugin {
  return {
    name: 'facet:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!Object.hasOwn(ROUTER_ENTRIES, source)) return null;
      return productionRouterFile(source, importer ?? join(process.cwd(), 'package.json'));
    },
  };
}

import type { Feature } from './features.ts';

/** What `npm run test:quick` runs for a change, and why. */
export interface QuickSelection {
  /** The features the change touches, each with the changed files that touch it. */
  features: Map<string, string[]>;
  /** Emulator-backed suites to run, each with the reason. */
  suites: Map<string, string>;
  /** Browser journeys (file names in tests/e2e/) to run, each with the reason. */
  journeys: Map<string, string>;
  /** Firefox journeys (file names in tests/firefox/) to run, each with the reason. */
  firefox: Map<string, string>;
  /** Changed files that belong to no feature and no test: covered by their unit tests only. */
  unplaced: string[];
}

export interface QuickInventory {
  features: readonly Feature[];
  /** Every emulator-backed suite, relative to the repository. */
  suites: readonly string[];
  /** Every journey's file name in tests/e2e/. */
  journeys: readonly string[];
  /** Every Firefox journey's file name in tests/firefox/ (none if absent). */
  firefox?: readonly string[];
  /** The project files `file` imports (relative to the repository), for files under tests/. */
  importsOf(file: string): readonly string[];
}

const JOURNEY_DIR = 'tests/e2e/';
/** Changing one of these changes how every suite, or every journey, runs. */
const SUITE_CONFIG = 'tests/vitest.config.ts';
const JOURNEY_CONFIG = 'tests/e2e/playwright.config.ts';
const FIREFOX_DIR = 'tests/firefox/';
const FIREFOX_CONFIG = 'tests/firefox/vitest.config.ts';

/** Whether `file` is under `prefix` (a folder ending in `/`, a file, or a name's beginning). */
export function matchesSource(file: string, prefix: string): boolean {
  if (!prefix.includes('*')) return file.startsWith(prefix);
  const pattern = prefix
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}`).test(file);
}

/**
 * Files under tests/ that `start` imports, directly or through other files under tests/ (the
 * app's own modules are not followed: a journey that names a demo building id is not about every
 * module the seed imports).
 */
function testImports(start: string, importsOf: QuickInventory['importsOf']): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const imported of importsOf(file)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (imported.startsWith('tests/')) queue.push(imported);
    }
  }
  return seen;
}

/** Adds `key` with `reason` unless it is there already (the first reason stays). */
function add(map: Map<string, string>, key: string, reason: string) {
  if (!map.has(key)) map.set(key, reason);
}

/** The suites and journeys (Chromium and Firefox) a change of `changed` (paths relative to the repository) needs. */
export function selectQuick(changed: readonly string[], inventory: QuickInventory): QuickSelection {
  const selection: QuickSelection = {
    features: new Map(),
    suites: new Map(),
    journeys: new Map(),
    firefox: new Map(),
    unplaced: [],
  };
  const firefox = inventory.firefox ?? [];
  const suiteImports = new Map(
    inventory.suites.map((s) => [s, testImports(s, inventory.importsOf)]),
  );
  const journeyImports = new Map(
    inventory.journeys.map((j) => [j, testImports(`${JOURNEY_DIR}${j}`, inventory.importsOf)]),
  );
  const firefoxImports = new Map(
    firefox.map((j) => [j, testImports(`${FIREFOX_DIR}${j}`, inventory.importsOf)]),
  );

  for (const file of changed) {
    let placed = false;
    if (file === SUITE_CONFIG) {
      inventory.suites.forEach((suite) => add(selection.suites, suite, `${file} changed`));
      placed = true;
    }
    if (file === JOURNEY_CONFIG) {
      inventory.journeys.forEach((journey) => add(selection.journeys, journey, `${file} changed`));
      placed = true;
    }
    if (inventory.suites.includes(file)) {
      add(selection.suites, file, 'changed');
      placed = true;
    }
    if (file === FIREFOX_CONFIG) {
      firefox.forEach((journey) => add(selection.firefox, journey, `${file} changed`));
      placed = true;
    }
    const firefoxJourney = file.startsWith(FIREFOX_DIR) ? file.slice(FIREFOX_DIR.length) : '';
    if (firefox.includes(firefoxJourney)) {
      add(selection.firefox, firefoxJourney, 'changed');
      placed = true;
    }
    for (const [name, imports] of firefoxImports) {
      if (imports.has(file)) {
        add(selection.firefox, name, `imports ${file}`);
        placed = true;
      }
    }
    const journey = file.startsWith(JOURNEY_DIR) ? file.slice(JOURNEY_DIR.length) : '';
    if (inventory.journeys.includes(journey)) {
      add(selection.journeys, journey, 'changed');
      placed = true;
    }
    for (const [suite, imports] of suiteImports) {
      if (imports.has(file)) {
        add(selection.suites, suite, `imports ${file}`);
        placed = true;
      }
    }
    for (const [name, imports] of journeyImports) {
      if (imports.has(file)) {
        add(selection.journeys, name, `imports ${file}`);
        placed = true;
      }
    }
    for (const feature of inventory.features) {
      if (!feature.sources.some((prefix) => matchesSource(file, prefix))) continue;
      placed = true;
      selection.features.set(feature.name, [...(selection.features.get(feature.name) ?? []), file]);
      feature.suites.forEach((suite) => add(selection.suites, suite, `feature ${feature.name}`));
      feature.journeys.forEach((name) => add(selection.journeys, name, `feature ${feature.name}`));
      (feature.firefox ?? []).forEach((name) =>
        add(selection.firefox, name, `feature ${feature.name}`),
      );
    }
    if (!placed) selection.unplaced.push(file);
  }
  return selection;
}

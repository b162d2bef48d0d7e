import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths.ts';
import { CROSS_CUTTING, FEATURES } from './features.ts';
import { matchesSource } from './select.ts';

const list = (dir: string, pattern: RegExp) =>
  readdirSync(`${ROOT}${dir}`).filter((name) => pattern.test(name));

const suites = ['tests/functions', 'tests/rules', 'tests/database'].flatMap((dir) =>
  list(dir, /\.test\.ts$/).map((name) => `${dir}/${name}`),
);
const journeys = list('tests/e2e', /\.e2e\.ts$/);
const firefox = list('tests/firefox', /\.firefox\.ts$/);
const placed = (path: string) =>
  FEATURES.some((feature) => feature.sources.some((prefix) => matchesSource(path, prefix)));

describe('the feature table of test:quick', () => {
  it('gives every emulator-backed suite and every journey a feature', () => {
    expect(suites.length).toBeGreaterThan(20);
    expect(journeys.length).toBeGreaterThan(25);
    const tableSuites = new Set(FEATURES.flatMap((feature) => feature.suites));
    const tableJourneys = new Set(FEATURES.flatMap((feature) => feature.journeys));
    expect(suites.filter((suite) => !tableSuites.has(suite))).toEqual([]);
    expect(journeys.filter((journey) => !tableJourneys.has(journey))).toEqual([]);
    const tableFirefox = new Set(FEATURES.flatMap((feature) => feature.firefox ?? []));
    expect(firefox.length).toBeGreaterThan(0);
    expect(firefox.filter((journey) => !tableFirefox.has(journey))).toEqual([]);
  });

  it('names only suites and journeys that exist', () => {
    const named = FEATURES.flatMap((feature) => [
      ...feature.suites,
      ...feature.journeys.map((journey) => `tests/e2e/${journey}`),
      ...(feature.firefox ?? []).map((journey) => `tests/firefox/${journey}`),
    ]);
    expect(named.filter((path) => !existsSync(`${ROOT}${path}`))).toEqual([]);
  });

  it('places every web feature, shared domain and translation namespace in a feature', () => {
    const folders = [
      // Every file of the web features, since a feature may be split by its folders (the wizard).
      ...readdirSync(`${ROOT}web/src/features`, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${relative(ROOT, entry.parentPath)}/${entry.name}`),
      ...list('functions/src/shared/domain', /^[^.]+$/)
        .filter((name) => !CROSS_CUTTING.includes(`functions/src/shared/domain/${name}/`))
        .map((name) => `functions/src/shared/domain/${name}/x.ts`),
      ...list('web/src/locales/en', /\.json$/).map((name) => `web/src/locales/cs/${name}`),
    ];
    expect(folders.filter((path) => !placed(path))).toEqual([]);
  });

  it('runs the Comparison journey for the shared comparison components, beside the shell', () => {
    const of = (path: string) =>
      FEATURES.filter((feature) =>
        feature.sources.some((prefix) => matchesSource(path, prefix)),
      ).map((feature) => feature.name);
    expect(of('web/src/components/benchmarks/comparison-rows-table.tsx')).toEqual([
      'shell',
      'comparison',
    ]);
  });

  it('names sources that exist: a file, a folder, or the beginning of names in a folder', () => {
    const missing = FEATURES.flatMap((feature) => feature.sources)
      .map((prefix) => prefix.replace('*', 'en'))
      .filter((prefix) => {
        if (existsSync(`${ROOT}${prefix}`)) return false;
        const dir = prefix.endsWith('/') ? prefix : dirname(prefix);
        if (!existsSync(`${ROOT}${dir}`)) return true;
        return !readdirSync(`${ROOT}${dir}`).some((name) => name.startsWith(basename(prefix)));
      });
    expect(missing).toEqual([]);
  });

  it("runs a wizard step's journeys for a change to a step, and the uploads' only for the uploads", () => {
    const of = (path: string) =>
      FEATURES.filter((feature) =>
        feature.sources.some((prefix) => matchesSource(path, prefix)),
      ).map((feature) => feature.name);
    expect(of('web/src/features/wizard/steps/general-step.tsx')).toEqual(['wizard']);
    expect(of('web/src/features/wizard/uploads/step-uploads.tsx')).toEqual(['wizard-uploads']);
    expect(of('web/src/features/wizard/steps/general-photo-field.tsx')).toEqual([
      'wizard',
      'building-photo',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Feature } from './features.ts';
import { matchesSource, selectQuick, type QuickInventory } from './select.ts';

const FEATURES: Feature[] = [
  {
    name: 'improve',
    sources: ['web/src/features/improve/', 'web/src/locales/*/improve.json'],
    suites: [],
    journeys: ['improve.e2e.ts'],
    firefox: ['dialogs.firefox.ts'],
  },
  {
    name: 'messages',
    sources: ['web/src/features/messages/', 'functions/src/services/messages-'],
    suites: ['tests/functions/messages.test.ts'],
    journeys: ['messages.e2e.ts'],
  },
];

const IMPORTS: Record<string, string[]> = {
  'tests/functions/messages.test.ts': [
    'tests/support/emulators.ts',
    'functions/src/shared/domain/messages/kinds.ts',
  ],
  'tests/functions/recompute.test.ts': ['tests/support/emulators.ts'],
  'tests/support/emulators.ts': ['tests/support/chromium.ts'],
  'tests/e2e/improve.e2e.ts': ['tests/e2e/support.ts', 'emulators/seed/src/generate.ts'],
  'tests/e2e/messages.e2e.ts': ['tests/e2e/support.ts'],
  'tests/e2e/auth.e2e.ts': [],
  'tests/firefox/dialogs.firefox.ts': ['tests/firefox/support.ts'],
  'tests/firefox/wizard.firefox.ts': ['tests/firefox/support.ts'],
  'tests/firefox/support.ts': ['tests/support/emulators.ts'],
  'emulators/seed/src/generate.ts': ['functions/src/shared/domain/metrics/eui.ts'],
};

const inventory: QuickInventory = {
  features: FEATURES,
  suites: ['tests/functions/messages.test.ts', 'tests/functions/recompute.test.ts'],
  journeys: ['improve.e2e.ts', 'messages.e2e.ts', 'auth.e2e.ts'],
  firefox: ['dialogs.firefox.ts', 'wizard.firefox.ts'],
  importsOf: (file) => IMPORTS[file] ?? [],
};

describe('matchesSource', () => {
  it('matches a folder, a name’s beginning, and one path segment for `*`', () => {
    expect(matchesSource('web/src/features/improve/a.tsx', 'web/src/features/improve/')).toBe(true);
    expect(matchesSource('web/src/features/improve-x/a.tsx', 'web/src/features/improve/')).toBe(
      false,
    );
    expect(
      matchesSource('functions/src/services/messages-store.ts', 'functions/src/services/messages-'),
    ).toBe(true);
    expect(matchesSource('web/src/locales/cs/improve.json', 'web/src/locales/*/improve.json')).toBe(
      true,
    );
    expect(
      matchesSource('web/src/locales/cs/x/improve.json', 'web/src/locales/*/improve.json'),
    ).toBe(false);
  });
});

describe('selectQuick', () => {
  it('runs the journeys and suites of the feature a change touches, and nothing else', () => {
    const selection = selectQuick(
      ['web/src/features/improve/measures-table.tsx', 'web/src/locales/de/improve.json'],
      inventory,
    );
    expect([...selection.features.keys()]).toEqual(['improve']);
    expect(selection.features.get('improve')).toHaveLength(2);
    expect([...selection.journeys]).toEqual([['improve.e2e.ts', 'feature improve']]);
    expect([...selection.firefox]).toEqual([['dialogs.firefox.ts', 'feature improve']]);
    expect(selection.suites.size).toBe(0);
    expect(selection.unplaced).toEqual([]);
  });

  it('runs a changed suite or journey itself', () => {
    const selection = selectQuick(
      ['tests/functions/recompute.test.ts', 'tests/e2e/auth.e2e.ts'],
      inventory,
    );
    expect([...selection.suites]).toEqual([['tests/functions/recompute.test.ts', 'changed']]);
    expect([...selection.journeys]).toEqual([['auth.e2e.ts', 'changed']]);
  });

  it('runs the Firefox journeys that changed or import a changed helper', () => {
    const changed = selectQuick(['tests/firefox/wizard.firefox.ts'], inventory);
    expect([...changed.firefox]).toEqual([['wizard.firefox.ts', 'changed']]);
    const helper = selectQuick(['tests/support/emulators.ts'], inventory);
    expect([...helper.firefox.keys()]).toEqual(['dialogs.firefox.ts', 'wizard.firefox.ts']);
    expect(helper.firefox.get('wizard.firefox.ts')).toBe('imports tests/support/emulators.ts');
  });

  it('runs what imports a changed test helper, directly or through other test helpers', () => {
    const selection = selectQuick(['tests/support/chromium.ts'], inventory);
    expect([...selection.suites.keys()].sort()).toEqual([
      'tests/functions/messages.test.ts',
      'tests/functions/recompute.test.ts',
    ]);
    expect(selection.suites.get('tests/functions/recompute.test.ts')).toBe(
      'imports tests/support/chromium.ts',
    );
    expect(selection.journeys.size).toBe(0);
    expect(selection.unplaced).toEqual([]);
  });

  it('follows imports only through tests/: a journey naming a seed id is not about every module the seed uses', () => {
    const viaSeed = selectQuick(['functions/src/shared/domain/metrics/eui.ts'], inventory);
    expect(viaSeed.journeys.size).toBe(0);
    expect(viaSeed.unplaced).toEqual(['functions/src/shared/domain/metrics/eui.ts']);
    const seed = selectQuick(['emulators/seed/src/generate.ts'], inventory);
    expect([...seed.journeys]).toEqual([
      ['improve.e2e.ts', 'imports emulators/seed/src/generate.ts'],
    ]);
  });

  it('runs a suite an app module is imported by, and says which files belong to no feature', () => {
    const selection = selectQuick(
      ['functions/src/shared/domain/messages/kinds.ts', 'README.md'],
      inventory,
    );
    expect([...selection.suites]).toEqual([
      ['tests/functions/messages.test.ts', 'imports functions/src/shared/domain/messages/kinds.ts'],
    ]);
    expect(selection.unplaced).toEqual(['README.md']);
  });

  it('runs every suite or every journey when their runner’s configuration changes', () => {
    expect(selectQuick(['tests/vitest.config.ts'], inventory).suites.size).toBe(2);
    expect(selectQuick(['tests/e2e/playwright.config.ts'], inventory).journeys.size).toBe(3);
  });
});

// Over 300 lines: a table, one entry per feature, with one path per line as Prettier lays it out.
/**
 * Which emulator-backed suites and browser journeys (Chromium's and Firefox's) check which feature,
 * and which sources make up each feature: `npm run test:quick` runs the suites and journeys of the
 * features a change touches. features.test.ts keeps the table whole: every suite and journey belongs to a feature,
 * every web feature folder and shared domain folder is some feature's source, and every path named
 * here exists.
 */
export interface Feature {
  name: string;
  /**
   * Path prefixes (relative to the repository; a trailing `/` names a folder) of the sources that
   * make up the feature. `*` stands for one path segment (e.g. a language in `web/src/locales/*`).
   */
  sources: readonly string[];
  /** Emulator-backed suites (tests/vitest.config.ts), relative to the repository. */
  suites: readonly string[];
  /** Browser journeys, file names in tests/e2e/. */
  journeys: readonly string[];
  /** Firefox journeys, file names in tests/firefox/ (tests/firefox/support.ts). */
  firefox?: readonly string[];
}

/**
 * Sources every feature uses: a change there is checked by the unit tests of what imports it
 * (which `test:quick` runs) and by `npm test`.
 */
export const CROSS_CUTTING: readonly string[] = ['functions/src/shared/domain/common/'];

/** A web feature's folder. */
const web = (key: string) => `web/src/features/${key}/`;
/** A shared domain folder (functions/src/shared/domain: used by the web app and the functions). */
const domain = (key: string) => `functions/src/shared/domain/${key}/`;
/** Translation namespaces, in every language. */
const locales = (...namespaces: string[]) =>
  namespaces.map((namespace) => `web/src/locales/*/${namespace}.json`);

export const FEATURES: readonly Feature[] = [
  {
    // The journeys' own harness: the page a worker hands from test to test (session.ts; every
    // journey imports it, so a change there also runs them all) and the browsers' settings.
    name: 'journey harness',
    sources: [
      'tests/e2e/session.ts',
      'tests/e2e/playwright.config.ts',
      'tests/support/chromium.ts',
      'tests/support/e2e-context.ts',
    ],
    suites: [],
    journeys: ['session.e2e.ts'],
  },
  {
    name: 'shell',
    sources: [
      'web/src/app/',
      'web/src/components/',
      'web/src/lib/',
      'web/src/config/',
      'web/src/main.tsx',
      'web/index.html',
      'web/vite.config.ts',
      'web/vite-plugins/',
      'web/package.json',
      web('legal'),
      ...locales('common', 'nav', 'screens', 'terms', 'validation', 'units', 'enums'),
    ],
    suites: [],
    journeys: [
      'shell.e2e.ts',
      'accessibility.e2e.ts',
      'narrow-screens.e2e.ts',
      'deploy.e2e.ts',
      'frames.e2e.ts',
    ],
  },
  {
    name: 'auth',
    sources: [web('auth'), web('tracking'), ...locales('auth'), 'tests/e2e/gapi-shim.js'],
    suites: ['tests/functions/tracking.test.ts'],
    journeys: ['auth.e2e.ts', 'google.e2e.ts'],
    firefox: ['building.firefox.ts'],
  },
  {
    name: 'platform',
    sources: [
      'functions/src/index.ts',
      'functions/src/global-options.ts',
      'functions/src/triggers/',
      'functions/src/queues/',
      'functions/src/scheduled/',
      'functions/src/services/admin-app.ts',
      'functions/src/services/http-',
      'functions/src/services/database-rest.ts',
      'functions/src/services/recompute-requests.ts',
      'functions/src/services/user-cop',
      'functions/src/services/tracking-',
      'functions/src/services/verify-id-token.ts',
      'functions/src/services/validated-on-call.ts',
      'firebase.json',
      'functions/.env',
      'emulators/stack/src/stack.ts',
      'emulators/stack/src/functions-region.ts',
      'emulators/stack/bin/',
      'emulators/stack/src/cli.ts',
      'emulators/stack/src/deploy-check',
      'emulators/database/src/',
    ],
    suites: [
      'tests/database/stack.test.ts',
      'tests/functions/triggers.test.ts',
      'tests/functions/bulk-limits.test.ts',
      'tests/functions/deploy-check-exit.test.ts',
    ],
    // Hosting's rewrites and headers (firebase.json) as the Hosting emulator serves them; the app
    // over a connection that upgrades from long polling.
    journeys: ['deploy.e2e.ts', 'frames.e2e.ts', 'connection.e2e.ts'],
  },
  {
    name: 'rules',
    sources: ['database.rules.json', 'functions/src/shared/schemas/'],
    suites: [
      'tests/rules/rules.test.ts',
      'tests/rules/schema-agreement.test.ts',
      'tests/rules/equipment-records.test.ts',
      'tests/rules/messages.test.ts',
      'tests/rules/search-index.test.ts',
      'tests/rules/shares.test.ts',
    ],
    journeys: [],
  },
  {
    name: 'demo',
    sources: [
      'emulators/seed/',
      'emulators/stack/src/seed.ts',
      'emulators/stack/src/demo-copies.ts',
    ],
    suites: ['tests/functions/demo-stack.test.ts'],
    journeys: ['portfolio.e2e.ts'],
  },
  {
    name: 'buildings',
    sources: [
      web('buildings'),
      domain('building'),
      domain('portfolio'),
      ...locales('buildings'),
      'functions/src/services/building-',
      'functions/src/services/portfolio-summaries.ts',
      'functions/src/services/pages-by-key.ts',
    ],
    suites: ['tests/functions/bulk-limits.test.ts'],
    journeys: ['portfolio.e2e.ts', 'building-photo.e2e.ts'],
    firefox: ['building.firefox.ts'],
  },
  {
    // The wizard's steps, as every wizard journey walks them; its uploads and the building's photo
    // have journeys of their own (below), which a change to a step does not run.
    name: 'wizard',
    sources: [
      ...['api/', 'components/', 'hooks/', 'steps/', 'testing/', 'utils/'].map(
        (folder) => `${web('wizard')}${folder}`,
      ),
      ...locales('wizard', 'wizardConsumption', 'wizardEnvelope', 'wizardGeneral', 'wizardSystems'),
      'functions/src/http/wizard.ts',
      'functions/src/services/wizard-finish-handler.ts',
    ],
    suites: ['tests/functions/wizard-finish.test.ts'],
    journeys: ['wizard.e2e.ts', 'wizard-steps.e2e.ts', 'wizard-failure.e2e.ts'],
    firefox: ['wizard.firefox.ts'],
  },
  {
    name: 'wizard-uploads',
    sources: [
      `${web('wizard')}uploads/`,
      `${web('wizard')}api/series-upload-client.ts`,
      `${web('wizard')}api/use-stored-series.ts`,
      domain('series'),
      domain('csv'),
      ...locales('wizardUploads', 'csv'),
      'functions/src/http/series.ts',
      'functions/src/services/series-upload-handler.ts',
      'functions/src/services/csv/',
    ],
    suites: ['tests/functions/series-upload.test.ts'],
    // wizard-steps.e2e.ts renders every step, their uploads included.
    journeys: ['wizard-uploads.e2e.ts', 'wizard-add-equipment.e2e.ts', 'wizard-steps.e2e.ts'],
  },
  {
    name: 'building-photo',
    sources: [
      `${web('wizard')}steps/general-photo-field.tsx`,
      `${web('wizard')}api/save-building-photo.ts`,
      `${web('wizard')}api/use-building-photo-state.ts`,
      `${web('wizard')}utils/building-photo-context.ts`,
    ],
    suites: [],
    journeys: ['building-photo.e2e.ts'],
  },
  {
    name: 'building-import',
    sources: [
      web('building-import'),
      domain('building-import'),
      ...locales('buildingImport'),
      'functions/src/http/imports.ts',
      'functions/src/services/building-import/',
    ],
    suites: [
      'tests/functions/building-import.test.ts',
      'tests/functions/building-import-failure.test.ts',
      'tests/functions/building-import-files.test.ts',
      'tests/functions/building-import-fuzz.test.ts',
      'tests/functions/building-import-large-owner.test.ts',
      'tests/functions/building-import-public.test.ts',
      'tests/functions/bulk-limits.test.ts',
    ],
    journeys: ['building-import.e2e.ts'],
    firefox: ['dialogs.firefox.ts'],
  },
  {
    name: 'metrics',
    sources: [
      web('figures'),
      domain('metrics'),
      ...locales('figures'),
      'functions/src/http/recompute-building.ts',
      'functions/src/services/recompute-building.ts',
      'functions/src/services/metrics-input.ts',
      'functions/src/services/nightly-recompute.ts',
      'functions/src/services/nightly-run.ts',
      'functions/src/scheduled/nightly-pass.ts',
      'functions/src/services/orphan-sweep.ts',
      'functions/src/services/pages-by-key.ts',
      'functions/src/services/building-derived.ts',
    ],
    suites: [
      'tests/functions/recompute.test.ts',
      'tests/functions/triggers.test.ts',
      'tests/functions/orphan-sweep-limits.test.ts',
    ],
    journeys: ['live-figures.e2e.ts', 'building-performance.e2e.ts', 'energy-star.e2e.ts'],
  },
  {
    // The building report (issue 37): its generator's tests read the PDFs back (unit tests), the
    // journey downloads one from the building header.
    name: 'report',
    sources: [web('report'), ...locales('report'), 'web/src/app/building-report-action.tsx'],
    suites: [],
    journeys: ['report.e2e.ts'],
  },
  {
    name: 'performance',
    sources: [web('performance'), ...locales('performance', 'charts', 'period')],
    suites: [],
    journeys: ['building-performance.e2e.ts'],
    firefox: ['building.firefox.ts'],
  },
  {
    name: 'comparison',
    sources: [
      web('comparison'),
      // The comparison cards and tables, shared with Improve and the reports (and the shell's).
      'web/src/components/benchmarks/',
      `${domain('metrics')}benchmarks/`,
      ...locales('comparison'),
      'functions/src/http/registry.ts',
      'functions/src/services/registry-handler.ts',
      'emulators/seed/src/registry-',
    ],
    suites: ['tests/functions/registry.test.ts', 'tests/functions/registry-deploy.test.ts'],
    journeys: ['comparison.e2e.ts'],
    firefox: ['building.firefox.ts'],
  },
  {
    name: 'improve',
    sources: [
      web('improve'),
      `${domain('metrics')}measures/`,
      ...locales('improve', 'improveCharts'),
    ],
    suites: [],
    journeys: ['improve.e2e.ts'],
    firefox: ['building.firefox.ts', 'dialogs.firefox.ts'],
  },
  {
    name: 'asset-reliability',
    sources: [
      web('asset-reliability'),
      `${domain('metrics')}reliability/`,
      ...locales('assetReliability'),
    ],
    suites: [],
    journeys: ['asset-reliability.e2e.ts', 'asset-reliability-budget.e2e.ts'],
    firefox: ['building.firefox.ts'],
  },
  {
    name: 'equipment',
    sources: [
      web('equipment'),
      `${domain('metrics')}views/equipment-page/`,
      ...locales('equipment', 'equipmentRecords', 'equipmentPage'),
      'functions/src/services/building-items-removal.ts',
    ],
    suites: ['tests/rules/equipment-records.test.ts'],
    journeys: [
      'equipment-register.e2e.ts',
      'equipment-page.e2e.ts',
      'equipment-records.e2e.ts',
      'equipment-image.e2e.ts',
      'wizard-add-equipment.e2e.ts',
    ],
  },
  {
    name: 'equipment-import',
    sources: [
      web('equipment-import'),
      domain('equipment-import'),
      ...locales('equipmentImport'),
      'functions/src/services/equipment-import/',
    ],
    suites: ['tests/functions/equipment-import.test.ts'],
    journeys: ['equipment-import.e2e.ts'],
  },
  {
    name: 'dashboard',
    sources: [
      web('dashboard'),
      domain('dashboard'),
      ...locales('dashboard'),
      'functions/src/services/dashboard-digest.ts',
    ],
    suites: [],
    journeys: ['dashboard.e2e.ts'],
  },
  {
    name: 'search',
    sources: [
      web('search'),
      web('building-search'),
      domain('search'),
      ...locales('search', 'buildingSearch'),
      'functions/src/services/search-index.ts',
    ],
    suites: ['tests/functions/search-index.test.ts', 'tests/rules/search-index.test.ts'],
    journeys: ['search.e2e.ts'],
  },
  {
    name: 'messages',
    sources: [
      web('messages'),
      domain('messages'),
      ...locales('messages'),
      'functions/src/services/messages-',
    ],
    suites: ['tests/functions/messages.test.ts', 'tests/rules/messages.test.ts'],
    journeys: ['messages.e2e.ts'],
  },
  {
    name: 'members',
    sources: [
      web('members'),
      web('profile'),
      domain('members'),
      domain('account'),
      ...locales('members', 'profile', 'settings'),
      'functions/src/http/users.ts',
      'functions/src/services/members-handler.ts',
      'functions/src/services/invitations-',
    ],
    suites: ['tests/functions/members.test.ts'],
    journeys: ['settings.e2e.ts'],
  },
  {
    name: 'shares',
    sources: [
      web('shares'),
      domain('shares'),
      ...locales('shares'),
      'functions/src/http/shares.ts',
      'functions/src/services/shares',
    ],
    suites: ['tests/functions/shares.test.ts', 'tests/rules/shares.test.ts'],
    journeys: ['share-links.e2e.ts', 'frames.e2e.ts'],
  },
];

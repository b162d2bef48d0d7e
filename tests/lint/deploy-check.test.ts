/**
 * Deployable (issue 32): the functions' runtime is one the installed firebase-tools marks GA and
 * not deprecated, the Node.js runtime with the longest support left, named alike in firebase.json
 * and functions/package.json; this test fails once it is deprecated and warns in the 90 days
 * before, as firebase-tools does. The checks `npm run deploy:check` makes on the rewrites and the
 * rules are tested here on small cases; the whole check (with firebase-tools' discovery of the
 * built functions) runs in CI.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DeployedEndpoint } from '../../emulators/stack/src/deploy-check/function-endpoints.js';
import {
  checkEndpoints,
  requestsAtOnce,
} from '../../emulators/stack/src/deploy-check/function-endpoints.js';
import {
  RULES_MAX_BYTES,
  checkRewrites,
  checkRulesFile,
  functionRewrites,
} from '../../emulators/stack/src/deploy-check/hosting-and-rules.js';
import {
  functionsRegion,
  readDotenv,
  webRegionProblem,
} from '../../emulators/stack/src/functions-region.js';
import { DEFAULT_REGION, databaseUrl } from '../../functions/src/shared/constants/region.js';
import {
  checkRuntimeAgreement,
  checkRuntimeSupport,
  installedRuntimeTable,
  type RuntimeTable,
} from '../../emulators/stack/src/deploy-check/runtime-support.js';
import { testDir } from '../../emulators/stack/src/test-dir.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const firebaseJson = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as {
  hosting: { rewrites: unknown[] };
  functions: { source: string; runtime: string }[];
};
const runtime = firebaseJson.functions.find((entry) => entry.source === 'functions')!.runtime;

const TABLE: RuntimeTable = {
  nodejs20: {
    friendly: 'Node.js 20',
    status: 'GA',
    deprecationDate: '2026-04-30',
    decommissionDate: '2026-10-30',
  },
  nodejs22: {
    friendly: 'Node.js 22',
    status: 'GA',
    deprecationDate: '2027-04-30',
    decommissionDate: '2028-10-31',
  },
  nodejs24: {
    friendly: 'Node.js 24',
    status: 'GA',
    deprecationDate: '2028-04-30',
    decommissionDate: '2028-10-31',
  },
  nodejs26: {
    friendly: 'Node.js 26',
    status: 'beta',
    deprecationDate: '2029-04-30',
    decommissionDate: '2029-10-31',
  },
};
const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('the functions runtime', () => {
  it("is supported by the installed firebase-tools' table today, and the longest supported", () => {
    const verdict = checkRuntimeSupport(runtime, installedRuntimeTable(ROOT), Date.now());
    for (const warning of verdict.warnings) console.warn(`deploy-check: ${warning}`);
    expect(verdict.problems).toEqual([]);
  });

  it('is named alike by firebase.json and the functions package', () => {
    const functionsPackage = JSON.parse(readFileSync(`${ROOT}functions/package.json`, 'utf8')) as {
      engines: { node: string };
    };
    expect(checkRuntimeAgreement(runtime, functionsPackage.engines.node)).toEqual([]);
    expect(checkRuntimeAgreement('nodejs24', '20')).toHaveLength(1);
    expect(checkRuntimeAgreement('python312', '24')).toHaveLength(1);
  });

  it('is refused once decommissioned, a problem once deprecated, a warning in the 90 days before', () => {
    expect(checkRuntimeSupport('nodejs20', TABLE, at('2026-11-29')).problems[0]).toMatch(
      /decommissioned on 2026-10-30/,
    );
    expect(checkRuntimeSupport('nodejs22', TABLE, at('2027-05-01')).problems[0]).toMatch(
      /deprecated on 2027-04-30/,
    );
    const notice = checkRuntimeSupport('nodejs24', TABLE, at('2028-02-15'));
    expect(notice.problems).toEqual([]);
    expect(notice.warnings[0]).toMatch(/will be deprecated on 2028-04-30/);
    expect(checkRuntimeSupport('nodejs24', TABLE, at('2028-01-30'))).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it('is a problem when a GA runtime is supported longer, but not a beta one', () => {
    const older = checkRuntimeSupport('nodejs22', TABLE, at('2026-11-29'));
    expect(older.problems).toEqual([expect.stringMatching(/Node.js 24 \(nodejs24\)/)]);
    expect(checkRuntimeSupport('nodejs18', TABLE, at('2026-11-29')).problems[0]).toMatch(
      /not in firebase-tools' support table/,
    );
  });
});

const endpoint = (id: string, extra: Partial<DeployedEndpoint> = {}): DeployedEndpoint => ({
  id,
  region: 'europe-west1',
  platform: 'gcfv2',
  maxInstances: 10,
  httpsTrigger: {},
  ...extra,
});

describe('deploy-check on rewrites, endpoints and rules', () => {
  it('finds every function rewrite of firebase.json', () => {
    const rewrites = functionRewrites(firebaseJson.hosting);
    expect(rewrites.length).toBeGreaterThanOrEqual(5);
    expect(rewrites.every((rewrite) => rewrite.function.functionId.length > 0)).toBe(true);
  });

  it('refuses a rewrite to a missing function, a wrong region or a non-HTTPS trigger', () => {
    const endpoints = [
      endpoint('users'),
      endpoint('recomputeBuilding', { httpsTrigger: undefined, callableTrigger: {} }),
      endpoint('onBuildingUpdated', {
        httpsTrigger: undefined,
        eventTrigger: { eventType: 'google.firebase.database.ref.v1.written' },
      }),
    ];
    const rewrite = (functionId: string, region?: string) => ({
      source: `/${functionId}`,
      function: region ? { functionId, region } : { functionId },
    });
    expect(
      checkRewrites(
        [rewrite('users', 'europe-west1'), rewrite('recomputeBuilding'), rewrite('users')],
        endpoints,
      ),
    ).toEqual([]);
    expect(checkRewrites([rewrite('series')], endpoints)[0]).toMatch(/not exported/);
    expect(checkRewrites([rewrite('users', 'us-central1')], endpoints)[0]).toMatch(
      /deployed in europe-west1/,
    );
    expect(checkRewrites([rewrite('onBuildingUpdated')], endpoints)[0]).toMatch(
      /neither an HTTPS nor a callable/,
    );
  });

  it('refuses functions in several regions, 1st gen or without maxInstances', () => {
    expect(checkEndpoints([endpoint('a'), endpoint('b')])).toEqual([]);
    expect(checkEndpoints([])).toHaveLength(1);
    expect(checkEndpoints([endpoint('a'), endpoint('b', { region: 'us-central1' })])[0]).toMatch(
      /several regions/,
    );
    expect(checkEndpoints([endpoint('a', { platform: 'gcfv1' })])[0]).toMatch(/not a 2nd-gen/);
    expect(checkEndpoints([endpoint('a', { maxInstances: null })])[0]).toMatch(/maxInstances/);
  });

  it('tells how many requests an instance serves at once, as a deploy resolves it', () => {
    expect(requestsAtOnce(endpoint('a'))).toBe(80);
    expect(requestsAtOnce(endpoint('a', { concurrency: 1 }))).toBe(1);
    expect(requestsAtOnce(endpoint('a', { cpu: 'gcf_gen1' }))).toBe(1);
    expect(requestsAtOnce(endpoint('a', { cpu: 0.5 }))).toBe(1);
  });

  it('compiles the rules file and refuses one over 256 KB or one that does not compile', () => {
    expect(checkRulesFile(readFileSync(`${ROOT}database.rules.json`, 'utf8'))).toEqual([]);
    expect(checkRulesFile('{"rules": {".read": "auth.uid ==="}}')[0]).toMatch(/does not compile/);
    const big = `{"rules": {".read": false, "a": {".write": "${'true || '.repeat(RULES_MAX_BYTES / 8)}true"}}}`;
    expect(checkRulesFile(big)[0]).toMatch(/over the 262144/);
  });

  it('reads the deploy parameters of a dotenv file', () => {
    expect(readDotenv(`${ROOT}functions/.env.no-such-file`)).toEqual({});
    const file = join(testDir('facet-env-'), '.env');
    writeFileSync(file, '# region\nFACET_REGION=europe-west1\n\nQUOTED = "a b"\nnot a line\n');
    expect(readDotenv(file)).toEqual({ FACET_REGION: 'europe-west1', QUOTED: 'a b' });
  });
});

describe('one region', () => {
  const project = (files: Record<string, string>) => {
    const root = `${testDir('facet-region-')}/`;
    mkdirSync(`${root}functions`);
    for (const [name, text] of Object.entries(files))
      writeFileSync(`${root}functions/${name}`, text);
    return root;
  };

  it('is the FACET_REGION deploy parameter, as firebase-tools reads it for a project', () => {
    expect(functionsRegion(ROOT, 'demo-facet')).toBe(DEFAULT_REGION);
    expect(functionsRegion(project({}), 'p')).toBe('europe-west1');
    const root = project({
      '.env': 'FACET_REGION=europe-west1\n',
      '.env.p': 'FACET_REGION=us-central1\n',
    });
    expect(functionsRegion(root, 'p')).toBe('us-central1');
    expect(functionsRegion(root, 'other')).toBe('europe-west1');
    expect(() => functionsRegion(project({ '.env': 'FACET_REGION=mars-north1\n' }), 'p')).toThrow(
      /not a Realtime Database location/,
    );
  });

  it('names the database URL of the region', () => {
    expect(databaseUrl('p-default-rtdb', 'us-central1')).toBe(
      'https://p-default-rtdb.firebaseio.com',
    );
    expect(databaseUrl('p-default-rtdb', 'europe-west1')).toBe(
      'https://p-default-rtdb.europe-west1.firebasedatabase.app',
    );
  });

  it("is the region of the web app's database URL, which the stack and deploy:check hold to", () => {
    // The stack's web build: its database URL names the region the stack runs the functions in.
    expect(webRegionProblem(ROOT, 'emulator', 'emulator')).toBeNull();
    const app = (web: Record<string, string>, functions: Record<string, string> = {}) => {
      const root = `${testDir('facet-web-region-')}/`;
      mkdirSync(`${root}web`);
      mkdirSync(`${root}functions`);
      for (const [name, text] of Object.entries(web)) writeFileSync(`${root}web/${name}`, text);
      for (const [name, text] of Object.entries(functions))
        writeFileSync(`${root}functions/${name}`, text);
      return root;
    };
    const url = (host: string) => `VITE_FIREBASE_DATABASE_URL=https://p-default-rtdb.${host}\n`;
    const project = 'VITE_FIREBASE_PROJECT_ID=p\n';
    expect(webRegionProblem(app({}), 'production', 'deploy')).toMatchObject({ missing: true });
    // Vite's order: .env.{mode}.local wins over .env.{mode}, which wins over .env.
    const root = app(
      {
        '.env': project + url('firebaseio.com'),
        '.env.production': url('asia-southeast1.firebasedatabase.app'),
        '.env.production.local': url('europe-west1.firebasedatabase.app'),
      },
      { '.env': 'FACET_REGION=europe-west1\n' },
    );
    expect(webRegionProblem(root, 'production', 'deploy')).toBeNull();
    expect(webRegionProblem(root, 'emulator', 'deploy')).toEqual({
      missing: false,
      problem:
        'VITE_FIREBASE_DATABASE_URL in web/.env is a database in us-central1, but the functions of p run in europe-west1 (FACET_REGION, functions/.env and .env.p): the app would call them in us-central1.',
    });
    // The web app's project decides which deploy parameters apply: .env.{project} wins.
    const usCentral = app(
      { '.env.production.local': project + url('firebaseio.com') },
      { '.env': 'FACET_REGION=europe-west1\n', '.env.p': 'FACET_REGION=us-central1\n' },
    );
    expect(webRegionProblem(usCentral, 'production', 'deploy')).toBeNull();
    expect(
      webRegionProblem(
        app({ '.env.emulator': project + url('us-east4.firebasedatabase.app') }),
        'emulator',
        'emulator',
      )?.problem,
    ).toMatch(/names no region Facet runs in/);
  });

  it('leaves the Hosting rewrites without a region, so they follow the functions', () => {
    for (const rewrite of functionRewrites(firebaseJson.hosting)) {
      expect(rewrite.function.region, rewrite.source).toBeUndefined();
    }
  });
});

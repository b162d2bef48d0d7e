import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BIN, ROOT, STACK_DIR } from './paths.ts';
import { run } from './processes.ts';
import { FEATURES } from './quick/features.ts';
import { relativeImports } from './quick/imports.ts';
import { selectQuick, type QuickSelection } from './quick/select.ts';
import {
  chromiumRunner,
  emulatorSuitesRunner,
  firefoxRunner,
  runBeside,
  startTestStackMeanwhile,
} from './runners-beside.ts';
import { runSuitesOnStack } from './suites-on-stack.ts';
import { FIXED_ENV, findChromium, findFirefox } from './test-command.ts';
import { formatSummary, readVitestReport, type SuiteResult } from './test-report.ts';
import { PhaseClock } from './timing.ts';

const SUITE_DIRS = ['tests/functions', 'tests/rules', 'tests/database'];
/** Unit-test folders of the root vitest projects (the emulator suites' folders left out). */
const UNIT_ROOTS = ['web/src', 'functions/src', 'emulators', 'tests/golden', 'tests/lint', 'bench'];
/** Files whose change the unit tests can see: code and the JSON it imports. */
const CODE = /\.(ts|tsx|js|mjs|cjs|json)$/;

function git(args: string[]): string[] {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The files a change touches: the working tree against HEAD (untracked files included), and with
 * `--since <ref>` also the commits since `ref`. A clean tree without `--since` checks the last
 * commit, as after committing a change.
 */
export function changedFiles(since: string | undefined): { files: string[]; basis: string } {
  const working = [
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ];
  if (since) {
    const committed = git(['diff', '--name-only', `${since}...HEAD`]);
    return { files: [...new Set([...committed, ...working])], basis: `changes since ${since}` };
  }
  if (working.length > 0) return { files: [...new Set(working)], basis: 'uncommitted changes' };
  return { files: git(['diff', '--name-only', 'HEAD~1', 'HEAD']), basis: 'the last commit' };
}

function filesMatching(dir: string, pattern: RegExp): string[] {
  if (!existsSync(`${ROOT}${dir}`)) return [];
  return readdirSync(`${ROOT}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split('/').includes('node_modules') && pattern.test(name))
    .map((name) => `${dir}/${name}`);
}

function unitTestFiles(): string[] {
  const suites = new Set(SUITE_DIRS);
  return UNIT_ROOTS.flatMap((dir) => filesMatching(dir, /\.test\.tsx?$/)).filter(
    (file) => !suites.has(file.slice(0, file.lastIndexOf('/'))),
  );
}

function printPlan(changed: string[], basis: string, selection: QuickSelection) {
  console.log(`== test:quick: ${changed.length} changed files (${basis})`);
  const features = [...selection.features.keys()];
  console.log(`   features touched: ${features.length > 0 ? features.join(', ') : 'none'}`);
  if (selection.unplaced.length > 0) {
    console.log(`   in no feature (their unit tests only): ${selection.unplaced.join(', ')}`);
  }
  for (const [label, map] of [
    ['emulator suites', selection.suites],
    ['browser journeys', selection.journeys],
    ['Firefox journeys', selection.firefox],
  ] as const) {
    console.log(`   ${label} to run:${map.size === 0 ? ' none' : ''}`);
    for (const [name, reason] of map) console.log(`     ${name}  (${reason})`);
  }
}

function printSkipped(label: string, all: readonly string[], ran: ReadonlyMap<string, string>) {
  const skipped = all.filter((name) => !ran.has(name));
  if (skipped.length === 0) return console.log(`Skipped ${label}: none`);
  console.log(`Skipped ${skipped.length} of ${all.length} ${label}: ${skipped.join(', ')}`);
}

const QUICK_USAGE = 'Usage: npm run test:quick [-- --since <ref>] [-- --plan] [-- --screenshots]';

/** What `test:quick` was asked: the change's basis, only the plan, the journeys' screenshots. */
export interface QuickOptions {
  since: string | undefined;
  plan: boolean;
  screenshots: boolean;
}

/**
 * The options of `test:quick` (`node:util`'s `parseArgs`, as the database CLI reads its own):
 * `--since <ref>`, `--plan` and `--screenshots`. Anything else is a problem, not ignored: a
 * mistyped option (`--base main`) would otherwise check the wrong change and pass.
 */
export function quickOptions(args: readonly string[]): QuickOptions | { problem: string } {
  const { tokens } = parseArgs({
    args: [...args],
    options: {
      since: { type: 'string' },
      plan: { type: 'boolean' },
      screenshots: { type: 'boolean' },
    },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  let since: string | undefined;
  let plan = false;
  let screenshots = false;
  for (const token of tokens) {
    if (token.kind === 'option' && token.name === 'plan') plan = true;
    else if (token.kind === 'option' && token.name === 'screenshots') screenshots = true;
    else if (token.kind === 'option' && token.name === 'since') {
      if (token.value === undefined || token.value.startsWith('--')) {
        return { problem: '--since needs a git ref' };
      }
      since = token.value;
    } else {
      const arg =
        token.kind === 'option' ? token.rawName : token.kind === 'positional' ? token.value : '--';
      return { problem: `unknown argument "${arg}"` };
    }
  }
  return { since, plan, screenshots };
}

/**
 * `npm run test:quick [-- --since <ref>] [-- --plan]`: the quick loop while working. Runs the unit
 * tests of the changed files and of what imports them (`vitest related`), then, on a stack started
 * for it, the emulator-backed suites and browser journeys of the features the change touches
 * (quick/features.ts) and those importing a changed test file; says what it skipped. `--plan` only
 * prints the selection. `npm test` still runs everything.
 */
export async function quickCommand(args: string[]): Promise<number> {
  const options = quickOptions(args);
  if ('problem' in options) {
    console.error(`test:quick: ${options.problem}\n${QUICK_USAGE}`);
    return 2;
  }
  const { since, plan, screenshots } = options;
  const { files, basis } = changedFiles(since);
  const suites = SUITE_DIRS.flatMap((dir) => filesMatching(dir, /\.test\.ts$/)).sort();
  const journeys = filesMatching('tests/e2e', /^[^/]+\.e2e\.ts$/)
    .map((file) => file.slice('tests/e2e/'.length))
    .sort();
  const firefoxJourneys = filesMatching('tests/firefox', /^[^/]+\.firefox\.ts$/)
    .map((file) => file.slice('tests/firefox/'.length))
    .sort();
  const selection = selectQuick(files, {
    features: FEATURES,
    suites,
    journeys,
    firefox: firefoxJourneys,
    importsOf: (file) => relativeImports(ROOT, file),
  });
  printPlan(files, basis, selection);
  if (plan) return 0;

  const reports = `${STACK_DIR}/reports/quick`;
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const clock = new PhaseClock();
  const results: SuiteResult[] = [];

  const browsers = selection.journeys.size > 0 || selection.firefox.size > 0;
  const chromium = findChromium();
  const firefox = findFirefox();
  if (selection.journeys.size > 0 && !chromium) {
    console.error("Browser journeys need Debian's Chromium: sudo apt-get install -y chromium");
    return 1;
  }
  if (selection.firefox.size > 0 && !firefox) {
    console.error(
      "Firefox journeys need Debian's Firefox ESR: sudo apt-get install -y firefox-esr",
    );
    return 1;
  }
  // As in `npm test`: the stack is built and started while the unit tests run, and on it the
  // suites and journeys of both browsers run at once (runners-beside.ts).
  const started =
    selection.suites.size > 0 || browsers ? startTestStackMeanwhile(clock, browsers) : null;

  const unitTargets = files.filter((file) => CODE.test(file) && existsSync(`${ROOT}${file}`));
  let unitFilesRun = 0;
  if (unitTargets.length > 0) {
    console.log(
      `\n== Unit tests of the changed files and what imports them${started ? ' (the emulator stack is built and started meanwhile)' : ''}`,
    );
    const code = await clock.time('unit tests', () =>
      run(
        `${BIN}/vitest`,
        [
          'related',
          '--run',
          '--passWithNoTests',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/unit.json`,
          ...unitTargets,
        ],
        { cwd: ROOT, env: { ...process.env, ...FIXED_ENV } },
      ),
    );
    const result = readVitestReport('unit', `${reports}/unit.json`, code);
    unitFilesRun = result.files ?? 0;
    results.push(result);
  } else if (started) console.log('\n== Building (when changed) and starting the emulator stack');

  if (started) {
    await runSuitesOnStack(clock, results, started(), async (stack) => {
      const setup = {
        reports,
        env: {
          ...stack.env,
          ...FIXED_ENV,
          FACET_WEB_URL: stack.webUrl ?? '',
          // About a second of Chromium each (tests/e2e/support.ts): saved when asked for.
          FACET_E2E_SCREENSHOTS: screenshots ? 'on' : 'off',
        },
      };
      const runners = [
        ...(selection.suites.size > 0
          ? [emulatorSuitesRunner([...selection.suites.keys()], setup)]
          : []),
        ...(selection.firefox.size > 0 && firefox
          ? [firefoxRunner([...selection.firefox.keys()], firefox, setup)]
          : []),
        ...(selection.journeys.size > 0 && chromium
          ? [
              chromiumRunner(
                [...selection.journeys.keys()].map((journey) => `tests/e2e/${journey}`),
                chromium,
                setup,
              ),
            ]
          : []),
      ];
      results.push(...(await runBeside(clock, runners, { logs: reports, live: 'e2e' })));
    });
  }

  console.log(`\n${clock.format()}\n`);
  const unitTotal = unitTestFiles().length;
  console.log(
    `Skipped ${unitTotal - unitFilesRun} of ${unitTotal} unit test files (they import nothing that changed)`,
  );
  printSkipped('emulator suites', suites, selection.suites);
  printSkipped('browser journeys', journeys, selection.journeys);
  printSkipped('Firefox journeys', firefoxJourneys, selection.firefox);
  if (selection.journeys.size > 0 && !screenshots) {
    console.log(
      "Skipped the journeys' screenshots: `npm run test:quick -- --screenshots` saves them in tests/e2e/screenshots/",
    );
  }
  console.log('Before pushing, `npm test` runs everything.');
  console.log(formatSummary(results));
  return results.some((result) => result.failed > 0) ? 1 : 0;
}

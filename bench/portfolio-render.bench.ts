/**
 * The Portfolio screen with 5,000 buildings in Chromium: time to interactive (cold = a page load
 * right after sign-in in a new browser context, median and p95 of several; warm = a reload) and
 * the frame rate while scrolling the grid.
 * Goal (issues 4, 13): interactive within 1 s (2 s for 20,000 buildings), normalised
 * (support/record.ts), scrolling at 60 fps.
 *
 * Uses the running stack (`npm start`) when it answers, else builds and starts its own. A fresh
 * user gets a generated portfolio that is deleted at the end.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { addNameHelper, launchChromium, signIn } from './support/browser.ts';
import { withBenchPortfolio, withBenchUser, type BenchUser } from './support/portfolio-data.ts';
import {
  installPageProbe,
  installPortfolioMarks,
  type ProbeMarks,
  type ProbeState,
} from './support/page-probe.ts';
import { measureFrames, type FrameStats } from './support/scroll-probe.ts';
import { startCpuProfile, stopCpuProfile } from './support/cpu-profile.ts';
import { recordFigure, recordMedianAndP95Ms, recordTimeMs } from './support/record.ts';
import { runOnStack, type BenchStack } from './support/stack.ts';
import { medianAndP95 } from './support/statistics.ts';

/** 5,000 (goal 1 s); `BENCH_BUILDINGS=20000` for the large portfolio (goal 2 s). */
const BUILDINGS = Number(process.env['BENCH_BUILDINGS'] ?? 5000);
const GOAL_INTERACTIVE_MS = BUILDINGS > 5000 ? 2000 : 1000;
const GOAL_FPS = 60;
/** Cold loads measured, each in a new browser context (signed in afresh). */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
/** `BENCH_PROFILE=1` records a CPU profile of the last cold load and prints its hot functions. */
const PROFILE = Boolean(process.env['BENCH_PROFILE']);
const SCROLL_MS = 3000;
const LOAD_TIMEOUT_MS = 180_000;
const EXPECTED_COUNT = `${BUILDINGS} buildings`;

const log = (line: string) => console.log(line);
const ms = (value: number | undefined) =>
  value === undefined ? '     -' : `${value.toFixed(0).padStart(6)}`;

interface LoadResult {
  state: ProbeState;
  /** Chromium's main-thread figures for the document, in ms (Performance.getMetrics). */
  busy: { task: number; script: number; layout: number; style: number };
  heapUsedMb: number;
  heapAfterGcMb: number;
}

/** Waits until the probe marks the screen interactive; reads the probe and the JS heap. */
async function measureLoad(page: Page, cdp: CDPSession, navigate: () => Promise<unknown>) {
  await navigate();
  await page.waitForFunction(() => window.__benchProbe?.marks.interactive !== undefined, null, {
    timeout: LOAD_TIMEOUT_MS,
    polling: 100,
  });
  const state = (await page.evaluate(() => window.__benchProbe)) as ProbeState;
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) =>
    (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const busy = {
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    layout: metric('LayoutDuration'),
    style: metric('RecalcStyleDuration'),
  };
  const heapUsedMb = await heapMb(cdp);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfterGcMb = await heapMb(cdp);
  return { state, busy, heapUsedMb, heapAfterGcMb } satisfies LoadResult;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

function printLoad(label: string, { state, busy, heapUsedMb, heapAfterGcMb }: LoadResult): void {
  const marks: ProbeMarks = state.marks;
  const interactive = marks.interactive ?? NaN;
  const inLoad = state.longTasks.filter((task) => task.start < interactive);
  const longTaskMs = inLoad.reduce((sum, task) => sum + task.duration, 0);
  const longest = inLoad.reduce((max, task) => Math.max(max, task.duration), 0);
  log(`${label}: ${(interactive / 1000).toFixed(2)} s to interactive`);
  log(
    `  ratio to goal (${GOAL_INTERACTIVE_MS} ms), as measured: ${(interactive / GOAL_INTERACTIVE_MS).toFixed(2)}`,
  );
  log('  phases (ms since navigation start):');
  log(`    ${ms(marks.screenShown)}  portfolio screen shown (loading)`);
  log(`    ${ms(marks.socketOpen)}  database WebSocket open`);
  log(`    ${ms(marks.firstMessage)}  first database message`);
  log(`    ${ms(marks.lastMessage)}  last database message before interactive`);
  log(`    ${ms(marks.countFinal)}  count reads "${EXPECTED_COUNT}"`);
  log(`    ${ms(marks.interactive)}  first grid rows visible, no loading overlay`);
  log(
    `  database messages: ${state.messages} (${(state.messageChars / 1024 / 1024).toFixed(1)} MB of text)`,
  );
  log(
    `  main thread busy: ${busy.task.toFixed(0)} ms (script ${busy.script.toFixed(0)}, layout ${busy.layout.toFixed(0)}, style ${busy.style.toFixed(0)}); idle ${Math.max(0, interactive - busy.task).toFixed(0)} ms waiting`,
  );
  log(
    `  long tasks: ${inLoad.length}, ${longTaskMs.toFixed(0)} ms in total, longest ${longest.toFixed(0)} ms`,
  );
  log(
    `  JS heap: ${heapUsedMb.toFixed(1)} MB used after load, ${heapAfterGcMb.toFixed(1)} MB after GC`,
  );
}

function printFrames(label: string, stats: FrameStats, figure?: string): void {
  const fps = (stats.frames / stats.durationMs) * 1000;
  log(`${label}: ${fps.toFixed(1)} fps average, slowest frame ${stats.slowestMs.toFixed(1)} ms`);
  log(
    `  ${stats.frames} frames in ${(stats.durationMs / 1000).toFixed(2)} s, ${stats.slowFrames} over 25 ms`,
  );
  if (stats.target !== 'none')
    log(
      `  scrolled ${stats.target} by ${stats.distancePx} px; ${stats.mountedRows} grid rows mounted`,
    );
  // Frame rates are capped by the display's 60 Hz, not by the machine's speed: not normalised.
  if (figure)
    recordFigure(
      {
        name: figure,
        value: fps,
        unit: 'fps',
        scale: 'none',
        goal: { value: GOAL_FPS, atMost: false },
      },
      '  ',
    );
  else log(`  ratio to goal (${GOAL_FPS} fps): ${(fps / GOAL_FPS).toFixed(2)}`);
}

interface Opened {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  load: LoadResult;
}

/** A new browser context signed in on Settings, then a page load of the portfolio, measured. */
async function coldLoad(
  browser: Browser,
  stack: BenchStack,
  user: BenchUser,
  profile = false,
): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await addNameHelper(context);
  await context.addInitScript(installPageProbe, null);
  await context.addInitScript(installPortfolioMarks, EXPECTED_COUNT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // Signed in on a screen other than the portfolio, so that nothing loads the 5,000 buildings
  // before the clock.
  await signIn(
    page,
    `${stack.webUrl}/settings`,
    user,
    page.getByRole('navigation', { name: 'Main navigation' }),
    30_000,
  );
  const profiler = profile ? await startCpuProfile(page) : undefined;
  const load = await measureLoad(page, cdp, () => page.goto(`${stack.webUrl}/building`));
  if (profiler) for (const line of await stopCpuProfile(profiler)) log(line);
  return { context, page, cdp, load };
}

async function run(stack: BenchStack, user: BenchUser): Promise<void> {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    // Discarded: the first load after the portfolio was written warms the server and browser.
    await (await coldLoad(browser, stack, user)).context.close();

    log(
      `Cold loads: sign-in on Settings, then a page load of the portfolio (${RUNS} runs, each a new browser context; ms from navigation):`,
    );
    const interactive: number[] = [];
    let last: Opened | undefined;
    for (let i = 1; i <= RUNS; i += 1) {
      await last?.context.close();
      last = await coldLoad(browser, stack, user, PROFILE && i === RUNS);
      const m = last.load.state.marks;
      const at = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
      log(
        `  run ${i}: interactive ${at(m.interactive)} (screen ${at(m.screenShown)}, socket ${at(m.socketOpen)}, ` +
          `first message ${at(m.firstMessage)}, last message ${at(m.lastMessage)}, count ${at(m.countFinal)})`,
      );
      interactive.push(m.interactive ?? NaN);
    }
    const s = medianAndP95(interactive);
    log(
      `Cold, ${BUILDINGS} buildings: median ${(s.median / 1000).toFixed(2)} s, p95 ${(s.p95 / 1000).toFixed(2)} s to interactive`,
    );
    recordMedianAndP95Ms(`Portfolio page load to interactive, ${BUILDINGS} buildings`, s, {
      goalMs: GOAL_INTERACTIVE_MS,
    });
    const { page, cdp } = last!;
    printLoad('Cold, last run in detail', last!.load);
    const warm = await measureLoad(page, cdp, () => page.reload());
    printLoad('Warm (reload)', warm);
    recordTimeMs(
      `Portfolio reload to interactive, ${BUILDINGS} buildings`,
      warm.state.marks.interactive ?? NaN,
      { goalMs: GOAL_INTERACTIVE_MS },
    );

    printFrames(
      'Idle frames (no scrolling, the environment ceiling)',
      await page.evaluate(measureFrames, { durationMs: 1000, scroll: false }),
    );
    printFrames(
      'Scroll, default page (25 rows)',
      await page.evaluate(measureFrames, { durationMs: SCROLL_MS, scroll: true }),
      'Portfolio scrolling, 25 rows a page',
    );
    const table = page.getByTestId('portfolio-table');
    await table.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="portfolio-table"] .MuiDataGrid-row').length > 25,
    );
    printFrames(
      'Scroll, 100 rows per page',
      await page.evaluate(measureFrames, { durationMs: SCROLL_MS, scroll: true }),
      'Portfolio scrolling, 100 rows a page',
    );
    log(
      'Note: headless Chromium without a GPU on shared CPU cores under-reports frame rates; compare the',
    );
    log('scroll figures with the idle ceiling above, not only with 60 fps.');
  } finally {
    await browser?.close();
  }
}

await runOnStack(log, (stack) =>
  withBenchUser(stack.authUrl, async (user) => {
    const writeStarted = performance.now();
    await withBenchPortfolio(stack.databaseUrl, user.uid, BUILDINGS, async () => {
      log(
        `Generated ${BUILDINGS} buildings for ${user.email} in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s`,
      );
      await run(stack, user);
    });
  }),
);

/**
 * The Building Performance tab in Chromium: from a click on the tab to every chart drawn, warm
 * (the tab's code and the building's figures were loaded once before), for the demo office with
 * a year of hourly sub-metering and its `/metrics` computed at stack start.
 * Goal (issue 12): at most 300 ms, median of 5 clicks, normalised (support/record.ts).
 *
 * Uses the running stack (`npm start`; or FACET_WEB_URL beside `npm run dev`, see
 * bench/support/stack.ts) when it answers, else builds and starts its own. Only reads the seeded
 * demo data, signed in as the demo owner.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { demoBuildingId } from '../emulators/seed/src/generate.ts';
import { backToGeneral, launchChromium, newBenchContext } from './support/browser.ts';
import { clickTabAndTimeCharts, type ChartTiming } from './support/chart-probe.ts';
import { DEMO_OWNER, signInAsDemoOwner } from './support/demo-owner.ts';
import { loadAverage } from './support/machine.ts';
import { recordTimeMs } from './support/record.ts';
import { runOnStack, type BenchStack } from './support/stack.ts';
import { median } from './support/statistics.ts';

const BUILDING_KEY = 'berlin-moabit-office';
const GOAL_MS = 300;
const RUNS = 5;
/** Energy usage, breakdown, historical comparison and weather-normalized baseline. */
const CHARTS = 4;
const PERFORMANCE_TAB = 'Building Performance';
const PROBE = {
  tab: PERFORMANCE_TAB,
  screenTestId: 'performance-screen',
  charts: CHARTS,
  timeoutMs: 60_000,
  // About a quarter of a second without any mark moving: the entry animations are over.
  stillFrames: 15,
};

const log = (line: string) => console.log(line);
const ms = (value: number | null) => (value === null ? '     -' : value.toFixed(0).padStart(6));

/** Chromium's main-thread time so far for the page, in ms (Performance.getMetrics). */
interface Busy {
  task: number;
  script: number;
  layout: number;
}

async function busyNow(cdp: CDPSession): Promise<Busy> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) =>
    (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  return {
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    layout: metric('LayoutDuration') + metric('RecalcStyleDuration'),
  };
}

interface Run {
  timing: ChartTiming;
  /** Main-thread time from the click to the end of the probe (settled), in ms. */
  busy: Busy;
}

/** Clicks the tab and times the charts in the page; Chromium's busy time around it. */
async function measure(page: Page, cdp: CDPSession): Promise<Run> {
  const before = await busyNow(cdp);
  const timing = await page.evaluate(clickTabAndTimeCharts, PROBE);
  const after = await busyNow(cdp);
  return {
    timing,
    busy: {
      task: after.task - before.task,
      script: after.script - before.script,
      layout: after.layout - before.layout,
    },
  };
}

function printRun(label: string, { timing, busy }: Run): void {
  log(
    `  ${label.padEnd(9)} ${ms(timing.drawnMs)} ms drawn  (screen ${ms(timing.screenMs).trim()} ms, settled ${ms(timing.settledMs).trim()} ms; main thread ${busy.task.toFixed(0)} ms: script ${busy.script.toFixed(0)}, style and layout ${busy.layout.toFixed(0)})`,
  );
}

async function run(stack: BenchStack): Promise<void> {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await newBenchContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const buildingId = demoBuildingId(BUILDING_KEY);
    await signInAsDemoOwner(page, `${stack.webUrl}/building/${buildingId}`, 'general-panel');
    log(`Building ${BUILDING_KEY} (${buildingId}), General tab, signed in as ${DEMO_OWNER.email}`);

    // Warm-up: the tab's code (charts among it) and the building's figures load once.
    const first = await measure(page, cdp);
    await backToGeneral(page, PROBE.screenTestId);

    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await measure(page, cdp));
      await backToGeneral(page, PROBE.screenTestId);
    }

    const drawn = median(runs.map((one) => one.timing.drawnMs));
    const settled = runs.map((one) => one.timing.settledMs);
    log(
      `Click on "${PERFORMANCE_TAB}" to every chart drawn, warm: median ${drawn.toFixed(0)} ms of ${RUNS}`,
    );
    recordTimeMs('Building Performance click to every chart drawn, warm, median', drawn, {
      goalMs: GOAL_MS,
    });
    recordTimeMs('Building Performance click to every chart drawn, first', first.timing.drawnMs);
    runs.forEach((one, index) => printRun(`run ${index + 1}`, one));
    printRun('first', first);
    log(`  ${first.timing.charts} charts, ${first.timing.marks} marks; ${loadAverage()}`);
    log(
      `  settled (entry animations over), median: ${settled.includes(null) ? '-' : median(settled as number[]).toFixed(0)} ms`,
    );
    log(
      '  "drawn": the end of the first frame in which each of the 4 charts shows bars, lines or arcs;',
    );
    log('  "screen": the first frame of the tab\'s screen (figures read), charts not yet drawn;');
    log(
      '  "first": the warm-up click, loading the tab\'s code and the figures (not in the median).',
    );
  } finally {
    await browser?.close();
  }
}

await runOnStack(log, run);

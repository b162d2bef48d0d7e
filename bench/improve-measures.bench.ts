/**
 * The Improve tab's measure figures in the browser (issue 18), pure (no stack):
 * (a) live figures while typing in the Improvement Measure popup: a building with a year of hourly
 *     electricity data and 8 stored measures; each keystroke in "Number of adding new LED"
 *     re-evaluates every measure with the draft on the stored basis, as the popup does —
 *     `evaluateMeasures(measuresInputOfBasis(measureBasisOfStored(basis), {...stored, draft}))`.
 *     Goal: at most 50 ms per keystroke (median and 95th percentile over 50 keystrokes).
 * (b) 30 measures combined (every catalog kind, three of each) on the same basis: at most 200 ms
 *     (median of 20 runs).
 * Node runs the same code as the browser's engine; a browser on a slower laptop may take up to
 * about twice as long. Figures and ratios to the goals (normalised, support/record.ts) are
 * printed; nothing is asserted.
 */
import { MEASURE_KINDS } from '../functions/src/shared/schemas/enums/analysis.ts';
import type { ImprovementMeasure } from '../functions/src/shared/schemas/stored/improvement-measure.ts';
import { metricsMeasureBasisSchema } from '../functions/src/shared/schemas/derived/metrics-measures.ts';
import type { SeriesChunk } from '../functions/src/shared/schemas/stored/series.ts';
import { evaluateMeasures } from '../functions/src/shared/domain/metrics/measures/evaluate-measures.ts';
import {
  measureBasisOfStored,
  measuresInputOfBasis,
} from '../functions/src/shared/domain/metrics/measures/measure-basis.ts';
import type { BuildingRecord } from '../functions/src/shared/domain/metrics/pipeline/building-metrics-input.ts';
import type { StoredSeries } from '../functions/src/shared/domain/metrics/pipeline/metered-data.ts';
import { computeBuildingMetrics } from '../functions/src/shared/domain/metrics/pipeline/compute-building-metrics.ts';
import { officeSystems } from './support/improve-office.ts';
import { recordMedianAndP95Ms, recordTimeMs } from './support/record.ts';
import { percentile, upperMedian } from './support/statistics.ts';

const KEYSTROKES = 50;
const COMBINED_RUNS = 20;
const GOAL_KEYSTROKE_MS = 50;
const GOAL_COMBINED_MS = 200;
const AS_OF_MS = Date.UTC(2026, 0, 15);
const FIRST_HOURLY_MONTH = 2025 * 12;
const PRAGUE_MEANS = [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8];
const log = (line: string) => console.log(line);

const monthKey = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;

/** 2025's 8,760 hourly kWh of the main meter: office hours, a cooling summer. */
function hourlySeries(): StoredSeries {
  const chunks: Record<string, SeriesChunk> = {};
  for (let m = FIRST_HOURLY_MONTH; m < FIRST_HOURLY_MONTH + 12; m += 1) {
    const days = new Date(Date.UTC(Math.floor(m / 12), (m % 12) + 1, 0)).getUTCDate();
    const cooling = Math.max(0, PRAGUE_MEANS[m % 12]! - 14) * 12;
    const t: number[] = [];
    const v: number[] = [];
    for (let h = 0; h < days * 24; h += 1) {
      const hour = h % 24;
      const working = hour >= 7 && hour < 19 && (Math.floor(h / 24) + m) % 7 < 5;
      t.push(h * 60);
      v.push(Math.round((working ? 260 + cooling : 90) * 10) / 10);
    }
    chunks[monthKey(m)] = { t, v };
  }
  return { meta: { scope: 'overall', unit: 'kWh', source: 'meter', intervalMinutes: 60 }, chunks };
}

const building: BuildingRecord = {
  meta: { updatedAtMs: AS_OF_MS - 1_000 },
  general: {
    name: 'Improve bench office',
    useType: 'office',
    country: 'CZ',
    city: 'Praha',
    grossFloorAreaM2: 8_000,
    storeysAboveGround: 6,
    constructionYear: 1994,
  },
  ...officeSystems(900),
  heating: { hasHeatingSystem: true, heatingType: 'naturalGasBoiler', rows: {} },
} as BuildingRecord;
for (let m = FIRST_HOURLY_MONTH - 12; m < FIRST_HOURLY_MONTH + 12; m += 1) {
  const kwh = 8_000 * Math.max(1.5, 17 - PRAGUE_MEANS[m % 12]!) * 1.4;
  building.heating!.rows![`h${m}`] = { month: monthKey(m), cost: kwh * 0.07, consumptionKwh: kwh };
}

const measureOf = (kind: ImprovementMeasure['kind'], extra: Partial<ImprovementMeasure> = {}) =>
  ({ name: kind, kind, status: 'proposed', investment: 40_000, ...extra }) as ImprovementMeasure;

/** Inputs each kind takes, varied by `i` so that measures of one kind differ. */
function inputsOf(kind: ImprovementMeasure['kind'], i: number): Partial<ImprovementMeasure> {
  switch (kind) {
    case 'ledReplacement':
      return { ledCount: 300 + 100 * i, ledWatts: 18, ledLumens: 2_200, ledUnitCost: 28 };
    case 'chillerReplacement':
    case 'airSourceHeatPump':
      return { newEfficiencyPct: (kind === 'chillerReplacement' ? 500 : 280) + 40 * i };
    case 'lowEWindows':
    case 'curtainWallInsulation':
      return { newUValueWPerM2K: (kind === 'lowEWindows' ? 1.4 : 0.3) - 0.1 * i };
    case 'heatingTimeControl':
    case 'airDistributionControl':
    case 'custom':
      return { savingPct: 8 + 4 * i, ...(kind === 'custom' ? { subSystem: 'plugLoads' } : {}) };
    default:
      return {};
  }
}

/** The 8 measures already stored (one of them done). */
const STORED: Record<string, ImprovementMeasure> = {
  windows: measureOf('lowEWindows', inputsOf('lowEWindows', 0)),
  wall: measureOf('curtainWallInsulation', inputsOf('curtainWallInsulation', 0)),
  film: measureOf('solarFilm'),
  timer: measureOf('heatingTimeControl', inputsOf('heatingTimeControl', 0)),
  vsd: measureOf('vsdPumps'),
  chiller: measureOf('chillerReplacement', inputsOf('chillerReplacement', 0)),
  heatPump: measureOf('airSourceHeatPump', inputsOf('airSourceHeatPump', 0)),
  airControl: measureOf('airDistributionControl', {
    ...inputsOf('airDistributionControl', 0),
    status: 'done',
    startOn: '2025-06-01',
  }),
};

/** The LED measure in the popup after typing `n` into "Number of adding new LED". */
const draftWithBulbCount = (n: number) =>
  measureOf('ledReplacement', {
    investment: undefined,
    ledCount: n,
    ledWatts: 18,
    ledLumens: 2_200,
    ledUnitCost: 28,
    annualLightingKwh: 210_000,
  });

const { metrics } = computeBuildingMetrics({
  buildingId: 'bench-improve',
  building,
  series: { main: hourlySeries() },
  measures: STORED,
  asOfMs: AS_OF_MS,
  computedAtMs: AS_OF_MS,
});
// As the browser gets it: read from the database and parsed once when the popup opens.
const basis = metricsMeasureBasisSchema.parse(JSON.parse(JSON.stringify(metrics.measureBasis)));

const p95 = (values: readonly number[]) => percentile(values, 0.95);
const ms = (value: number) => value.toFixed(2);

// (a) Live figures while typing: 50 keystrokes, each a new bulb count.
const keystrokes: number[] = [];
let lastDraftKwh = 0;
for (let n = 1; n <= KEYSTROKES; n += 1) {
  const started = performance.now();
  const result = evaluateMeasures(
    measuresInputOfBasis(measureBasisOfStored(basis), { ...STORED, draft: draftWithBulbCount(n) }),
  );
  keystrokes.push(performance.now() - started);
  if (!result.measures['draft']) throw new Error('The draft was not evaluated');
  lastDraftKwh = result.measures['draft'].savings.energyKwh;
}
log(
  `(a) live figures while typing: ${KEYSTROKES} keystrokes, ${Object.keys(STORED).length} stored ` +
    `measures + the draft, basis of a year of hourly data (8,760 points); the draft with ` +
    `${KEYSTROKES} LEDs saves ${(lastDraftKwh / 1000).toFixed(1)} MWh/yr`,
);
log(
  `  first keystroke (cold) ${ms(keystrokes[0]!)} ms, median ${ms(upperMedian(keystrokes))} ms, ` +
    `p95 ${ms(p95(keystrokes))} ms; goal <= ${GOAL_KEYSTROKE_MS} ms per keystroke`,
);
recordMedianAndP95Ms(
  'Improve engine per keystroke in Node',
  { median: upperMedian(keystrokes), p95: p95(keystrokes) },
  { goalMs: GOAL_KEYSTROKE_MS },
);

// (b) 30 measures combined: every catalog kind three times.
const THIRTY: Record<string, ImprovementMeasure> = {};
for (const kind of MEASURE_KINDS) {
  for (let i = 0; i < 3; i += 1) {
    THIRTY[`${kind}-${i}`] = measureOf(kind, inputsOf(kind, i));
  }
}
const combined: number[] = [];
let order = 0;
let combinedKwh = 0;
for (let run = 0; run < COMBINED_RUNS; run += 1) {
  const started = performance.now();
  const result = evaluateMeasures(measuresInputOfBasis(measureBasisOfStored(basis), THIRTY));
  combined.push(performance.now() - started);
  order = result.order.length;
  combinedKwh = result.totals.savings.energyKwh;
}
log(
  `(b) ${Object.keys(THIRTY).length} measures combined (${MEASURE_KINDS.length} kinds × 3, ` +
    `${order} in the combined order, ${(combinedKwh / 1000).toFixed(0)} MWh/yr together), ` +
    `${COMBINED_RUNS} runs`,
);
log(
  `  first run (cold) ${ms(combined[0]!)} ms, median ${ms(upperMedian(combined))} ms, ` +
    `p95 ${ms(p95(combined))} ms; goal <= ${GOAL_COMBINED_MS} ms`,
);
recordTimeMs(
  `Improve engine, ${Object.keys(THIRTY).length} measures combined in Node, median`,
  upperMedian(combined),
  { goalMs: GOAL_COMBINED_MS },
);

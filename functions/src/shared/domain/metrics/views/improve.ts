import type { MeasureKind, MeasureStatus } from '../../../schemas/enums/analysis.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import { END_USES, type EndUse } from '../../../schemas/metrics-keys.js';
import type { MetricsMeasures, MetricsSavings } from '../../../schemas/metrics-measures.js';

/*
 * Views of the Improve tab (spec 2.11): the stored measures (`/metrics/{b}/measures`, methodology
 * "Measures" and "Finance") shaped for its table and charts. Pure; they compute nothing the
 * figures do not hold except sums, differences and quotients. Energy in kWh per year, CO2 in
 * tonnes per year, money in the building's currency.
 */

/** Where a measure came from, by the key it is stored under. */
export type MeasureOrigin = 'user' | 'comparison' | 'assetReliability';

/** The origin of a measure stored under `measureId` (`compare-…`, `replace-…`, else the user's). */
export function measureOrigin(measureId: string): MeasureOrigin {
  if (measureId.startsWith('compare-')) return 'comparison';
  if (measureId.startsWith('replace-')) return 'assetReliability';
  return 'user';
}

/** One row of the Improvement Measures table. */
export interface MeasureRow {
  measureId: string;
  name: string;
  kind: MeasureKind;
  subSystem: SubSystem;
  status: MeasureStatus;
  origin: MeasureOrigin;
  investment: number | null;
  /** The measure alone, per year. */
  energySavingsKwh: number;
  costSavings: number;
  co2AvoidedTons: number;
  paybackYears: number | null;
  irrPct: number | null;
  /** False when the model cannot represent it (custom measures): its savings are 0 until stated. */
  modelled: boolean;
  /** 1-based place in the combined order; null for measures done. */
  rank: number | null;
}

/**
 * The table's rows, in the combined order (measures done last, by name): each measure's figures
 * alone. Stored measures without figures yet (saved since the last recompute) are left out.
 */
export function measureRows(
  figures: MetricsMeasures,
  stored: Readonly<Record<string, ImprovementMeasure>>,
): MeasureRow[] {
  const rows: MeasureRow[] = [];
  for (const [measureId, measure] of Object.entries(figures.measures)) {
    const input = stored[measureId];
    if (!input) continue;
    rows.push({
      measureId,
      name: input.name,
      kind: measure.kind,
      subSystem: measure.subSystem,
      status: measure.status,
      origin: measureOrigin(measureId),
      investment: measure.investment.investment ?? null,
      energySavingsKwh: measure.savings.energyKwh,
      costSavings: measure.savings.cost,
      co2AvoidedTons: measure.savings.co2Tons,
      paybackYears: measure.investment.simplePaybackYears ?? null,
      irrPct: measure.investment.irrPct ?? null,
      modelled: measure.modelled,
      rank: measure.rank ?? null,
    });
  }
  const order = new Map((figures.order ?? []).map((id, index) => [id, index]));
  return rows.sort((a, b) => {
    const ra = order.get(a.measureId) ?? Number.POSITIVE_INFINITY;
    const rb = order.get(b.measureId) ?? Number.POSITIVE_INFINITY;
    return ra - rb || a.name.localeCompare(b.name);
  });
}

/** Energy, cost and CO2 savings per year. */
export interface SavingsTriple {
  energyKwh: number;
  cost: number;
  co2Tons: number;
}

/**
 * The totals row: the combined savings of the measures not yet done (each measure applied on top
 * of the ones before it, so overlaps count once), the sum of their savings alone, and the
 * difference — what the measures take from each other (a better envelope leaves less heat for a
 * new boiler to save).
 */
export interface MeasureTotals {
  combined: SavingsTriple;
  sumOfSingles: SavingsTriple;
  /** `sumOfSingles − combined`: positive where measures overlap. */
  overlap: SavingsTriple;
  investment: number;
  investmentIncomplete: boolean;
  paybackYears: number | null;
  irrPct: number | null;
}

function triple(savings: MetricsSavings): SavingsTriple {
  return { energyKwh: savings.energyKwh, cost: savings.cost, co2Tons: savings.co2Tons };
}

/** The totals row of the measures not yet done (`figures.order`). */
export function measureTotals(figures: MetricsMeasures): MeasureTotals {
  const sum: SavingsTriple = { energyKwh: 0, cost: 0, co2Tons: 0 };
  for (const id of figures.order ?? []) {
    const measure = figures.measures[id];
    if (!measure) continue;
    sum.energyKwh += measure.savings.energyKwh;
    sum.cost += measure.savings.cost;
    sum.co2Tons += measure.savings.co2Tons;
  }
  const combined = triple(figures.totals.savings);
  return {
    combined,
    sumOfSingles: sum,
    overlap: {
      energyKwh: sum.energyKwh - combined.energyKwh,
      cost: sum.cost - combined.cost,
      co2Tons: sum.co2Tons - combined.co2Tons,
    },
    investment: figures.totals.investment,
    investmentIncomplete: figures.totals.investmentIncomplete,
    paybackYears: figures.totals.simplePaybackYears ?? null,
    irrPct: figures.totals.irrPct ?? null,
  };
}

/** One step of the savings waterfall. */
export interface WaterfallStep {
  /** `sum` (the singles added up), a measure id (what it loses to the ones before it), `combined`. */
  key: string;
  /** Where the bar starts and ends, kWh per year. */
  from: number;
  to: number;
}

/**
 * The savings waterfall (energy, kWh/yr): from the sum of the measures' savings alone, down by what
 * each measure loses to the ones combined before it (its saving alone − its incremental saving in
 * the combined order), to the combined savings. Measures that lose nothing have no step.
 */
export function savingsWaterfall(figures: MetricsMeasures): WaterfallStep[] {
  const totals = measureTotals(figures);
  const steps: WaterfallStep[] = [{ key: 'sum', from: 0, to: totals.sumOfSingles.energyKwh }];
  let level = totals.sumOfSingles.energyKwh;
  for (const id of figures.order ?? []) {
    const measure = figures.measures[id];
    if (!measure?.incremental) continue;
    const lost = measure.savings.energyKwh - measure.incremental.energyKwh;
    if (Math.abs(lost) < 1e-9) continue;
    steps.push({ key: id, from: level, to: level - lost });
    level -= lost;
  }
  steps.push({ key: 'combined', from: 0, to: totals.combined.energyKwh });
  return steps;
}

/** One block of the marginal abatement cost curve. */
export interface AbatementBlock {
  measureId: string;
  /** Net cost per tonne of CO2 avoided over the measure's life: −NPV / lifetime tonnes. */
  costPerTon: number;
  /** Tonnes avoided per year in the combined order: the block's width. */
  tonsPerYear: number;
  /** Where the block starts on the tonnes axis (the blocks before it added up). */
  startTons: number;
}

/**
 * The marginal abatement cost curve: each measure not yet done with an investment and CO2 savings
 * as a block, cheapest tonne first. Height = net cost per tonne avoided over its life = −NPV /
 * lifetime CO2 (a measure that pays for itself costs less than nothing: a negative block);
 * width = the tonnes a year it adds in the combined order (so the widths add up to the combined
 * CO2 savings). McKinsey's curves (Pathways to a Low-Carbon Economy, 2009) annualise the same
 * net cost; the NPV at the building's discount rate (methodology "Finance") is that sum.
 */
export function abatementCurve(figures: MetricsMeasures): AbatementBlock[] {
  const blocks: Omit<AbatementBlock, 'startTons'>[] = [];
  for (const id of figures.order ?? []) {
    const measure = figures.measures[id];
    const npv = measure?.investment.npv;
    const lifetime = measure?.investment.lifetimeCo2Tons ?? 0;
    const width = measure?.incremental?.co2Tons ?? 0;
    if (!measure || npv === undefined || lifetime <= 0 || width <= 0) continue;
    blocks.push({ measureId: id, costPerTon: -npv / lifetime, tonsPerYear: width });
  }
  blocks.sort((a, b) => a.costPerTon - b.costPerTon);
  let start = 0;
  return blocks.map((block) => {
    const placed = { ...block, startTons: start };
    start += block.tonsPerYear;
    return placed;
  });
}

/** A savings figure of the measures: energy (kWh/yr), cost (currency/yr) or CO2 (t/yr). */
export type SavingsFigure = 'energy' | 'cost' | 'co2';

/** The end uses a chart of the building's energy by end use shows, or the whole building. */
export type EndUseOrTotal = EndUse | 'total';

/** One bar pair of the Potential Savings chart, kWh per year. */
export interface EndUseBeforeAfter {
  endUse: EndUseOrTotal;
  baselineKwh: number;
  improvedKwh: number;
}

/**
 * Potential Savings (spec 2.11): the building's energy per end use before (baseline) and after
 * (improved) every measure not yet done, kWh/yr, end uses with energy in either state only; one
 * `total` row where the figures hold no split by end use. `savingsPct`: the combined energy
 * saving as % of the baseline (stored `totals.savingsPct.energy`, else savings / baseline × 100),
 * null where the baseline is 0.
 */
export function potentialSavings(figures: MetricsMeasures): {
  rows: EndUseBeforeAfter[];
  savingsPct: number | null;
} {
  const { baseline, improved, totals } = figures;
  const storedPct = totals.savingsPct?.energy;
  const savingsPct =
    storedPct ??
    (baseline.energyKwh > 0 ? (totals.savings.energyKwh / baseline.energyKwh) * 100 : null);
  if (!baseline.byEndUseKwh) {
    const total = {
      endUse: 'total' as const,
      baselineKwh: baseline.energyKwh,
      improvedKwh: improved.energyKwh,
    };
    return { rows: total.baselineKwh > 0 || total.improvedKwh > 0 ? [total] : [], savingsPct };
  }
  const rows = END_USES.map((endUse) => ({
    endUse,
    baselineKwh: baseline.byEndUseKwh?.[endUse] ?? 0,
    improvedKwh: improved.byEndUseKwh?.[endUse] ?? 0,
  })).filter((row) => row.baselineKwh !== 0 || row.improvedKwh !== 0);
  return { rows, savingsPct };
}

/** One slice of a savings breakdown: a measure's share of the combined savings, %. */
export interface SavingsShare {
  measureId: string;
  /** Stored `sharePct` of the figure (0–100); null where the combined figure is 0. */
  pct: number | null;
}

/**
 * The Energy Savings, Cost Savings and Emissions Avoided breakdowns (spec 2.11, in %): each
 * measure of the combined order with its stored share of the combined savings (its incremental
 * saving / the combined saving × 100, so the shares add up to 100). Measures done are not in the
 * combination: `doneCount` says how many were left out.
 */
export function savingsShares(
  figures: MetricsMeasures,
  figure: SavingsFigure,
): { shares: SavingsShare[]; doneCount: number } {
  const order = figures.order ?? [];
  const shares = order.flatMap((measureId) => {
    const measure = figures.measures[measureId];
    return measure ? [{ measureId, pct: measure.sharePct?.[figure] ?? null }] : [];
  });
  const inOrder = new Set(order);
  const doneCount = Object.keys(figures.measures).filter((id) => !inOrder.has(id)).length;
  return { shares, doneCount };
}

/** The Payback chart's line and where it crosses zero. */
export interface PaybackCurve {
  /** Cumulative cash flow at the end of each year (year 0 = −investment), currency. */
  points: { year: number; cumulative: number }[];
  /** The first whole year whose cumulative cash flow is ≥ 0; null when none is. */
  paybackYear: number | null;
  /**
   * When it crosses zero, years, interpolated linearly within the year it crosses (cash flow
   * spread evenly over the year); null when it never does within the measures' lives.
   */
  paybackYears: number | null;
}

/** The Payback chart (spec 2.11): the combined cumulative cash flow by year, and its payback. */
export function paybackCurve(figures: MetricsMeasures): PaybackCurve {
  const flow = figures.totals.cumulativeCashFlow;
  const points = flow.map((cumulative, year) => ({ year, cumulative }));
  const index = flow.findIndex((value) => value >= 0);
  if (index < 0) return { points, paybackYear: null, paybackYears: null };
  const before = flow[index - 1];
  const at = flow[index] ?? 0;
  const paybackYears =
    index === 0 || before === undefined ? 0 : index - 1 + -before / (at - before);
  return { points, paybackYear: index, paybackYears };
}

/** One step of the Improvement Area Chart: the energy per end use after it, kWh/yr. */
export interface AreaStep {
  /** `baseline`, then the id of the measure added at this step. */
  key: string;
  byEndUseKwh: Record<EndUse, number>;
}

/**
 * The Improvement Area Chart for Sub System (spec 2.11): the building's energy per end use at
 * each step of the combined order: the baseline, then after each measure in turn (the baseline
 * minus the incremental savings of the measures added so far), so the last step is the improved
 * building. `endUses`: the end uses with energy at the baseline or saved by some measure.
 */
export function improvementAreaSteps(figures: MetricsMeasures): {
  endUses: EndUse[];
  steps: AreaStep[];
} {
  const measures = (figures.order ?? []).flatMap((id) => {
    const measure = figures.measures[id];
    return measure ? [{ id, saved: measure.incremental?.byEndUseKwh ?? {} }] : [];
  });
  const baseline = figures.baseline.byEndUseKwh ?? {};
  const endUses = END_USES.filter(
    (endUse) =>
      (baseline[endUse] ?? 0) !== 0 || measures.some((one) => (one.saved[endUse] ?? 0) !== 0),
  );
  const level = Object.fromEntries(
    END_USES.map((endUse) => [endUse, baseline[endUse] ?? 0]),
  ) as Record<EndUse, number>;
  const steps: AreaStep[] = [{ key: 'baseline', byEndUseKwh: { ...level } }];
  for (const { id, saved } of measures) {
    for (const endUse of END_USES) level[endUse] -= saved[endUse] ?? 0;
    steps.push({ key: id, byEndUseKwh: { ...level } });
  }
  return { endUses, steps };
}

/** One measure's savings alone, per year, for the Improvement Measures chart. */
export interface MeasureSavingsBar extends SavingsTriple {
  measureId: string;
  kind: MeasureKind;
  /** Done measures are not in the combined savings. */
  done: boolean;
}

/**
 * The Improvement Measures as a chart (spec 2.11): each measure's savings alone (energy kWh/yr,
 * cost/yr, CO2 t/yr), in the combined order, then the measures done by name (`names`: the
 * user's names by id; the id where none).
 */
export function measureSavingsBars(
  figures: MetricsMeasures,
  names: Readonly<Record<string, string>> = {},
): MeasureSavingsBar[] {
  const order = figures.order ?? [];
  const inOrder = new Set(order);
  const nameOf = (id: string) => names[id] ?? id;
  const rest = Object.keys(figures.measures)
    .filter((id) => !inOrder.has(id))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return [...order, ...rest].flatMap((measureId) => {
    const measure = figures.measures[measureId];
    if (!measure) return [];
    return [
      {
        measureId,
        kind: measure.kind,
        done: !inOrder.has(measureId),
        ...triple(measure.savings),
      },
    ];
  });
}

/** What the charts of the combination can show: nothing, only measures done, or some to combine. */
export type CombinationState = 'noMeasures' | 'allDone' | 'combined';

/**
 * Whether the building has measures, and whether any is left to combine (measures done are not
 * in the combination): the charts' empty states say which.
 */
export function combinationState(figures: MetricsMeasures | undefined): CombinationState {
  if (!figures || Object.keys(figures.measures).length === 0) return 'noMeasures';
  return (figures.order ?? []).some((id) => figures.measures[id]) ? 'combined' : 'allDone';
}

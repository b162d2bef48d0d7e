import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../../functions/src/services/building-import/parse-import.js';
import { energyStarAssumptionsFor } from '../../functions/src/shared/constants/energy-star-assumptions.js';
import type { ReportedFigures } from '../../functions/src/shared/domain/building-import/imported-building.js';
import {
  place,
  referenceFor,
} from '../../functions/src/shared/domain/metrics/benchmarks/benchmark.js';
import { energyStarEstimate } from '../../functions/src/shared/domain/metrics/benchmarks/energy-star-estimate.js';
import { bandOf } from '../../functions/src/shared/domain/metrics/benchmarks/percentile.js';
import { buildingReferenceChoice } from '../../functions/src/shared/domain/metrics/benchmarks/building-reference.js';
import type { BenchmarkBand } from '../../functions/src/shared/schemas/enums/analysis.js';
import type { UseType } from '../../functions/src/shared/schemas/enums/building.js';

/**
 * Our positions checked against the ENERGY STAR scores owners received (issue 34): the real
 * disclosure files of the import fixtures (tests/fixtures/building-import/public, unedited), read
 * by the import, each building-year with a score and a site EUI placed as the Comparison tab and
 * the Dashboard place a building whose figures are that year's (`buildingReferenceChoice`, then
 * `place` in `referenceFor`, as `buildingBenchmarks` does): by the Portfolio Manager national
 * median source EUI the file gives for the year (Philadelphia; San Francisco as the difference
 * from it), else by an estimated ENERGY STAR score, else by its model's prediction from the
 * inputs it has (its floor area; `partialPredictedCentre`), else in the EUI reference of its use type and
 * country. Per use type with at least ten building-years: the rank correlation (Spearman) of our
 * position (100 − percentile) with the score, and the share in the band the score implies (score
 * ≥ 90 Best-in-Class, ≥ 75 Most Efficient, ≥ 25 Average Performance, else Least Efficient); the
 * same for the building-years of each basis.
 */
type Basis = 'portfolioManager' | 'estimate' | 'partial' | 'reference';
/**
 * Per use type, all and by basis (three building-years at least): building-years, rank
 * correlation, % in the band the score implies. Before the Portfolio Manager median was read
 * (site EUI in the reference of every building): office 113, 0.66, 28 %; industrial 29, 0.96,
 * 24 %; other 14, 0.58, 36 %; education 11, 0.89, 45 %; retail 14, 0.36, 57 %; hospitality 20,
 * 0.28, 30 %. Before the partial prediction (U.S. building-years without the median in the
 * national-median reference): office 0.58, 43 %; industrial 0.93, 59 %; education 0.89, 45 %;
 * retail 0.90, 64 %; hospitality 0.28, 30 %.
 */
const REACHED = {
  office: {
    all: [113, 0.69, 47],
    portfolioManager: [33, 1, 88],
    partial: [56, 0.52, 30],
    reference: [24, 0.92, 29],
  },
  industrial: {
    all: [29, 0.92, 72],
    portfolioManager: [13, 0.97, 92],
    partial: [13, 0.93, 62],
    reference: [3, 1, 33],
  },
  other: { all: [14, 0.58, 36], reference: [14, 0.58, 36] },
  education: { all: [11, 0.85, 45], partial: [11, 0.85, 45] },
  retail: { all: [14, 0.98, 64], portfolioManager: [8, 1, 75], partial: [6, 0.83, 50] },
  hospitality: { all: [20, 0.27, 35], partial: [20, 0.27, 35] },
};
const round2 = (value: number) => Math.round(value * 100) / 100;

const PUBLIC = new URL('../fixtures/building-import/public/', import.meta.url);

interface Placed {
  file: string;
  useType: UseType;
  basis: Basis;
  percentile: number;
  score: number;
}

/**
 * A building-year placed as the product places a building whose latest report is that year, at
 * the file's site EUI of the year (the tab places Facet's own site EUI of the building, which for
 * an imported building without bills comes from the reported electricity and natural gas alone).
 */
function placeYear(
  general: { country?: string; useType: UseType; grossFloorAreaM2?: number },
  figures: ReportedFigures & { siteEuiKwhPerM2: number },
): { basis: Basis; percentile: number } {
  const site = figures.siteEuiKwhPerM2;
  const source = figures.sourceEuiKwhPerM2 ?? site;
  // The files give no activity or use details, the models' other inputs (workers, hours, ...).
  const energyStar = energyStarEstimate({
    country: general.country,
    useType: general.useType,
    grossFloorAreaM2: general.grossFloorAreaM2,
    activity: undefined,
    degreeDays: undefined,
    sourceEuiKwhPerM2: source,
    assumptionsFor: energyStarAssumptionsFor,
  });
  // The building's history holds the year (a file without years, New York's, gives none).
  const { reportingYear, ...year } = figures;
  const choice = buildingReferenceChoice({
    country: general.country,
    useType: general.useType,
    reportedYears: reportingYear === undefined ? undefined : { [String(reportingYear)]: year },
    energyStar,
    siteEuiKwhPerM2: site,
    sourceEuiKwhPerM2: source,
  });
  const placed = place(site, [], referenceFor(choice, general.useType)).reference!;
  const basis: Basis = !choice.predicted
    ? 'reference'
    : choice.predicted.portfolioManagerYear !== undefined
      ? 'portfolioManager'
      : choice.predicted.partial
        ? 'partial'
        : 'estimate';
  return { basis, percentile: placed.percentile };
}

async function placedBuildingYears(): Promise<Placed[]> {
  const rows: Placed[] = [];
  const files = readdirSync(PUBLIC).filter((name) => name.endsWith('.csv'));
  for (const file of files) {
    const parsed = await parseImportFile(new Uint8Array(readFileSync(new URL(file, PUBLIC))));
    for (const building of parsed.buildings) {
      const useType = building.general.useType;
      if (!useType) continue;
      for (const year of [building.reported, ...(building.otherYears ?? [])]) {
        const { energyStarScore: score, siteEuiKwhPerM2 } = year;
        if (score === undefined || siteEuiKwhPerM2 === undefined || !(siteEuiKwhPerM2 > 0))
          continue;
        const general = { ...building.general, useType };
        const placed = placeYear(general, { ...year, siteEuiKwhPerM2 });
        rows.push({ file, useType, score, ...placed });
      }
    }
  }
  return rows;
}

/** Ranks 1…n, ties at their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    for (let k = start; k <= end; k += 1) out[order[k]!.index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

/** Spearman's rank correlation: Pearson's of the ranks. */
function spearman(x: readonly number[], y: readonly number[]): number {
  const rx = ranks(x);
  const ry = ranks(y);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const mx = mean(rx);
  const my = mean(ry);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  rx.forEach((r, i) => {
    covariance += (r - mx) * (ry[i]! - my);
    vx += (r - mx) ** 2;
    vy += (ry[i]! - my) ** 2;
  });
  return covariance / Math.sqrt(vx * vy);
}

/** The band an ENERGY STAR score implies: its percentile of efficiency is 100 − score. */
const bandOfScore = (score: number): BenchmarkBand => bandOf(100 - score);

/** Building-years, rank correlation and share in the band the score implies. */
type Figures = [count: number, rankCorrelation: number, inBandPct: number];

function figuresOf(rows: readonly Placed[]): Figures {
  const sameBand = rows.filter((row) => bandOf(row.percentile) === bandOfScore(row.score)).length;
  return [
    rows.length,
    round2(
      spearman(
        rows.map((row) => 100 - row.percentile),
        rows.map((row) => row.score),
      ),
    ),
    Math.round((sameBand / rows.length) * 100),
  ];
}

describe('our positions against the ENERGY STAR scores of real buildings', async () => {
  const rows = await placedBuildingYears();
  const types = [...new Set(rows.map((row) => row.useType))].filter(
    (useType) => rows.filter((row) => row.useType === useType).length >= 10,
  );
  const reached = Object.fromEntries(
    types.map((useType) => {
      const ofType = rows.filter((row) => row.useType === useType);
      const byBasis = Object.fromEntries(
        (['portfolioManager', 'estimate', 'partial', 'reference'] as const).flatMap((basis) => {
          const ofBasis = ofType.filter((row) => row.basis === basis);
          return ofBasis.length >= 3 ? [[basis, figuresOf(ofBasis)]] : [];
        }),
      );
      return [useType, { all: figuresOf(ofType), ...byBasis }];
    }),
  ) as Record<string, Partial<Record<'all' | Basis, Figures>>>;
  console.log(
    [
      `${rows.length} scored building-years in ${new Set(rows.map((row) => row.file)).size} files`,
      ...Object.entries(reached).map(([useType, byBasis]) =>
        Object.entries(byBasis)
          .map(
            ([basis, [count, rank, inBand]]) =>
              `${useType} ${basis}: n ${count}, rank correlation ${rank.toFixed(2)}, in the band the score implies ${inBand} %`,
          )
          .join('\n'),
      ),
    ].join('\n'),
  );

  it('reads the scored buildings of the six files, none of them with an estimated score', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(types).toEqual(expect.arrayContaining(['office', 'industrial', 'hospitality']));
    // The files carry none of the models' inputs but floor area (workers, hours, computers,
    // rooms...), and the estimate assumes none (methodology §2.2).
    expect(rows.filter((row) => row.basis === 'estimate')).toEqual([]);
  });

  it('agrees with the score where the file gives the Portfolio Manager national median', () => {
    // Philadelphia's offices, San Francisco's offices, warehouses and supermarkets.
    for (const useType of ['office', 'industrial', 'retail'] as const) {
      const [count, rank, inBand] = reached[useType]!.portfolioManager!;
      expect(count, useType).toBeGreaterThanOrEqual(5);
      expect(rank, useType).toBeGreaterThanOrEqual(0.8);
      expect(inBand, useType).toBeGreaterThan(50);
    }
  });

  it('reaches a rank correlation of 0.8 over the whole use type for warehouses, shops and schools', () => {
    // Offices, hotels and "other" fall short: most of their building-years have no median in
    // their file (Chicago, New York, Seattle, Calgary), and their scores weigh workers, hours,
    // computers, rooms and climate, which the files do not carry (methodology §2).
    for (const useType of ['industrial', 'retail', 'education'] as const) {
      expect(reached[useType]!.all![1], useType).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('reaches the figures it states', () => {
    expect(reached).toEqual(REACHED);
  });
});

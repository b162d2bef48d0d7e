import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../../functions/src/services/building-import/parse-import.js';
import { referenceFor } from '../../functions/src/shared/domain/metrics/benchmarks/benchmark.js';
import {
  bandOf,
  lognormalPercentile,
} from '../../functions/src/shared/domain/metrics/benchmarks/percentile.js';
import { referenceChoiceFor } from '../../functions/src/shared/domain/metrics/benchmarks/reference-choice.js';
import type { BenchmarkBand } from '../../functions/src/shared/schemas/enums/analysis.js';
import type { UseType } from '../../functions/src/shared/schemas/enums/building.js';

/**
 * Our reference positions checked against the ENERGY STAR scores owners received (issue 34): the
 * real disclosure files of the import fixtures (tests/fixtures/building-import/public, unedited),
 * read by the import, each building-year with a score and a site EUI placed in the reference of
 * its use type and country as the Comparison tab places it. Per use type with at least ten
 * building-years: the rank correlation (Spearman) of our position (100 − percentile) with the
 * score, and the share of buildings in the band their score implies (score ≥ 90 Best-in-Class,
 * ≥ 75 Most Efficient, ≥ 25 Average Performance, else Least Efficient).
 */
/** Per use type: building-years, rank correlation, % in the band the score implies. */
const REACHED = {
  office: [113, 0.66, 28],
  industrial: [29, 0.96, 24],
  other: [14, 0.58, 36],
  education: [11, 0.89, 45],
  retail: [14, 0.36, 57],
  hospitality: [20, 0.28, 30],
};
const round2 = (value: number) => Math.round(value * 100) / 100;

const PUBLIC = new URL('../fixtures/building-import/public/', import.meta.url);

interface Scored {
  file: string;
  useType: UseType;
  country: string | undefined;
  siteEuiKwhPerM2: number;
  score: number;
}

async function scoredBuildingYears(): Promise<Scored[]> {
  const rows: Scored[] = [];
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
        rows.push({ file, useType, country: building.general.country, siteEuiKwhPerM2, score });
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

interface TypeFigures {
  useType: UseType;
  count: number;
  rankCorrelation: number;
  sameBand: number;
}

function figuresOf(rows: readonly Scored[], useType: UseType): TypeFigures {
  const ofType = rows.filter((row) => row.useType === useType);
  const percentiles = ofType.map((row) =>
    lognormalPercentile(
      row.siteEuiKwhPerM2,
      referenceFor(referenceChoiceFor(row.country, useType), useType),
    ),
  );
  const sameBand = ofType.filter(
    (row, i) => bandOf(percentiles[i]!) === bandOfScore(row.score),
  ).length;
  return {
    useType,
    count: ofType.length,
    rankCorrelation: spearman(
      percentiles.map((percentile) => 100 - percentile),
      ofType.map((row) => row.score),
    ),
    sameBand: sameBand / ofType.length,
  };
}

describe('reference positions against the ENERGY STAR scores of real buildings', async () => {
  const rows = await scoredBuildingYears();
  const types = [...new Set(rows.map((row) => row.useType))].filter(
    (useType) => rows.filter((row) => row.useType === useType).length >= 10,
  );
  const figures = types.map((useType) => figuresOf(rows, useType));
  console.log(
    [
      `${rows.length} scored building-years in ${new Set(rows.map((row) => row.file)).size} files`,
      ...figures.map(
        (f) =>
          `${f.useType}: n ${f.count}, rank correlation ${f.rankCorrelation.toFixed(2)}, in the band the score implies ${(f.sameBand * 100).toFixed(0)} %`,
      ),
    ].join('\n'),
  );

  it('reads the scored buildings of the six files', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(types).toEqual(expect.arrayContaining(['office', 'industrial', 'hospitality']));
  });

  it('reaches a rank correlation of 0.8 where site EUI alone can: warehouses and schools', () => {
    for (const useType of ['industrial', 'education'] as const) {
      const f = figures.find((one) => one.useType === useType)!;
      expect(f.rankCorrelation, useType).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('reaches the figures docs/methodology.md §2.1 states for every use type', () => {
    // Offices, hotels and shops fall short of 0.8: their scores also weigh workers, hours,
    // computers and climate, which the files do not carry (the methodology explains).
    expect(
      Object.fromEntries(
        figures.map((f) => [
          f.useType,
          [f.count, round2(f.rankCorrelation), Math.round(f.sameBand * 100)],
        ]),
      ),
    ).toEqual(REACHED);
  });
});

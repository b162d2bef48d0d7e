import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';

/*
 * The Improve tab's marginal abatement cost curve (spec 2.11): the measures not yet done as
 * blocks, net cost per tonne of CO2 avoided (building's currency) against tonnes a year.
 */

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

import type { UseType } from '../../../schemas/enums/building.js';
import type { EnergyStarEstimate } from './energy-star-estimate.js';
import {
  partialPredictedCentre,
  predictedCentre,
  referenceChoiceFor,
  type BenchmarkReferenceChoice,
} from './reference-choice.js';

/*
 * The reference a building is placed in, centred on the building itself where it can be
 * (docs/methodology.md §2): by its Portfolio Manager national median source EUI, else by its
 * estimated ENERGY STAR score, else by its model's prediction from the inputs it has, else its use
 * type's and country's.
 */

/** A reported year's Portfolio Manager figures: site and source EUI and the national median. */
export interface PortfolioManagerYear {
  year: number;
  siteEuiKwhPerM2: number;
  sourceEuiKwhPerM2: number;
  nationalMedianSourceEuiKwhPerM2: number;
}

/** What {@link portfolioManagerYearOf} reads of a reported year (`reportedYearSchema`). */
interface ReportedMedianFigures {
  siteEuiKwhPerM2?: number;
  sourceEuiKwhPerM2?: number;
  nationalMedianSourceEuiKwhPerM2?: number;
}

/**
 * The latest reported year (`/buildings/{id}/reportedYears`) with a site EUI, a source EUI and a
 * national median source EUI, all above zero; undefined when none has the three.
 */
export function portfolioManagerYearOf(
  reportedYears: Readonly<Record<string, ReportedMedianFigures>> | undefined,
): PortfolioManagerYear | undefined {
  let latest: PortfolioManagerYear | undefined;
  for (const [key, figures] of Object.entries(reportedYears ?? {})) {
    const year = Number(key);
    const { siteEuiKwhPerM2: site, sourceEuiKwhPerM2: source } = figures;
    const median = figures.nationalMedianSourceEuiKwhPerM2;
    if (!Number.isInteger(year) || !(site! > 0) || !(source! > 0) || !(median! > 0)) continue;
    if (latest && latest.year > year) continue;
    latest = {
      year,
      siteEuiKwhPerM2: site!,
      sourceEuiKwhPerM2: source!,
      nationalMedianSourceEuiKwhPerM2: median!,
    };
  }
  return latest;
}

/**
 * The centre Portfolio Manager gives a building (docs/methodology.md §2): its national median
 * source EUI is, for a property its score model rates, the source EUI at which the building would
 * score 50 (the model's prediction × the median of its distribution of ratios), so the reported
 * year's site EUI × median ÷ source EUI is the site EUI at which it would score 50, whatever
 * source factors the file used. Placed there with its model's spread, the building's percentile
 * in that year is that of its ratio source EUI ÷ median (close to 100 minus its score); a later
 * site EUI is placed against the same centre. The source centre is the site centre at the
 * building's own site-to-source ratio (Portfolio Manager's median without one).
 */
export function portfolioManagerCentre(
  year: PortfolioManagerYear,
  siteEuiKwhPerM2: number,
  sourceEuiKwhPerM2: number,
): NonNullable<BenchmarkReferenceChoice['predicted']> {
  const site =
    (year.siteEuiKwhPerM2 * year.nationalMedianSourceEuiKwhPerM2) / year.sourceEuiKwhPerM2;
  return {
    siteMedianKwhPerM2: site,
    sourceMedianKwhPerM2:
      siteEuiKwhPerM2 > 0 && sourceEuiKwhPerM2 > 0
        ? site * (sourceEuiKwhPerM2 / siteEuiKwhPerM2)
        : year.nationalMedianSourceEuiKwhPerM2,
    portfolioManagerYear: year.year,
  };
}

/**
 * The reference a building is placed in (docs/methodology.md §2), as the Comparison tab and the
 * Dashboard's bands place it: a U.S. building with a Portfolio Manager national median source EUI
 * in a reported year is centred where it would score 50 by it (`portfolioManagerCentre`), else one
 * with an estimated ENERGY STAR score on its model's prediction (`predictedCentre`), else one
 * whose estimate lacks an input on its model's prediction from the inputs it has
 * (`partialPredictedCentre`), else any building in the reference of its use type and country.
 */
export function buildingReferenceChoice(building: {
  country: string | undefined;
  useType: UseType;
  reportedYears: Readonly<Record<string, ReportedMedianFigures>> | undefined;
  energyStar: EnergyStarEstimate;
  /** The building's own site and source EUI, kWh/m²·yr (the figures it is placed by). */
  siteEuiKwhPerM2: number;
  sourceEuiKwhPerM2: number;
}): BenchmarkReferenceChoice {
  const { country, useType, siteEuiKwhPerM2: site, sourceEuiKwhPerM2: source } = building;
  const reported = portfolioManagerYearOf(building.reportedYears);
  const predicted = reported
    ? portfolioManagerCentre(reported, site, source)
    : (predictedCentre(building.energyStar, site, source) ??
      partialPredictedCentre(building.energyStar, site, source));
  return referenceChoiceFor(country, useType, predicted);
}

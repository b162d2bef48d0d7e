import {
  CALCULATED_TARGET_COUNTRIES,
  ENERGY_STAR_COUNTRIES,
  EUROPEAN_COUNTRIES,
  SPREAD_MODEL,
  TM46_COUNTRIES,
  TM46_TYPICAL,
  type BenchmarkReferenceFallback,
  type BenchmarkReferenceId,
} from '../../../constants/benchmark-references.js';
import { REFERENCE_PROPERTY_TYPE } from '../../../constants/benchmarks.js';
import {
  KWH_PER_M2_PER_KBTU_PER_FT2,
  NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2,
  NATIONAL_MEDIAN_SOURCE_EUI_KBTU_PER_FT2,
} from '../../../constants/energy-model.js';
import {
  ENERGY_STAR_MODELS,
  type EnergyStarPropertyType,
} from '../../../constants/energy-star-score-models.js';
import type { UseType } from '../../../schemas/enums/building.js';
import type { EnergyStarEstimate } from './energy-star-estimate.js';
import type { EnergyStarInputs } from './energy-star-inputs.js';
import { predictedSourceEuiKbtuPerFt2 } from './energy-star-score.js';
import { gammaQuantile, trigamma } from './gamma-distribution.js';
import type { LognormalReference } from './percentile.js';

/*
 * Which reference distribution a building is placed in (docs/methodology.md §2.1): the centre
 * from the published table of its country (ENERGY STAR for the United States, CIBSE TM46 for the
 * United Kingdom and, as the nearest measured European table, the rest of Europe), the spread from
 * the ENERGY STAR score model of its use type, and why when it is not its own country's.
 */

/** The reference a building is placed in, as stored with its benchmarks and named on screen. */
export interface BenchmarkReferenceChoice {
  id: BenchmarkReferenceId;
  /** The table's property type or category the use type is matched to (a key, translated). */
  category: string;
  /** The ENERGY STAR score model whose efficiency-ratio distribution gives the spread. */
  spreadModel: EnergyStarPropertyType;
  /** Why the building is placed in another country's reference (absent when it is its own). */
  fallback?: BenchmarkReferenceFallback;
  /** The building's country (ISO 3166-1 alpha-2), when it has one and falls back. */
  country?: string;
  /**
   * A U.S. building centred on its own prediction: the site and source EUI (kWh/m²·yr) at which it
   * would score 50, in place of the national median of its type. From the Portfolio Manager
   * national median source EUI of a reported year when the building has one (its year in
   * `portfolioManagerYear`, `portfolioManagerCentre`), else from its estimated ENERGY STAR score
   * (its model's prediction for its floor area, use details and climate, `predictedCentre`).
   */
  predicted?: {
    siteMedianKwhPerM2: number;
    sourceMedianKwhPerM2: number;
    portfolioManagerYear?: number;
    /**
     * The prediction takes only the inputs the building gives (its floor area, climate and the use
     * details it has), the others at the means of EPA's reference sample (`partialPredictedCentre`):
     * placed with the spread of buildings whose operation is unknown.
     */
    partial?: true;
  };
}

/**
 * The centre ENERGY STAR's score model gives a building it can score: its predicted source EUI ×
 * the median of the model's gamma distribution of ratios (the ratio of a building scoring 50),
 * and the same at the building's own site-to-source ratio. Placed there with the model's spread,
 * the building's percentile is 100 minus its
 * estimated score. Undefined without a score (an input missing, no model, not U.S.).
 */
export function predictedCentre(
  estimate: EnergyStarEstimate,
  siteEuiKwhPerM2: number,
  sourceEuiKwhPerM2: number,
): BenchmarkReferenceChoice['predicted'] {
  if (estimate.status !== 'estimated' || estimate.score === null) return undefined;
  const predicted = estimate.predictedSourceEuiKbtuPerFt2;
  if (predicted === null) return undefined;
  return centreOfScore50(estimate.propertyType, predicted, siteEuiKwhPerM2, sourceEuiKwhPerM2);
}

/**
 * Where a building predicted at `predictedKbtuPerFt2` would score 50: the prediction × the median
 * of its model's gamma of ratios, in kWh/m²·yr, and the same at the building's own site-to-source
 * ratio. Undefined for a prediction, site or source EUI that is not above zero.
 */
function centreOfScore50(
  type: EnergyStarPropertyType,
  predictedKbtuPerFt2: number,
  siteEuiKwhPerM2: number,
  sourceEuiKwhPerM2: number,
): NonNullable<BenchmarkReferenceChoice['predicted']> | undefined {
  if (!(predictedKbtuPerFt2 > 0) || !(siteEuiKwhPerM2 > 0) || !(sourceEuiKwhPerM2 > 0)) {
    return undefined;
  }
  const { shape, scale } = ENERGY_STAR_MODELS[type].gamma;
  const source =
    predictedKbtuPerFt2 * KWH_PER_M2_PER_KBTU_PER_FT2 * gammaQuantile(0.5, shape, scale);
  return {
    siteMedianKwhPerM2: source * (siteEuiKwhPerM2 / sourceEuiKwhPerM2),
    sourceMedianKwhPerM2: source,
  };
}

/**
 * The centre of a U.S. building whose estimated score lacks an input (workers, hours, …): its
 * model's prediction from the inputs it has (floor area, climate, the use details given), each
 * missing input's term at the mean of EPA's reference sample, i.e. that term left out (each
 * Technical Reference's Figure 2 gives the means its variables are centred on, so a centred term
 * at its mean adds nothing; an uncentred yes/no term left out counts as "no"). × the median of
 * the model's gamma of ratios, as `predictedCentre`. Only the Office model has a floor-area term
 * (up to 100,000 ft²): a large office is expected to use more than the national median office,
 * which its score does too. Undefined when the estimate has a score (`predictedCentre` then) or
 * is not made (not U.S., no model, no floor area or source EUI).
 */
export function partialPredictedCentre(
  estimate: EnergyStarEstimate,
  siteEuiKwhPerM2: number,
  sourceEuiKwhPerM2: number,
): BenchmarkReferenceChoice['predicted'] {
  if (estimate.status !== 'estimated' || estimate.score !== null) return undefined;
  if (estimate.missing.length === 0) return undefined;
  // The inputs the building gives; nothing assumed.
  const given: Record<string, number | boolean> = {};
  for (const entry of estimate.inputs)
    if (entry.basis !== 'assumed') given[entry.input] = entry.value;
  const prediction = predictedSourceEuiKbtuPerFt2(estimate.propertyType, given as EnergyStarInputs);
  const predicted = prediction.terms.reduce(
    (sum, term) => sum + term.product,
    prediction.intercept,
  );
  const centre = centreOfScore50(
    estimate.propertyType,
    predicted,
    siteEuiKwhPerM2,
    sourceEuiKwhPerM2,
  );
  return centre && { ...centre, partial: true };
}

/**
 * The reference of a building of `useType` in `country` (ISO 3166-1 alpha-2, any case); a U.S.
 * building with a centre of its own (`buildingReferenceChoice`) is placed around it.
 */
export function referenceChoiceFor(
  country: string | undefined,
  useType: UseType,
  predicted?: BenchmarkReferenceChoice['predicted'],
): BenchmarkReferenceChoice {
  const code = country?.trim().toUpperCase() || undefined;
  const spreadModel = SPREAD_MODEL[useType];
  const energyStar = (fallback?: BenchmarkReferenceFallback): BenchmarkReferenceChoice => ({
    id: 'energyStarUs',
    category: REFERENCE_PROPERTY_TYPE[useType],
    spreadModel,
    ...(fallback ? { fallback } : {}),
    ...(fallback && code ? { country: code } : {}),
  });
  const tm46 = (fallback?: BenchmarkReferenceFallback): BenchmarkReferenceChoice => ({
    id: 'cibseTm46',
    category: TM46_TYPICAL[useType].category,
    spreadModel,
    ...(fallback ? { fallback, country: code } : {}),
  });
  if (!code) return energyStar('noCountry');
  if (ENERGY_STAR_COUNTRIES.includes(code)) {
    return predicted ? { ...energyStar(), predicted } : energyStar();
  }
  if (TM46_COUNTRIES.includes(code)) return tm46();
  if (CALCULATED_TARGET_COUNTRIES.includes(code)) return tm46('calculatedTarget');
  if (EUROPEAN_COUNTRIES.includes(code)) return tm46('noNationalReference');
  return energyStar('noNationalReference');
}

/**
 * The spread among buildings whose operation the model accounts for: the gamma distribution EPA
 * fitted to the model's efficiency ratios (Technical Reference "ENERGY STAR Score", August 2018,
 * p. 9; each shape cited in energy-star-score-models.ts), scaled to the reference's median. Its
 * standard deviation of ln X is √ψ₁(shape) (X ~ Gamma(shape, any scale)).
 */
export function conditionalSpread(model: EnergyStarPropertyType): {
  lnSigma: number;
  gammaShape: number;
} {
  const shape = ENERGY_STAR_MODELS[model].gamma.shape;
  return { lnSigma: Math.sqrt(trigamma(shape)), gammaShape: shape };
}

/**
 * The spread among all buildings of the type, whatever their operation: the ratios' spread with
 * the variance the regression explains added back, σ(ln) = √(ψ₁(shape) ÷ (1 − R²)) with the
 * model's R² (Figure 3 of its Technical Reference). An approximation: R² is of source EUI, applied
 * here to ln EUI. A lognormal: office 0.60, K-12 School 0.46, Hotel 0.39, Retail Store 0.87,
 * Non-refrigerated Warehouse 0.94.
 */
export function unconditionalSpread(model: EnergyStarPropertyType): { lnSigma: number } {
  const { gamma, rSquared } = ENERGY_STAR_MODELS[model];
  return { lnSigma: Math.sqrt(trigamma(gamma.shape) / (1 - rSquared)) };
}

/**
 * The spread of a reference: conditional on the building's operation when its score model
 * predicts its centre from every input (`predicted`), unconditional around a national median, a
 * typical value or a prediction that left inputs at the sample's means (`predicted.partial`).
 */
function spreadOf(choice: BenchmarkReferenceChoice): Omit<LognormalReference, 'median'> {
  return choice.predicted && !choice.predicted.partial
    ? conditionalSpread(choice.spreadModel)
    : unconditionalSpread(choice.spreadModel);
}

/** Reference distribution of whole-building site EUI, kWh/m²·yr. */
export function siteEuiReference(
  choice: BenchmarkReferenceChoice,
  useType: UseType,
): LognormalReference {
  const spread = spreadOf(choice);
  if (choice.predicted) return { median: choice.predicted.siteMedianKwhPerM2, ...spread };
  if (choice.id === 'cibseTm46') {
    const typical = TM46_TYPICAL[useType];
    return { median: typical.electricityKwhPerM2 + typical.fossilThermalKwhPerM2, ...spread };
  }
  return {
    median: NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2[useType] * KWH_PER_M2_PER_KBTU_PER_FT2,
    ...spread,
  };
}

/**
 * Reference distribution of source EUI, kWh/m²·yr: ENERGY STAR's national median source EUI with
 * the same spread (the score models rank source EUI); null for TM46, which gives site energy only.
 */
export function sourceEuiReference(
  choice: BenchmarkReferenceChoice,
  useType: UseType,
): LognormalReference | null {
  if (choice.id !== 'energyStarUs') return null;
  if (choice.predicted) {
    return {
      median: choice.predicted.sourceMedianKwhPerM2,
      ...spreadOf(choice),
    };
  }
  return {
    median: NATIONAL_MEDIAN_SOURCE_EUI_KBTU_PER_FT2[useType] * KWH_PER_M2_PER_KBTU_PER_FT2,
    ...spreadOf(choice),
  };
}

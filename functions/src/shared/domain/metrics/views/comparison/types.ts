import type { BenchmarkBand } from '../../../../schemas/enums/analysis.js';
import type { UseType } from '../../../../schemas/enums/building.js';
import type { EndUse } from '../../../../schemas/derived/metrics-keys.js';
import type { BenchmarkReference } from '../../../../schemas/derived/metrics.js';
import type { DetailElement, ElementDetail } from '../../benchmarks/element-detail.js';

/*
 * What the Comparison tab shows (spec 2.10), shaped from the stored benchmarks: numbers and keys
 * only, labels come from i18n in the web. `comparisonView` (comparison.ts) builds it.
 */

/** The peer set a chart places the building in: the shipped reference, or the chosen buildings. */
export type ComparisonPeerSet = 'reference' | 'peers';

/** The rows of the comparison: whole building, CO2, each end use, renewables, each envelope element. */
export type ComparisonRowKey =
  | 'total'
  | 'co2'
  | EndUse
  | 'renewables'
  | 'roof'
  | 'wall'
  | 'openings'
  | 'floor';

/**
 * The quantity of a row, as the web's format module knows it: site intensity kWh/m²·yr,
 * CO2 intensity kg/m²·yr, U-value W/m²K.
 */
export type ComparisonQuantity = 'intensity' | 'co2Intensity' | 'uValue';

/** Why a position is a range rather than a point. */
export type UncertaintyReason =
  /** Some carriers have no bills or meter data: their year is modelled from the description. */
  | 'modelledEnergy'
  /** The sub-system is not sub-metered: its share is modelled from the description and scaled to the meters. */
  | 'modelledSubSystem'
  /** The U-value is not given: it is assumed from the construction year or the glazing type. */
  | 'assumedUValue';

/** Limits of the bands in the row's stored unit: the 10th, 25th, 50th and 75th percentiles. */
export interface ComparisonBandLimits {
  bestInClass: number;
  mostEfficient: number;
  median: number;
  leastEfficient: number;
}

/** Where the building would sit at either end of its uncertainty range. */
export interface ComparisonUncertainty {
  /** Lowest and highest plausible value, stored unit. */
  low: number;
  high: number;
  /** Percentile (0–100, lower is better) of `low` and `high` in the peer set; null without one. */
  percentileLow: number | null;
  percentileHigh: number | null;
  reason: UncertaintyReason;
}

export interface ComparisonRow {
  key: ComparisonRowKey;
  quantity: ComparisonQuantity;
  /** The building today, stored unit (kWh/m²·yr, kg/m²·yr or W/m²K). */
  current: number;
  /** After the improvement measures not yet done; absent without measures (or for U-values). */
  potential?: number;
  /** The band limits of the chosen peer set; null when it gives none (no peers counted, no reference). */
  limits: ComparisonBandLimits | null;
  /** Percentile of `current` in the peer set (0–100, lower is better); null without limits. */
  percentile: number | null;
  band: BenchmarkBand | null;
  /**
   * How the current value is known: `metered` (bills, meters, sub-meters), `reported` (an annual
   * total of a benchmarking file), `modelled` (estimated from the description), `given` (a U-value
   * the user entered), `assumed` (a U-value assumed by the model).
   */
  basis: 'metered' | 'reported' | 'modelled' | 'given' | 'assumed';
  /** Present when the value is estimated: the position as a range, with its reason. */
  uncertainty?: ComparisonUncertainty;
  /** The detail popup of the row (current versus best practice), when it has one. */
  detail?: DetailElement;
}

/** Where the peer set comes from, named on the charts. */
export type ComparisonSource =
  | {
      kind: 'reference';
      useType: UseType;
      /**
       * The reference: its table, the table's category for the use type (e.g. `hotel`), the
       * ENERGY STAR model of its spread, and why it is another country's.
       */
      reference: BenchmarkReference;
      /** Document of the centre, e.g. "CIBSE TM46:2008 Energy benchmarks, Table 1". */
      centreDataset: string;
      /** Document of the spread, e.g. "EPA, Technical Reference: ENERGY STAR Score (August 2018)". */
      spreadDataset: string;
      /** Year of the data the centre rests on. */
      year: number;
      /**
       * Figures computed before the reference was stored: placed in the ENERGY STAR U.S. medians
       * with one spread for every use type (`spreadDataset` names it).
       */
      legacy?: true;
    }
  | {
      kind: 'peers';
      /** Buildings chosen in the Comparison Parameters. */
      chosen: number;
      /** Ids of the buildings counted, in the order chosen (none in a share link's view). */
      countedIds: string[];
      /** Buildings counted: the ids' number, or the placements' where the ids are withheld. */
      counted: number;
      /** Chosen buildings not counted, with the reason. */
      excluded: { id: string; reason: 'unavailable' | 'noFigures' }[];
    };

/** The Sub-System Performance radar: scores 0–100 per axis, higher is better. */
export interface ComparisonRadar {
  axes: EndUse[];
  minimumRequirement: number[];
  currentPerformance: number[];
  potentialBestInClass: number[];
  /** After the measures; absent without measures. */
  improved?: number[];
}

export interface ComparisonView {
  peerSet: ComparisonPeerSet;
  source: ComparisonSource;
  /** Building Energy Performance: site EUI. */
  energy: ComparisonRow;
  /** CO2 Emissions Performance: kg CO2 per m² and year. */
  co2: ComparisonRow;
  /** Sub-System Comparison, in the order of the spec, only the chosen sub-systems. */
  subSystems: ComparisonRow[];
  /** Facility Envelope Elements Comparison: roof, wall, openings, floor (the chosen ones). */
  envelope: ComparisonRow[];
  radar: ComparisonRadar;
  /** Current versus best practice of the chosen elements (spec 3.15). */
  details: ElementDetail[];
  /** The Best-In-Class marker of the energy chart (reference 10th percentile), kWh/m²·yr. */
  bestInClassEui: number;
}

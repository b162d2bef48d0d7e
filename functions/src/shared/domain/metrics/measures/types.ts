import type { MeasureKind, MeasureStatus } from '../../../schemas/enums/analysis.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import type {
  CarrierRates,
  InvestmentFigures,
  SavingsFigures,
  StateFigures,
} from './measure-figures.js';
import type { MeasuredSavings } from './measured-savings.js';

export type { CarrierRates, InvestmentFigures, SavingsFigures, StateFigures };

/** Everything the measures of one building are evaluated from. */
export interface MeasuresInput {
  /** The building's energy-model input, with its meters (the baseline). */
  model: EnergyModelInput;
  /** The building's measures by id (`/measures/{buildingId}`), each valid against its schema. */
  measures: Readonly<Record<string, ImprovementMeasure>>;
  rates: CarrierRates;
  /** Real discount rate, a fraction per year; default `DEFAULT_DISCOUNT_RATE` (3 %). */
  discountRate?: number;
  /** Yearly real escalation of energy prices, a fraction; default 0. */
  escalation?: number;
}

/** Energy, cost and CO2 as percentages (absent where the whole is 0). */
export interface FigurePcts {
  energy?: number;
  cost?: number;
  co2?: number;
}

/** One measure: its savings alone, its share of the combined savings, and its economics. */
export interface MeasureEvaluation {
  measureId: string;
  kind: MeasureKind;
  status: MeasureStatus;
  subSystem: SubSystem;
  /** Savings of the measure applied alone to the baseline. */
  savings: SavingsFigures;
  /** Economics of the measure alone. */
  investment: InvestmentFigures;
  /** Savings it adds in the combined order (absent for measures already done). */
  incremental?: SavingsFigures;
  /** 1-based place in the combined order (absent for measures already done). */
  rank?: number;
  /** Its incremental savings as % of the combined savings (the breakdowns in %). */
  sharePct?: FigurePcts;
  /** False when the model cannot represent the measure (custom, or nothing to act on). */
  modelled: boolean;
  /**
   * LED measures with count and lumens: the new LEDs' light against that of the lamps they
   * replace (the LEDs installed stay), % (negative = less light).
   */
  lightOutputChangePct?: number;
  /**
   * Done measures, in the stored figures only: the savings measured since their start date from
   * the bills (`measuredSavings`, needs the history `evaluateMeasures` does not get).
   */
  measured?: MeasuredSavings;
}

export interface MeasuresResult {
  /** Ids of the measures not yet done, in the order they are combined. */
  order: string[];
  measures: Record<string, MeasureEvaluation>;
  /** The building before and after every measure not yet done. */
  baseline: StateFigures;
  improved: StateFigures;
  /** Combined savings (baseline − improved) and their economics. */
  totals: {
    savings: SavingsFigures;
    investment: number;
    /** True when some measure has no investment (it counts as 0 in the totals). */
    investmentIncomplete: boolean;
    simplePaybackYears?: number;
    npv: number;
    irrPct?: number;
    lifetimeCo2Tons: number;
    /** Combined savings as % of the baseline. */
    savingsPct: FigurePcts;
    /**
     * The Payback chart: combined cash flow accumulated year by year, undiscounted, from time
     * zero (−investment) to the end of the longest life; it crosses 0 at the payback.
     */
    cumulativeCashFlow: number[];
  };
}

import type { EnvelopeGeometry } from './building-geometry.js';
import type { Basis, ModelCalibration } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import type { LightingDescriptor, VentilationDescriptor } from './end-use-loads.js';

/** One end use on one carrier. `basis` is `metered` only when every month is metered. */
export interface EndUseEnergy {
  endUse: EndUse;
  carrier: Carrier;
  monthlyKwh: number[];
  annualKwh: number;
  monthlyBasis: Basis[];
  basis: Basis;
}

/**
 * Totals of an end use (all carriers) or of a carrier (all end uses). A carrier is `metered` when
 * its meter has every month; an end use when it is sub-metered in every month.
 */
export interface EnergyTotal {
  monthlyKwh: number[];
  annualKwh: number;
  basis: Basis;
}

/** What the model assumed about the building, for the detail screens and the measures. */
export interface ModelDescriptors {
  floorAreaM2: number;
  /** Share of the time the building is in use, 0–1. */
  occupiedShare: number;
  envelope: EnvelopeGeometry;
  /** Overall heat transfer coefficient H = H_tr + H_ve, W/K (time-averaged ventilation). */
  heatTransferWPerK: number;
  lighting: LightingDescriptor;
  ventilation: VentilationDescriptor;
  heating: {
    installed: boolean;
    carrier: Carrier;
    /** Delivered heat / energy bought (1 = 100 %; a heat pump's SCOP above 1). */
    efficiency: number;
    /** Annual space-heating need plus hot water, kWh of heat. */
    annualNeedKwh: number;
    annualHotWaterKwh: number;
  };
  cooling: { installed: boolean; carrier: Carrier; cop: number; annualNeedKwh: number };
  /** Reference intensities used for plug loads and others, kWh/m²·yr. */
  plugLoadsKwhPerM2: number;
  othersKwhPerM2: number;
  /** Glazing solar transmittance used, g (0–1). */
  windowGValue: number;
}

export interface EnergyModelOutput {
  months: string[];
  /** One row per end use and carrier, adding up to `carriers` and to `total`. */
  endUses: EndUseEnergy[];
  byEndUse: Record<EndUse, EnergyTotal>;
  byCarrier: Partial<Record<Carrier, EnergyTotal>>;
  total: EnergyTotal;
  /** Estimated on-site PV generation, kWh (assumed used on site; included in electricity). */
  pvGeneration: { monthlyKwh: number[]; annualKwh: number };
  calibration: ModelCalibration;
  /** Sub-meters above their carrier meter, kWh per month (reported, not hidden). */
  subMeterExcessKwh: Partial<Record<Carrier, number[]>>;
  /** Carriers scaled to a reported annual total (`MeteredMonthlyTotals.annual`): its year. */
  reportedYears: Partial<Record<Carrier, number>>;
  descriptors: ModelDescriptors;
}

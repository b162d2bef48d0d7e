import { z } from 'zod';
import { strictObject } from '../common.js';

/**
 * `/metrics/{buildingId}/loads`: design loads, incidental gains, envelope losses and the P.V.
 * system of one building (the Building Performance panels of spec 2.9). Power in kW, intensities
 * in W per m² of gross floor area, energy in kWh over the analysis year, temperatures in °C,
 * heat transfer coefficients in W/K. Methods: docs/methodology.md, "Design loads, incidental
 * gains and envelope losses".
 */

const kw = () => z.number();

/** Roof, wall, openings (windows) and floor: the elements of the envelope benchmarks. */
const elementsOf = <T extends z.ZodType>(item: T) =>
  strictObject({ roof: item, wall: item, openings: item, floor: item });

/** The design conditions both loads were computed for, and where they come from. */
const designConditionsSchema = strictObject({
  /** The climate station whose design temperatures were used. */
  station: z.string(),
  heatingOutdoorDegC: z.number(),
  heatingIndoorDegC: z.number(),
  coolingOutdoorDegC: z.number(),
  coolingIndoorDegC: z.number(),
  source: z.string(),
});

/** Transmission through each element of the envelope and ventilation, kW. */
const envelopeComponentsKwShape = {
  roof: kw(),
  wall: kw(),
  openings: kw(),
  floor: kw(),
  ventilation: kw(),
};

/** The plant the user entered (HVAC step), against the design load. */
const installedShape = {
  /** The HVAC step says this system is installed (heating: assumed when not said). */
  installed: z.boolean(),
  /** Installed capacity from the HVAC step, kW. */
  capacityKw: kw().optional(),
  /** Installed capacity / design load: above 1 oversized, below 1 undersized. */
  capacityRatio: z.number().optional(),
};

/** Heating design load Φ_HL = (H_T + H_V)(θ_int − θ_e) of EN 12831-1, with its components. */
export const heatingDesignLoadSchema = strictObject({
  loadKw: kw(),
  wPerM2: z.number(),
  /** Transmission through each element and ventilation, kW; they add up to `loadKw`. */
  componentsKw: strictObject(envelopeComponentsKwShape),
  /** H_T and H_V at design, W/K. */
  heatTransferWPerK: strictObject({ transmission: z.number(), ventilation: z.number() }),
  ...installedShape,
});

/** Sensible cooling design load at the peak hour, with its components. */
export const coolingDesignLoadSchema = strictObject({
  loadKw: kw(),
  wPerM2: z.number(),
  /**
   * Transmission per element (the ground floor 0), ventilation, solar through the windows and
   * internal gains at peak, kW; they add up to `loadKw` (unless their sum is negative: then 0).
   */
  componentsKw: strictObject({
    ...envelopeComponentsKwShape,
    solar: kw(),
    occupants: kw(),
    lighting: kw(),
    equipment: kw(),
    fans: kw(),
  }),
  ...installedShape,
});

/** Incidental gains fed to the monthly heat balance, and the occupancy they assume. */
export const incidentalGainsSchema = strictObject({
  /** Over the analysis year, kWh; equipment = plug loads + others; `total` is their sum. */
  annualKwh: strictObject({
    occupants: z.number(),
    lighting: z.number(),
    equipment: z.number(),
    fans: z.number(),
    solar: z.number(),
    total: z.number(),
  }),
  /** Internal gains in use with everything on, W/m². */
  peakWPerM2: strictObject({
    occupants: z.number(),
    lighting: z.number(),
    equipment: z.number(),
    fans: z.number(),
  }),
  occupancy: strictObject({
    floorAreaPerPersonM2: z.number(),
    people: z.number(),
    operatingHoursPerYear: z.number(),
    occupiedShare: z.number(),
  }),
});

/** One element of the envelope over the analysis year. */
export const envelopeElementLossSchema = strictObject({
  areaM2: z.number(),
  uValueWPerM2K: z.number(),
  /** The U-value is a default by age or glazing, not the building's own. */
  assumed: z.boolean(),
  /** Temperature reduction factor b (1 to outdoor air, 0.5 to the ground). */
  reductionFactor: z.number(),
  /** b·U·A, W/K. */
  heatLossCoefficientWPerK: z.number(),
  annualHeatLossKwh: z.number(),
  /** Share of the envelope's transmission loss, %. */
  sharePct: z.number(),
});

export const envelopeLossesSchema = strictObject({
  elements: elementsOf(envelopeElementLossSchema),
  heatLossCoefficientWPerK: z.number(),
  annualHeatLossKwh: z.number(),
  /** Heating degree-hours of the analysis year from the monthly means (base 20 °C), K·h. */
  degreeHoursKh: z.number(),
});

/** The P.V. systems of the Renewables step and the model's generation. */
export const pvSummarySchema = strictObject({
  systems: z.number(),
  installedKwp: z.number(),
  annualKwh: z.number(),
  /** Annual generation / installed kWp, kWh/kWp (absent without a system). */
  specificYieldKwhPerKwp: z.number().optional(),
});

export const metricsLoadsSchema = strictObject({
  design: designConditionsSchema,
  heating: heatingDesignLoadSchema,
  cooling: coolingDesignLoadSchema,
  incidentalGains: incidentalGainsSchema,
  envelope: envelopeLossesSchema,
  pv: pvSummarySchema,
});
export type MetricsLoads = z.infer<typeof metricsLoadsSchema>;

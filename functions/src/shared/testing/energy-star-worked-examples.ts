import type { EnergyStarPropertyType } from '../constants/energy-star-score-models.js';
import { SOURCE_FACTORS_US } from '../constants/source-energy.js';
import type { EnergyStarInputs } from '../domain/metrics/benchmarks/energy-star-inputs.js';

/*
 * The worked examples of EPA's ENERGY STAR score Technical References (August 2018), exactly as
 * printed (docs/research/energy-star-score-models.md §§2–8), for the score's tests.
 */

/** kBtu per kWh as EPA's worked examples use it (Thermal Energy Conversions, August 2015, Fig. 3, p. 3). */
export const KBTU_PER_KWH_AS_PRINTED = 3.412;
/** kBtu per therm (the same source and every worked example). */
export const KBTU_PER_THERM = 100;

/** Actual source EUI of a worked example: (kWh × 3.412 × 2.80 + therms × 100 × 1.05) ÷ ft². */
export function actualSourceEui(kwh: number, therms: number, areaFt2: number): number {
  const electricity = kwh * KBTU_PER_KWH_AS_PRINTED * SOURCE_FACTORS_US.electricity;
  return (electricity + therms * KBTU_PER_THERM * SOURCE_FACTORS_US.naturalGas) / areaFt2;
}

/** A worked example: energy, inputs and the figures printed. */
export interface WorkedExample {
  type: EnergyStarPropertyType;
  kwh: number;
  therms: number;
  inputs: EnergyStarInputs;
  /** Actual and predicted source EUI (1 decimal), ratio (4 decimals) and score, as printed. */
  printed: { actual: number; predicted: number; ratio: number; score: number };
  /**
   * Each term as printed: value used and its decimals, product and its decimals. EPA multiplied
   * the value rounded to those decimals, so a product may differ from ours by the coefficient ×
   * half a unit of the value as well as by its own rounding.
   */
  terms: Record<string, [number | null, number, number, number]>;
}

/** One example per model, in the order of the research file; each names its document's pages. */
export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    type: 'office', // [OFF] pp. 11–12
    kwh: 3_500_000,
    therms: 4000,
    inputs: {
      grossFloorAreaFt2: 200_000,
      weeklyOperatingHours: 80,
      workersOnMainShift: 300,
      computers: 300,
      cooledFraction: 1,
      coolingDegreeDays65F: 1046,
      smallBank: false,
    },
    printed: { actual: 169.3, predicted: 196.8, ratio: 0.8603, score: 50 },
    terms: {
      grossFloorArea: [100_000, 0, 59.33, 2],
      weeklyOperatingHours: [80, 2, 15.88, 2],
      workerDensity: [1.5, 3, -8.84, 3],
      computerDensity: [1.5, 3, -15.48, 2],
      cooledLnCdd: [6.953, 3, 2.813, 3],
      smallBank: [0, 4, 0, 4],
    },
  },
  {
    type: 'k12School', // [K12] pp. 11–12
    kwh: 700_000,
    therms: 20_000,
    inputs: {
      grossFloorAreaFt2: 100_000,
      highSchool: true,
      openWeekends: true,
      workersOnMainShift: 80,
      cooking: false,
      heatedFraction: 1,
      cooledFraction: 1,
      heatingDegreeDays65F: 4937,
      coolingDegreeDays65F: 1046,
    },
    printed: { actual: 87.9, predicted: 134.0, ratio: 0.656, score: 81 },
    terms: {
      workerDensity: [0.8, 4, 0.08451, 5],
      heatedHdd: [4937, 0, 11.22, 2],
      cooledCdd: [1046, 0, -8.771, 3],
      cooking: [0, 4, 0, 4],
      openWeekends: [1, 3, 15.66, 2],
      highSchool: [1, 3, 14.08, 2],
    },
  },
  {
    type: 'hotel', // [HOT] pp. 11–12
    kwh: 4_500_000,
    therms: 110_000,
    inputs: {
      grossFloorAreaFt2: 300_000,
      guestRooms: 360,
      workersOnMainShift: 180,
      commercialKitchen: true,
      commercialRefrigerationUnits: 20,
      heatedFraction: 1,
      cooledFraction: 1,
      heatingDegreeDays65F: 4532,
      coolingDegreeDays65F: 1388,
    },
    printed: { actual: 181.8, predicted: 210.4, ratio: 0.8641, score: 63 },
    terms: {
      workerDensity: [0.6, 4, 9.225, 3],
      guestRoomDensity: [3, 3, -2.281, 3],
      refrigerationDensity: [0.06667, 5, 2.588, 3],
      heatedHdd: [4532, 0, 10.49, 2],
      cooledCdd: [1388, 0, -2.83, 3],
      commercialKitchen: [1, 3, 46.73, 2],
    },
  },
  {
    type: 'retailStore', // [RET] pp. 11–12
    kwh: 480_000,
    therms: 200,
    inputs: {
      grossFloorAreaFt2: 50_000,
      supermarket: false,
      weeklyOperatingHours: 70,
      workersOnMainShift: 7,
      heatedFraction: 1,
      cooledFraction: 1,
      commercialRefrigerationUnits: 7,
      heatingDegreeDays65F: 3850,
      coolingDegreeDays65F: 2300,
    },
    printed: { actual: 92.1, predicted: 138.9, ratio: 0.6631, score: 79 },
    terms: {
      weeklyOperatingHours: [70, 2, -9.69, 3],
      workerDensity: [0.14, 4, -27.31, 2],
      refrigerationDensity: [0.14, 4, -7.002, 3],
      heatedLnHdd: [8.256, 3, 8.733, 3],
      cooledLnCdd: [7.741, 3, 12.17, 2],
      supermarket: [0, 4, 0, 4],
      // Printed value 0.0000 is supermarket × density; ours is the density, centred × the flag.
      supermarketWorkerDensity: [null, 4, 0, 4],
    },
  },
  {
    type: 'warehouse', // [WH] pp. 11–12
    kwh: 850_000,
    therms: 35_000,
    inputs: {
      grossFloorAreaFt2: 125_000,
      weeklyOperatingHours: 60,
      workersOnMainShift: 90,
      coldStorageFraction: 0.1,
      heatedFraction: 1,
      cooledFraction: 0.2,
      heatingDegreeDays65F: 5806,
      coolingDegreeDays65F: 1343,
    },
    printed: { actual: 94.4, predicted: 126.1, ratio: 0.7486, score: 58 },
    terms: {
      weeklyOperatingHours: [60, 2, 0.1457, 4],
      workerDensity: [0.72, 4, -3.363, 3],
      coldStorageFraction: [0.1, 4, 22.09, 2],
      heatedHdd: [5806, 0, 39.39, 2],
      cooledPlusColdStorageCdd: [402.9, 1, -1.804, 3],
    },
  },
  {
    type: 'worshipFacility', // [WOR] pp. 11–12
    kwh: 85_000,
    therms: 2000,
    inputs: {
      grossFloorAreaFt2: 20_000,
      worshipSeats: 300,
      weeklyOperatingHours: 40,
      foodPreparationAreaFt2: 1000,
      heatedFraction: 1,
      cooledFraction: 1,
      heatingDegreeDays65F: 3558,
      coolingDegreeDays65F: 1325,
    },
    printed: { actual: 51.1, predicted: 82.0, ratio: 0.6232, score: 69 },
    terms: {
      weeklyOperatingHours: [40, 2, 6.9, 3],
      seatDensity: [40, 2, -5.751, 3],
      foodPreparationFraction: [0.05, 5, 13.14, 2],
      heatedHdd: [3558, 0, 1.317, 3],
      cooledCdd: [1325, 0, -1.824, 3],
    },
  },
  {
    type: 'multifamily', // [MF] pp. 10–11
    kwh: 2_100_000,
    therms: 800,
    inputs: {
      grossFloorAreaFt2: 120_000,
      residentialUnits: 300,
      bedrooms: 440,
      lowRiseUnitFraction: 200 / 300,
      heatingDegreeDays65F: 4710,
      coolingDegreeDays65F: 1287,
    },
    printed: { actual: 167.9, predicted: 188.1, ratio: 0.8926, score: 63 },
    terms: {
      unitDensity: [2.5, 3, 61.69, 2],
      bedroomsPerUnit: [1.467, 3, 5.185, 3],
      lowRise: [0.6667, 4, -12.67, 2],
      hdd: [4710, 0, 4.288, 3],
      cdd: [1287, 0, -1.083, 3],
    },
  },
];

/** The inputs of the worked example of `type`. */
export function workedExampleInputs(type: EnergyStarPropertyType): EnergyStarInputs {
  return WORKED_EXAMPLES.find((example) => example.type === type)!.inputs;
}

// Over 300 lines: seven published score models with their 100-row lookup tables; no logic.

/**
 * The U.S. ENERGY STAR 1–100 score models of August 2018, read from EPA's Technical References
 * (docs/research/energy-star-score-models.md §§2–9, each value with its figure and page there).
 * The model: predicted source EUI = intercept + Σ coefficient × (variable − centring value), with
 * the variable's floor or cap applied before centring; ratio = actual ÷ predicted source EUI; the
 * score is looked up in the type's table (EPA "Technical Reference – ENERGY STAR Score", August
 * 2018, pp. 1–3). These are the August 2018 models: EPA has revised the office model since (see the
 * Office model's note), and no later document was found for the other types.
 */

/** The property types with a score model here. `retailStore` is the combined Retail/Supermarket model. */
export const ENERGY_STAR_PROPERTY_TYPES = [
  'office',
  'k12School',
  'hotel',
  'retailStore',
  'warehouse',
  'worshipFacility',
  'multifamily',
] as const;
export type EnergyStarPropertyType = (typeof ENERGY_STAR_PROPERTY_TYPES)[number];

/**
 * Numeric inputs, in the U.S. units the models use. Fractions are 0–1 (EPA enters percent heated,
 * cooled and cold storage as fractions in every worked example). Degree days are base 65 °F,
 * summed over the 12 months rated, from the weather station of the property's ZIP code (EPA,
 * "Technical Reference – Climate and Weather", August 2018, p. 4). The last four inputs are used
 * only for eligibility.
 */
export type EnergyStarNumericInput =
  | 'grossFloorAreaFt2'
  | 'weeklyOperatingHours'
  | 'workersOnMainShift'
  /** PCs, laptops and servers (Office Figure 3 note). */
  | 'computers'
  | 'guestRooms'
  /** Open, closed and walk-in refrigeration/freezer units (and, for hotels, commercial ice makers). */
  | 'commercialRefrigerationUnits'
  | 'worshipSeats'
  | 'foodPreparationAreaFt2'
  | 'heatedFraction'
  | 'cooledFraction'
  | 'coldStorageFraction'
  | 'heatingDegreeDays65F'
  | 'coolingDegreeDays65F'
  | 'residentialUnits'
  | 'bedrooms'
  /** Share (0–1) of the units in buildings of 1–4 stories (Multifamily p. 6). */
  | 'lowRiseUnitFraction'
  | 'monthsInUsePerYear'
  /** Share (0–1) of the gross floor area used as this property type. */
  | 'propertyTypeFloorAreaFraction'
  | 'classroomSeats'
  | 'computersOrCashRegisters';

/**
 * Yes/no inputs. `smallBank`: a bank branch or financial office of at most 50,000 ft² (Office
 * Figure 3); `supermarket`: a supermarket or grocery store rated with the retail model.
 */
export type EnergyStarFlagInput =
  | 'smallBank'
  | 'cooking'
  | 'openWeekends'
  | 'highSchool'
  | 'commercialKitchen'
  | 'supermarket';

/** Any input of a model. */
export type EnergyStarInput = EnergyStarNumericInput | EnergyStarFlagInput;

/** Degree-day inputs. */
export type EnergyStarDegreeDayInput = 'heatingDegreeDays65F' | 'coolingDegreeDays65F';

/**
 * How a term's variable is computed from the inputs: the value itself; per 1,000 ft² of gross
 * floor area; as a share of the gross floor area; per residential unit; a yes/no (1 or 0); or
 * (sum of fractions) × degree days, or × ln(degree days) where `log` is set.
 */
export type EnergyStarVariable =
  | { kind: 'value'; input: EnergyStarNumericInput }
  | { kind: 'perThousandFt2'; input: EnergyStarNumericInput }
  | { kind: 'shareOfFloorArea'; input: EnergyStarNumericInput }
  | { kind: 'perResidentialUnit'; input: EnergyStarNumericInput }
  | { kind: 'flag'; input: EnergyStarFlagInput }
  | {
      kind: 'weather';
      fractions: readonly EnergyStarNumericInput[];
      degreeDays: EnergyStarDegreeDayInput;
      log: boolean;
    };

/** One term of a regression. */
export interface EnergyStarTerm {
  /** Stable id, for display and tests. */
  id: string;
  variable: EnergyStarVariable;
  /** The reference mean subtracted before multiplying; null for terms EPA does not centre. */
  centre: number | null;
  /** kBtu/ft² per unit of the centred variable. */
  coefficient: number;
  /** The variable is raised to at least this value before centring. */
  floor?: number;
  /** The variable is lowered to at most this value before centring. */
  cap?: number;
  /** The term counts only when this flag is yes (an interaction term), else it is 0. */
  onlyIf?: EnergyStarFlagInput;
}

/**
 * An eligibility condition, from the type's Building-Type and Program filters, which EPA says are
 * related to eligibility (Office p. 4; each type's Figure 1, pp. 2–3), unless noted otherwise.
 */
export interface EnergyStarEligibilityRule {
  /** Stable id, for display and tests. */
  id: string;
  input: EnergyStarNumericInput;
  comparison: 'atLeast' | 'moreThan';
  limit: number;
  /** The rule applies only when this flag is yes. */
  onlyIf?: EnergyStarFlagInput;
}

/** A property type's score model. */
export interface EnergyStarModel {
  /** The EPA Technical Reference, as titled in print. */
  document: string;
  /** Edition of the document, from its page footer. */
  version: 'August 2018';
  /** kBtu/ft². */
  intercept: number;
  terms: readonly EnergyStarTerm[];
  /** The gamma distribution fitted to the sample's ratios (its quantiles make the table). */
  gamma: { shape: number; scale: number };
  /**
   * R² of the model's weighted regression (Figure 3 of each Technical Reference, "Regression
   * Statistics"): the share of the sample's variance of source EUI its inputs explain.
   */
  rSquared: number;
  /** Lower (≥) bound of the ratio band of scores 100, 99, …, 1 (index i is score 100 − i). */
  lookupLowerBounds: readonly number[];
  eligibility: readonly EnergyStarEligibilityRule[];
}

const HDD = 'heatingDegreeDays65F';
const CDD = 'coolingDegreeDays65F';

/** At least 1 worker on the main shift (Figure 1 of Office, K-12, Hotel, Retail, Warehouse). */
const MINIMUM_WORKERS: EnergyStarEligibilityRule = {
  id: 'minimumWorkers',
  input: 'workersOnMainShift',
  comparison: 'atLeast',
  limit: 1,
};

/** More than 50 % of the floor area in the type's use (Figure 1 of the non-residential types). */
const MAIN_USE_SHARE: EnergyStarEligibilityRule = {
  id: 'mainUseShare',
  input: 'propertyTypeFloorAreaFraction',
  comparison: 'moreThan',
  limit: 0.5,
};

const minimumHours = (limit: number): EnergyStarEligibilityRule => ({
  id: 'minimumWeeklyHours',
  input: 'weeklyOperatingHours',
  comparison: 'atLeast',
  limit,
});

const minimumMonths = (limit: number): EnergyStarEligibilityRule => ({
  id: 'minimumMonthsInUse',
  input: 'monthsInUsePerYear',
  comparison: 'atLeast',
  limit,
});

/**
 * At least 5,000 ft²: an analytical filter of Hotel ("Analysis could not model behavior for
 * buildings smaller than 5,000 ft²") and Retail, which Retail p. 1 states as a condition of the
 * score; research §17 item 4 counts these two among the confirmed eligibility rules.
 */
const MINIMUM_FLOOR_AREA: EnergyStarEligibilityRule = {
  id: 'minimumFloorArea',
  input: 'grossFloorAreaFt2',
  comparison: 'atLeast',
  limit: 5000,
};

/**
 * Office, bank branch, financial office, courthouse. EPA, "Technical Reference – ENERGY STAR
 * Score for Offices in the United States", August 2018: centring values Figure 2 (p. 7),
 * coefficients Figure 3 (p. 8), floor-area cap p. 6, gamma p. 9, lookup table Figure 5 (p. 10),
 * eligibility Figure 1 (pp. 2–3). Worked example pp. 11–12 (score 50).
 *
 * This is the August 2018 model (cooling degree days only). EPA revised the office model in July
 * 2019, reintroducing heating degree days; the revised coefficients and table were not found, so
 * for buildings in heating climates this model will not reproduce today's Portfolio Manager score.
 */
const OFFICE: EnergyStarModel = {
  document: 'Technical Reference – ENERGY STAR Score for Offices in the United States',
  version: 'August 2018',
  intercept: 143.1,
  terms: [
    {
      id: 'grossFloorArea',
      variable: { kind: 'value', input: 'grossFloorAreaFt2' },
      centre: 12342,
      coefficient: 0.0006768,
      cap: 100000,
    },
    {
      id: 'weeklyOperatingHours',
      variable: { kind: 'value', input: 'weeklyOperatingHours' },
      centre: 54.09,
      coefficient: 0.613,
    },
    {
      id: 'workerDensity',
      variable: { kind: 'perThousandFt2', input: 'workersOnMainShift' },
      centre: 2.056,
      coefficient: 15.9,
    },
    {
      id: 'computerDensity',
      variable: { kind: 'perThousandFt2', input: 'computers' },
      centre: 3.028,
      coefficient: 10.13,
    },
    {
      id: 'cooledLnCdd',
      variable: { kind: 'weather', fractions: ['cooledFraction'], degreeDays: CDD, log: true },
      centre: 6.332,
      coefficient: 4.529,
    },
    {
      id: 'smallBank',
      variable: { kind: 'flag', input: 'smallBank' },
      centre: null,
      coefficient: 82.87,
    },
  ],
  gamma: { shape: 4.016, scale: 0.2328 },
  rSquared: 0.22,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.1932, 0.2384, 0.2708, 0.2973, 0.3202, 0.3407, 0.3595, 0.3769, 0.3932,
    0.4087, 0.4234, 0.4376, 0.4513, 0.4646, 0.4774, 0.4900, 0.5022, 0.5142, 0.5260,
    0.5376, 0.5490, 0.5603, 0.5714, 0.5824, 0.5933, 0.6041, 0.6148, 0.6255, 0.6361,
    0.6466, 0.6571, 0.6676, 0.6780, 0.6884, 0.6989, 0.7093, 0.7197, 0.7301, 0.7406,
    0.7511, 0.7616, 0.7721, 0.7827, 0.7933, 0.8040, 0.8148, 0.8256, 0.8365, 0.8475,
    0.8586, 0.8697, 0.8810, 0.8924, 0.9039, 0.9155, 0.9273, 0.9392, 0.9513, 0.9636,
    0.9760, 0.9886, 1.0014, 1.0144, 1.0277, 1.0411, 1.0549, 1.0689, 1.0833, 1.0979,
    1.1129, 1.1282, 1.1440, 1.1601, 1.1767, 1.1939, 1.2115, 1.2297, 1.2486, 1.2681,
    1.2884, 1.3096, 1.3317, 1.3548, 1.3791, 1.4047, 1.4318, 1.4606, 1.4913, 1.5244,
    1.5602, 1.5994, 1.6426, 1.6910, 1.7461, 1.8104, 1.8877, 1.9855, 2.1205, 2.3444,
  ],
  eligibility: [
    { id: 'minimumComputers', input: 'computers', comparison: 'atLeast', limit: 1 },
    MINIMUM_WORKERS,
    minimumHours(30),
    minimumMonths(10),
    MAIN_USE_SHARE,
  ],
};

/**
 * K-12 school. EPA, "Technical Reference – ENERGY STAR Score for K-12 Schools in the United
 * States", August 2018: centring values Figure 2 (p. 7), coefficients Figure 3 (p. 8), gamma
 * p. 9, lookup table Figure 5 (p. 10), eligibility Figure 1 (pp. 2–3; at least 8 months a year).
 * Degree days enter linearly. Worked example pp. 11–12 (score 81).
 */
const K12_SCHOOL: EnergyStarModel = {
  document: 'Technical Reference – ENERGY STAR Score for K-12 Schools in the United States',
  version: 'August 2018',
  intercept: 101.7,
  terms: [
    {
      id: 'workerDensity',
      variable: { kind: 'perThousandFt2', input: 'workersOnMainShift' },
      centre: 0.7967,
      coefficient: 25.61,
    },
    {
      id: 'heatedHdd',
      variable: { kind: 'weather', fractions: ['heatedFraction'], degreeDays: HDD, log: false },
      centre: 3597,
      coefficient: 0.00837,
    },
    {
      id: 'cooledCdd',
      variable: { kind: 'weather', fractions: ['cooledFraction'], degreeDays: CDD, log: false },
      centre: 1472,
      coefficient: 0.02059,
    },
    {
      id: 'cooking',
      variable: { kind: 'flag', input: 'cooking' },
      centre: null,
      coefficient: 8.182,
    },
    {
      id: 'openWeekends',
      variable: { kind: 'flag', input: 'openWeekends' },
      centre: null,
      coefficient: 15.66,
    },
    {
      id: 'highSchool',
      variable: { kind: 'flag', input: 'highSchool' },
      centre: null,
      coefficient: 14.08,
    },
  ],
  gamma: { shape: 6.497, scale: 0.1539 },
  rSquared: 0.212,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.3158, 0.3664, 0.4015, 0.4294, 0.4531, 0.4740, 0.4928, 0.5102, 0.5263,
    0.5415, 0.5559, 0.5696, 0.5827, 0.5954, 0.6076, 0.6195, 0.6310, 0.6422, 0.6532,
    0.6640, 0.6746, 0.6849, 0.6951, 0.7052, 0.7152, 0.7250, 0.7347, 0.7443, 0.7539,
    0.7634, 0.7728, 0.7821, 0.7915, 0.8007, 0.8100, 0.8192, 0.8284, 0.8376, 0.8468,
    0.8559, 0.8651, 0.8743, 0.8836, 0.8928, 0.9021, 0.9114, 0.9207, 0.9301, 0.9396,
    0.9491, 0.9587, 0.9683, 0.9780, 0.9878, 0.9977, 1.0077, 1.0178, 1.0280, 1.0383,
    1.0488, 1.0594, 1.0701, 1.0810, 1.0921, 1.1034, 1.1148, 1.1265, 1.1384, 1.1505,
    1.1629, 1.1755, 1.1885, 1.2018, 1.2154, 1.2294, 1.2439, 1.2587, 1.2741, 1.2900,
    1.3064, 1.3236, 1.3414, 1.3600, 1.3796, 1.4001, 1.4218, 1.4448, 1.4693, 1.4956,
    1.5239, 1.5549, 1.5889, 1.6270, 1.6701, 1.7201, 1.7802, 1.8558, 1.9594, 2.1299,
  ],
  eligibility: [
    minimumHours(30),
    minimumMonths(8),
    MINIMUM_WORKERS,
    { id: 'minimumClassroomSeats', input: 'classroomSeats', comparison: 'atLeast', limit: 1 },
    MAIN_USE_SHARE,
  ],
};

/**
 * Hotel, motel/inn. EPA, "Technical Reference – ENERGY STAR Score for Hotels in the United
 * States", August 2018: centring values Figure 2 (p. 7), coefficients Figure 3 (p. 8), room
 * density held to 3–4 per 1,000 ft² (p. 6), gamma p. 9, lookup table Figure 5 (p. 10),
 * eligibility Figure 1 (pp. 2–3; 168 hours a week). Worked example pp. 11–12 (score 63).
 */
const HOTEL: EnergyStarModel = {
  document: 'Technical Reference – ENERGY STAR Score for Hotels in the United States',
  version: 'August 2018',
  intercept: 146.5,
  terms: [
    {
      id: 'workerDensity',
      variable: { kind: 'perThousandFt2', input: 'workersOnMainShift' },
      centre: 0.3359,
      coefficient: 34.93,
    },
    {
      id: 'guestRoomDensity',
      variable: { kind: 'perThousandFt2', input: 'guestRooms' },
      centre: 3.022,
      coefficient: 103.7,
      floor: 3,
      cap: 4,
    },
    {
      id: 'refrigerationDensity',
      variable: { kind: 'perThousandFt2', input: 'commercialRefrigerationUnits' },
      centre: 0.05219,
      coefficient: 178.7,
    },
    {
      id: 'heatedHdd',
      variable: { kind: 'weather', fractions: ['heatedFraction'], degreeDays: HDD, log: false },
      centre: 2873,
      coefficient: 0.006324,
    },
    {
      id: 'cooledCdd',
      variable: { kind: 'weather', fractions: ['cooledFraction'], degreeDays: CDD, log: false },
      centre: 1722,
      coefficient: 0.008473,
    },
    {
      id: 'commercialKitchen',
      variable: { kind: 'flag', input: 'commercialKitchen' },
      centre: null,
      coefficient: 46.73,
    },
  ],
  gamma: { shape: 9.659, scale: 0.1028 },
  rSquared: 0.2675,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.4025, 0.4512, 0.4842, 0.5102, 0.5320, 0.5510, 0.5681, 0.5838, 0.5982,
    0.6118, 0.6245, 0.6367, 0.6483, 0.6594, 0.6701, 0.6804, 0.6905, 0.7002, 0.7098,
    0.7191, 0.7282, 0.7371, 0.7459, 0.7545, 0.7630, 0.7714, 0.7797, 0.7879, 0.7960,
    0.8040, 0.8120, 0.8199, 0.8277, 0.8355, 0.8433, 0.8510, 0.8587, 0.8664, 0.8741,
    0.8818, 0.8894, 0.8971, 0.9047, 0.9124, 0.9201, 0.9278, 0.9355, 0.9433, 0.9511,
    0.9589, 0.9668, 0.9747, 0.9827, 0.9907, 0.9988, 1.0069, 1.0152, 1.0235, 1.0319,
    1.0404, 1.0490, 1.0577, 1.0666, 1.0755, 1.0846, 1.0939, 1.1033, 1.1129, 1.1226,
    1.1326, 1.1427, 1.1531, 1.1638, 1.1747, 1.1859, 1.1974, 1.2092, 1.2214, 1.2340,
    1.2471, 1.2606, 1.2748, 1.2895, 1.3049, 1.3210, 1.3381, 1.3561, 1.3753, 1.3959,
    1.4180, 1.4421, 1.4686, 1.4981, 1.5315, 1.5701, 1.6163, 1.6743, 1.7534, 1.8827,
  ],
  eligibility: [
    { id: 'minimumGuestRooms', input: 'guestRooms', comparison: 'atLeast', limit: 1 },
    minimumHours(168),
    MINIMUM_WORKERS,
    minimumMonths(10),
    MAIN_USE_SHARE,
    MINIMUM_FLOOR_AREA,
  ],
};

/**
 * Retail store, wholesale club/supercenter and supermarket/grocery store: one combined model.
 * EPA, "Technical Reference – ENERGY STAR Score for Retail Stores and Supermarkets in the United
 * States", August 2018: centring values Figure 2 (p. 7), coefficients Figure 3 (p. 8), gamma
 * p. 9, lookup table Figure 5 (p. 10), eligibility Figure 1 (pp. 2–3) and p. 1. Degree days
 * enter as natural logs. The supermarket × worker-density term uses the worker term's centring
 * value. Worked example pp. 11–12 (a retail store, score 79); none is printed for a supermarket.
 */
const RETAIL_STORE: EnergyStarModel = {
  document:
    'Technical Reference – ENERGY STAR Score for Retail Stores and Supermarkets in the United States',
  version: 'August 2018',
  intercept: 162.0,
  terms: [
    {
      id: 'weeklyOperatingHours',
      variable: { kind: 'value', input: 'weeklyOperatingHours' },
      centre: 77.93,
      coefficient: 1.222,
    },
    {
      id: 'workerDensity',
      variable: { kind: 'perThousandFt2', input: 'workersOnMainShift' },
      centre: 0.8353,
      coefficient: 39.28,
    },
    {
      id: 'refrigerationDensity',
      variable: { kind: 'perThousandFt2', input: 'commercialRefrigerationUnits' },
      centre: 0.2631,
      coefficient: 56.88,
    },
    {
      id: 'heatedLnHdd',
      variable: { kind: 'weather', fractions: ['heatedFraction'], degreeDays: HDD, log: true },
      centre: 6.911,
      coefficient: 6.493,
    },
    {
      id: 'cooledLnCdd',
      variable: { kind: 'weather', fractions: ['cooledFraction'], degreeDays: CDD, log: true },
      centre: 5.606,
      coefficient: 5.698,
    },
    {
      id: 'supermarket',
      variable: { kind: 'flag', input: 'supermarket' },
      centre: null,
      coefficient: 252.6,
    },
    {
      id: 'supermarketWorkerDensity',
      variable: { kind: 'perThousandFt2', input: 'workersOnMainShift' },
      centre: 0.8353,
      coefficient: 81.23,
      onlyIf: 'supermarket',
    },
  ],
  gamma: { shape: 6.433, scale: 0.1514 },
  rSquared: 0.7766,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.3054, 0.3547, 0.3889, 0.4161, 0.4392, 0.4596, 0.4780, 0.4949, 0.5107,
    0.5255, 0.5396, 0.5529, 0.5658, 0.5781, 0.5901, 0.6017, 0.6129, 0.6239, 0.6346,
    0.6452, 0.6555, 0.6656, 0.6756, 0.6855, 0.6952, 0.7048, 0.7143, 0.7237, 0.7330,
    0.7423, 0.7515, 0.7607, 0.7698, 0.7788, 0.7879, 0.7969, 0.8059, 0.8149, 0.8239,
    0.8329, 0.8418, 0.8509, 0.8599, 0.8689, 0.8780, 0.8871, 0.8962, 0.9054, 0.9147,
    0.9240, 0.9333, 0.9428, 0.9523, 0.9619, 0.9716, 0.9813, 0.9912, 1.0012, 1.0113,
    1.0216, 1.0319, 1.0424, 1.0531, 1.0640, 1.0750, 1.0862, 1.0976, 1.1093, 1.1211,
    1.1333, 1.1457, 1.1584, 1.1714, 1.1847, 1.1985, 1.2126, 1.2271, 1.2422, 1.2577,
    1.2739, 1.2907, 1.3081, 1.3264, 1.3455, 1.3656, 1.3869, 1.4094, 1.4334, 1.4592,
    1.4870, 1.5173, 1.5507, 1.5880, 1.6302, 1.6793, 1.7382, 1.8123, 1.9139, 2.0812,
  ],
  eligibility: [
    minimumHours(30),
    MINIMUM_WORKERS,
    {
      id: 'minimumComputersOrCashRegisters',
      input: 'computersOrCashRegisters',
      comparison: 'atLeast',
      limit: 1,
    },
    {
      id: 'supermarketRefrigeration',
      input: 'commercialRefrigerationUnits',
      comparison: 'atLeast',
      limit: 1,
      onlyIf: 'supermarket',
    },
    minimumMonths(10),
    MAIN_USE_SHARE,
    MINIMUM_FLOOR_AREA,
  ],
};

/**
 * Non-refrigerated warehouse, refrigerated warehouse, distribution center (self-storage is not
 * eligible, pp. 1 and 6). EPA, "Technical Reference – ENERGY STAR Score for Warehouses in the
 * United States", August 2018: centring values Figure 2 (p. 7), coefficients Figure 3 (p. 8),
 * gamma p. 8, lookup table Figure 5 (p. 10), eligibility Figure 1 (pp. 2–3). Worked example
 * pp. 11–12 (score 58).
 */
const WAREHOUSE: EnergyStarModel = {
  document: 'Technical Reference – ENERGY STAR Score for Warehouses in the United States',
  version: 'August 2018',
  intercept: 69.62,
  terms: [
    {
      id: 'weeklyOperatingHours',
      variable: { kind: 'value', input: 'weeklyOperatingHours' },
      centre: 59.25,
      coefficient: 0.1943,
    },
    {
      id: 'workerDensity',
      variable: { kind: 'perThousandFt2', input: 'workersOnMainShift' },
      centre: 0.8502,
      coefficient: 25.83,
    },
    {
      id: 'coldStorageFraction',
      variable: { kind: 'value', input: 'coldStorageFraction' },
      centre: 0.007669,
      coefficient: 239.3,
    },
    {
      id: 'heatedHdd',
      variable: { kind: 'weather', fractions: ['heatedFraction'], degreeDays: HDD, log: false },
      centre: 1602,
      coefficient: 0.00937,
    },
    {
      id: 'cooledPlusColdStorageCdd',
      variable: {
        kind: 'weather',
        fractions: ['cooledFraction', 'coldStorageFraction'],
        degreeDays: CDD,
        log: false,
      },
      centre: 552.1,
      coefficient: 0.01209,
    },
  ],
  gamma: { shape: 2.349, scale: 0.4243 },
  rSquared: 0.4015,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.0996, 0.1374, 0.1665, 0.1915, 0.2138, 0.2342, 0.2534, 0.2715, 0.2888,
    0.3054, 0.3215, 0.3371, 0.3523, 0.3672, 0.3818, 0.3961, 0.4102, 0.4242, 0.4380,
    0.4516, 0.4652, 0.4786, 0.4920, 0.5053, 0.5185, 0.5317, 0.5449, 0.5580, 0.5711,
    0.5843, 0.5974, 0.6105, 0.6237, 0.6369, 0.6502, 0.6635, 0.6769, 0.6903, 0.7038,
    0.7174, 0.7310, 0.7448, 0.7587, 0.7727, 0.7868, 0.8010, 0.8154, 0.8299, 0.8445,
    0.8594, 0.8744, 0.8896, 0.9050, 0.9206, 0.9364, 0.9525, 0.9688, 0.9853, 1.0021,
    1.0193, 1.0367, 1.0545, 1.0726, 1.0911, 1.1099, 1.1292, 1.1489, 1.1691, 1.1898,
    1.2111, 1.2329, 1.2553, 1.2784, 1.3022, 1.3268, 1.3522, 1.3786, 1.4059, 1.4343,
    1.4639, 1.4948, 1.5272, 1.5612, 1.5970, 1.6349, 1.6751, 1.7179, 1.7639, 1.8135,
    1.8674, 1.9265, 1.9921, 2.0658, 2.1501, 2.2488, 2.3683, 2.5205, 2.7320, 3.0868,
  ],
  eligibility: [minimumHours(30), MINIMUM_WORKERS, minimumMonths(10), MAIN_USE_SHARE],
};

/**
 * Worship facility. EPA, "Technical Reference – ENERGY STAR Score for Worship Facilities in the
 * United States", August 2018: centring values Figure 2 (p. 7), coefficients Figure 3 (p. 8),
 * seat-density floor of 40 and food-preparation cap of 0.1 (p. 6), gamma p. 9, lookup table
 * Figure 5 (p. 10), eligibility Figure 1 (pp. 2–3). Worked example pp. 11–12 (score 69).
 */
const WORSHIP_FACILITY: EnergyStarModel = {
  document: 'Technical Reference – ENERGY STAR Score for Worship Facilities in the United States',
  version: 'August 2018',
  intercept: 68.24,
  terms: [
    {
      id: 'weeklyOperatingHours',
      variable: { kind: 'value', input: 'weeklyOperatingHours' },
      centre: 26.49,
      coefficient: 0.5107,
    },
    {
      id: 'seatDensity',
      variable: { kind: 'perThousandFt2', input: 'worshipSeats' },
      centre: 47.84,
      coefficient: 0.7336,
      floor: 40,
    },
    {
      id: 'foodPreparationFraction',
      variable: { kind: 'shareOfFloorArea', input: 'foodPreparationAreaFt2' },
      centre: 0.004984,
      coefficient: 291.9,
      cap: 0.1,
    },
    {
      id: 'heatedHdd',
      variable: { kind: 'weather', fractions: ['heatedFraction'], degreeDays: HDD, log: false },
      centre: 3243,
      coefficient: 0.00418,
    },
    {
      id: 'cooledCdd',
      variable: { kind: 'weather', fractions: ['cooledFraction'], degreeDays: CDD, log: false },
      centre: 1471,
      coefficient: 0.01249,
    },
  ],
  gamma: { shape: 2.718, scale: 0.3597 },
  rSquared: 0.1798,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.1234, 0.1640, 0.1947, 0.2205, 0.2434, 0.2642, 0.2834, 0.3016, 0.3188,
    0.3353, 0.3512, 0.3665, 0.3814, 0.3960, 0.4102, 0.4241, 0.4378, 0.4513, 0.4646,
    0.4777, 0.4907, 0.5036, 0.5164, 0.5291, 0.5417, 0.5542, 0.5667, 0.5792, 0.5916,
    0.6040, 0.6164, 0.6288, 0.6412, 0.6536, 0.6661, 0.6786, 0.6911, 0.7037, 0.7163,
    0.7289, 0.7417, 0.7545, 0.7674, 0.7804, 0.7935, 0.8067, 0.8200, 0.8335, 0.8470,
    0.8607, 0.8746, 0.8886, 0.9028, 0.9172, 0.9317, 0.9465, 0.9614, 0.9766, 0.9920,
    1.0077, 1.0237, 1.0399, 1.0565, 1.0733, 1.0905, 1.1081, 1.1261, 1.1444, 1.1633,
    1.1825, 1.2023, 1.2227, 1.2436, 1.2652, 1.2874, 1.3104, 1.3341, 1.3588, 1.3844,
    1.4111, 1.4389, 1.4680, 1.4985, 1.5307, 1.5646, 1.6006, 1.6390, 1.6801, 1.7244,
    1.7725, 1.8252, 1.8836, 1.9491, 2.0239, 2.1115, 2.2173, 2.3518, 2.5383, 2.8502,
  ],
  eligibility: [
    minimumHours(1),
    { id: 'minimumWorshipSeats', input: 'worshipSeats', comparison: 'atLeast', limit: 1 },
    minimumMonths(10),
    MAIN_USE_SHARE,
  ],
};

/**
 * Multifamily housing (model of September 2014 on Fannie Mae survey data; coefficients and table
 * adjusted in 2018 for the new source factors, footnote 2, p. 6). EPA, "Technical Reference –
 * ENERGY STAR Score for Multifamily Housing in the United States", August 2018: centring values
 * Figure 2 (p. 7), coefficients Figure 3 (p. 7), gamma p. 8, lookup table Figure 5 (p. 9), at
 * least 20 units (pp. 1, 3). Degree days are not multiplied by a heated or cooled share; the
 * low-rise share is not centred. Worked example pp. 10–11 (score 63).
 */
const MULTIFAMILY: EnergyStarModel = {
  document: 'Technical Reference – ENERGY STAR Score for Multifamily Housing in the United States',
  version: 'August 2018',
  intercept: 130.7,
  terms: [
    {
      id: 'unitDensity',
      variable: { kind: 'perThousandFt2', input: 'residentialUnits' },
      centre: 1.215,
      coefficient: 48.01,
    },
    {
      id: 'bedroomsPerUnit',
      variable: { kind: 'perResidentialUnit', input: 'bedrooms' },
      centre: 1.238,
      coefficient: 22.64,
    },
    {
      id: 'lowRise',
      variable: { kind: 'value', input: 'lowRiseUnitFraction' },
      centre: null,
      coefficient: -19.0,
    },
    { id: 'hdd', variable: { kind: 'value', input: HDD }, centre: 4233, coefficient: 0.008989 },
    { id: 'cdd', variable: { kind: 'value', input: CDD }, centre: 1364, coefficient: 0.01406 },
  ],
  gamma: { shape: 15.13, scale: 0.06561 },
  rSquared: 0.2298,
  // Ten scores a line, as printed in Figure 5.
  // prettier-ignore
  lookupLowerBounds: [
    0.0000, 0.4965, 0.5412, 0.5709, 0.5941, 0.6134, 0.6301, 0.6451, 0.6587, 0.6712,
    0.6829, 0.6938, 0.7042, 0.7141, 0.7236, 0.7327, 0.7415, 0.7500, 0.7582, 0.7662,
    0.7741, 0.7817, 0.7892, 0.7965, 0.8037, 0.8108, 0.8177, 0.8246, 0.8314, 0.8381,
    0.8447, 0.8513, 0.8578, 0.8643, 0.8707, 0.8770, 0.8834, 0.8897, 0.8960, 0.9022,
    0.9085, 0.9147, 0.9209, 0.9271, 0.9334, 0.9396, 0.9458, 0.9521, 0.9583, 0.9646,
    0.9709, 0.9772, 0.9836, 0.9900, 0.9964, 1.0029, 1.0094, 1.0160, 1.0227, 1.0294,
    1.0361, 1.0430, 1.0499, 1.0569, 1.0640, 1.0712, 1.0785, 1.0860, 1.0935, 1.1012,
    1.1091, 1.1171, 1.1252, 1.1336, 1.1421, 1.1509, 1.1599, 1.1691, 1.1787, 1.1885,
    1.1987, 1.2092, 1.2201, 1.2315, 1.2435, 1.2560, 1.2691, 1.2830, 1.2978, 1.3136,
    1.3306, 1.3490, 1.3692, 1.3917, 1.4170, 1.4463, 1.4812, 1.5249, 1.5842, 1.6806,
  ],
  eligibility: [
    { id: 'minimumResidentialUnits', input: 'residentialUnits', comparison: 'atLeast', limit: 20 },
  ],
};

/** The score model of each property type (August 2018 editions; see each model's note). */
export const ENERGY_STAR_MODELS: Readonly<Record<EnergyStarPropertyType, EnergyStarModel>> = {
  office: OFFICE,
  k12School: K12_SCHOOL,
  hotel: HOTEL,
  retailStore: RETAIL_STORE,
  warehouse: WAREHOUSE,
  worshipFacility: WORSHIP_FACILITY,
  multifamily: MULTIFAMILY,
};

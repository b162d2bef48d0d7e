// Over 300 lines: the energy model's constant tables, each with its source; no logic.
import type {
  BulbType,
  CoolingSystemType,
  GlazingType,
  HeaterType,
} from '../schemas/enums/systems.js';
import type { UseType } from '../schemas/enums/building.js';

/**
 * Defaults and reference values of the bottom-up energy model (docs/methodology.md section 1.2).
 * Each value names its source; "assumption" marks an engineering choice of ours, stated in the
 * methodology so that a user can judge it. Metered data always wins over these values: the model
 * is scaled to the meters, so they shape the split between sub-systems more than the totals.
 */

/**
 * Lamp efficacy in lm/W by bulb type. LED: an LED troffer of 2 × 1,900 lm at 33.8 W (≈ 112 lm/W
 * system); T5: T5HO 54 W, 4,200 lm (78 lm/W); T8: 32 W, 2,700 lm (84 lm/W); T12: mean of the 34 W
 * (67 lm/W) and 40 W (73 lm/W) lamps; all DOE/ORNL MEASUR fixture data (METHODS.md §8). CFL: the
 * middle of the typical 50–70 lm/W range (METHODS.md §8, assumption within that range).
 */
export const LAMP_EFFICACY_LM_PER_W: Readonly<Record<BulbType, number>> = {
  led: 112,
  compactFluorescent: 60,
  fluorescentT5: 78,
  fluorescentT8: 84,
  fluorescentT12: 70,
};

/**
 * Maintained task illuminance in lux by use type, after EN 12464-1:2021 (offices 500 lx for
 * writing and reading; classrooms, sales areas, industrial assembly and treatment rooms 300 lx;
 * hotel and restaurant areas about 200 lx).
 */
export const TASK_ILLUMINANCE_LUX: Readonly<Record<UseType, number>> = {
  office: 500,
  education: 300,
  retail: 300,
  hospitality: 200,
  industrial: 300,
  institution: 300,
  mixedUse: 300,
  other: 300,
};

/**
 * Product of the utilisation factor and the maintenance factor of the lumen method
 * (installed W/m² = E / (efficacy × CU × MF)). Assumption: 0.5 for a typical room of medium
 * reflectances with a maintenance factor of about 0.8.
 */
export const LUMEN_METHOD_FACTOR = 0.5;

/** Share of the out-of-hours time during which lights stay on (cleaning, security). Assumption. */
export const LIGHTING_OUT_OF_HOURS_SHARE = 0.1;

/** Default weekly operating hours by use type when neither activity nor yearly hours are given. Assumption. */
export const DEFAULT_WEEKLY_HOURS: Readonly<Record<UseType, number>> = {
  office: 55,
  education: 50,
  retail: 72,
  hospitality: 168,
  industrial: 60,
  institution: 60,
  mixedUse: 70,
  other: 55,
};

/**
 * ENERGY STAR Portfolio Manager U.S. national median site EUI in kBtu/ft²·yr of the property type
 * we take for each use type: office → Office 52.9, education → K-12 School 48.5, retail → Retail
 * Store 51.4, hospitality → Hotel 63.0, industrial → Non-refrigerated Warehouse/Distribution
 * Center 22.7, and Office for the rest. Source: EPA, Technical Reference "U.S. Energy Use
 * Intensity by Property Type" (the "US National Median Table"), August 2018, pp. 2–6, every value
 * checked in the PDF (docs/research/energy-star-score-models.md §11).
 */
export const NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2: Readonly<Record<UseType, number>> = {
  office: 52.9,
  education: 48.5,
  retail: 51.4,
  hospitality: 63.0,
  industrial: 22.7,
  institution: 52.9,
  mixedUse: 52.9,
  other: 52.9,
};

/**
 * ENERGY STAR national median source EUI in kBtu/ft²·yr, same mapping and source as the site
 * medians (EPA, "U.S. Energy Use Intensity by Property Type", August 2018, pp. 2–6).
 */
export const NATIONAL_MEDIAN_SOURCE_EUI_KBTU_PER_FT2: Readonly<Record<UseType, number>> = {
  office: 116.4,
  education: 104.4,
  retail: 120.0,
  hospitality: 146.7,
  industrial: 52.9,
  institution: 116.4,
  mixedUse: 116.4,
  other: 116.4,
};

/** Shares (0–1) of site energy by end use, CBECS 2003 Table E1A (major fuels), METHODS.md §6. */
export interface EndUseShares {
  spaceHeating: number;
  cooling: number;
  ventilation: number;
  lighting: number;
  waterHeating: number;
  cooking: number;
  refrigeration: number;
  officeEquipment: number;
  computers: number;
  other: number;
}

const CBECS_ALL: EndUseShares = {
  spaceHeating: 0.36,
  cooling: 0.08,
  ventilation: 0.07,
  lighting: 0.21,
  waterHeating: 0.08,
  cooking: 0.03,
  refrigeration: 0.06,
  officeEquipment: 0.01,
  computers: 0.02,
  other: 0.09,
};

/**
 * CBECS 2003 E1A shares by use type: Office, Education, Mercantile (retail), Lodging
 * (hospitality); "All buildings" for the rest.
 */
export const CBECS_END_USE_SHARES: Readonly<Record<UseType, EndUseShares>> = {
  office: {
    spaceHeating: 0.35,
    cooling: 0.1,
    ventilation: 0.06,
    lighting: 0.25,
    waterHeating: 0.02,
    cooking: 0.004,
    refrigeration: 0.03,
    officeEquipment: 0.03,
    computers: 0.07,
    other: 0.1,
  },
  education: {
    spaceHeating: 0.47,
    cooling: 0.1,
    ventilation: 0.1,
    lighting: 0.14,
    waterHeating: 0.07,
    cooking: 0.01,
    refrigeration: 0.02,
    officeEquipment: 0.005,
    computers: 0.04,
    other: 0.05,
  },
  retail: {
    spaceHeating: 0.26,
    cooling: 0.11,
    ventilation: 0.07,
    lighting: 0.3,
    waterHeating: 0.06,
    cooking: 0.03,
    refrigeration: 0.05,
    officeEquipment: 0.01,
    computers: 0.01,
    other: 0.11,
  },
  hospitality: {
    spaceHeating: 0.22,
    cooling: 0.05,
    ventilation: 0.03,
    lighting: 0.24,
    waterHeating: 0.31,
    cooking: 0.03,
    refrigeration: 0.02,
    officeEquipment: 0,
    computers: 0.01,
    other: 0.07,
  },
  industrial: CBECS_ALL,
  institution: CBECS_ALL,
  mixedUse: CBECS_ALL,
  other: CBECS_ALL,
};

/** 1 kBtu/ft²·yr in kWh/m²·yr (0.293071 kWh per kBtu / 0.09290304 m² per ft²; METHODS.md §1). */
export const KWH_PER_M2_PER_KBTU_PER_FT2 = 0.293071 / 0.09290304;

/**
 * Outdoor air supplied by mechanical ventilation, l/s per m² of ventilated floor. Assumption after
 * EN 16798-1 category II for a low-polluting office (≈ 1.4 l/s·m² including the building's
 * emissions); we use it for every use type.
 */
export const VENTILATION_AIRFLOW_L_PER_S_M2 = 1.4;

/**
 * Specific fan power, W per l/s of air moved, for a supply-and-exhaust system: 2.0, the upper
 * bound of class SFP 4 of EN 16798-3 (2,000 W per m³/s). A supply-only or exhaust-only system
 * moves the air once: half.
 */
export const SPECIFIC_FAN_POWER_W_PER_L_S = 2.0;

/**
 * Fan energy of a variable-speed drive relative to a fixed-speed fan: 0.6 ≈ 0.85³ (fan affinity
 * law: power ∝ flow³, at a mean flow of 85 % of design). Assumption.
 */
export const VSD_FAN_ENERGY_FACTOR = 0.6;

/** Temperature efficiency of heat recovery on the exhaust air. Assumption (typical wheel 0.7). */
export const HEAT_RECOVERY_EFFICIENCY = 0.7;

/** Infiltration, air changes per hour, all hours. Assumption. */
export const INFILTRATION_ACH = 0.3;

/** Natural ventilation of spaces without a mechanical system, air changes per hour while in use. Assumption. */
export const NATURAL_VENTILATION_ACH = 0.5;

/** Volumetric heat capacity of air, Wh/(m³·K) (ρc = 1.2 kJ/m³K / 3.6). */
export const AIR_HEAT_CAPACITY_WH_PER_M3K = 1.2 / 3.6;

/**
 * Set points, °C: heating 20, cooling 26 (EN 16798-1 category II design values for offices,
 * winter minimum and summer maximum operative temperatures).
 */
export const HEATING_SET_POINT_DEG_C = 20;
export const COOLING_SET_POINT_DEG_C = 26;

/** Floor area per occupant while the building is in use, m² per person. Assumption. */
export const FLOOR_AREA_PER_PERSON_M2 = 10;

/** Sensible heat of one seated occupant at light work, W. Assumption (about 70 W). */
export const OCCUPANT_SENSIBLE_W = 70;

/**
 * Sensible heat of occupants while the building is in use, W per m²: one person per
 * `FLOOR_AREA_PER_PERSON_M2` at `OCCUPANT_SENSIBLE_W` (70 / 10 = 7). Assumption.
 */
export const OCCUPANT_GAINS_W_PER_M2 = OCCUPANT_SENSIBLE_W / FLOOR_AREA_PER_PERSON_M2;

/**
 * Internal heat capacity per m² of floor, J/(m²·K): 165,000, class "medium" of ISO 13790:2008
 * Table 12. Gives the time constant of the utilisation factors.
 */
export const HEAT_CAPACITY_J_PER_M2K = 165_000;

/** ISO 13790:2008 §12.2.1.1: a = a0 + τ/τ0 with a0 = 1 and τ0 = 15 h (monthly method). */
export const UTILISATION_A0 = 1;
export const UTILISATION_TAU0_HOURS = 15;

/**
 * Share of the ground floor's transmission loss that counts against outdoor air (the ground is
 * warmer in winter). Assumption in the spirit of the b-factors of EN ISO 13370 / EN 12831.
 */
export const GROUND_REDUCTION_FACTOR = 0.5;

/** Frame share of a window's area: 0.3, the default of ISO 13790:2008 §11.4.5. */
export const WINDOW_FRAME_FRACTION = 0.3;

/**
 * Total solar energy transmittance g (perpendicular) by glazing. Assumption with typical EN 410
 * values: single 0.85, double 0.75, double low-E 0.6, triple low-E 0.5.
 */
export const GLAZING_G_VALUE: Readonly<Record<GlazingType, number>> = {
  singleGlazed: 0.85,
  doubleGlazedNoLowE: 0.75,
  doubleGlazedLowE: 0.6,
  tripleGlazedLowE: 0.5,
};

/**
 * SHGC of 3 mm clear glass: a shading coefficient SC converts as SHGC ≈ 0.87 × SC (ASHRAE
 * Handbook of Fundamentals, fenestration chapter).
 */
export const CLEAR_GLASS_SHGC = 0.87;

/**
 * Whole-window U-values in W/m²K when only the glazing is known (METHODS.md §7, typical values:
 * single 5.0–5.8, double 2.8–3.0, double low-E 1.3–1.8, triple low-E 0.7–1.0; we take values
 * within the ranges).
 */
export const GLAZING_U_VALUE_W_PER_M2K: Readonly<Record<GlazingType, number>> = {
  singleGlazed: 5.6,
  doubleGlazedNoLowE: 2.9,
  doubleGlazedLowE: 1.6,
  tripleGlazedLowE: 0.9,
};

/** Opaque and window U-values by age when the envelope step is empty, W/m²K. */
export interface EraUValues {
  /** The era applies to buildings built or refurbished before this year. */
  beforeYear: number;
  roof: number;
  wall: number;
  floor: number;
  window: number;
}

/**
 * Defaults by construction or refurbishment year. Before 1980, uninsulated: roof 2.3, wall 1.5
 * (cavity 1.3–1.7), floor 1.0 (0.7–1.2), double glazing 2.9; from 2005, insulated: roof 0.2
 * (0.15–0.25), wall 0.3, floor 0.25, double low-E 1.6 (METHODS.md §7). 1980–2004 in between
 * (assumption: roof 0.5, wall 0.6, floor 0.5).
 */
export const ERA_U_VALUES: readonly EraUValues[] = [
  { beforeYear: 1980, roof: 2.3, wall: 1.5, floor: 1.0, window: 2.9 },
  { beforeYear: 2005, roof: 0.5, wall: 0.6, floor: 0.5, window: 2.9 },
  { beforeYear: Number.POSITIVE_INFINITY, roof: 0.2, wall: 0.3, floor: 0.25, window: 1.6 },
];

/** Window-to-wall ratio when not given, %. Assumption. */
export const DEFAULT_WINDOW_TO_WALL_PCT = 30;
/** Storeys when not given. Assumption. */
export const DEFAULT_STOREYS = 3;
/** Floor-to-ceiling height when not given, m. Assumption. */
export const DEFAULT_FLOOR_TO_CEILING_M = 2.8;
/** Slab and services between a ceiling and the floor above, m. Assumption. */
export const SLAB_DEPTH_M = 0.4;

/**
 * Seasonal efficiency (delivered heat / energy bought, 1 = 100 %) by heater type when the HVAC
 * step has none. EPA "Efficiency (COP) by heating type" (METHODS.md §9): electric resistance 1.0,
 * local gas heaters 0.7, district heat 1.0; ASHRAE 90.1-2019 minimum for a gas hot-water boiler
 * 0.80; air-source heat pump SCOP 3.0 at low flow temperature (EN 14825); ground-source 4.0 and
 * absorption 1.3 (assumptions within the published ranges).
 */
export const HEATER_EFFICIENCY: Readonly<Record<HeaterType, number>> = {
  warmAir: 0.7,
  destratification: 0.7,
  airRotation: 0.7,
  radiant: 0.7,
  airSourceHeatPump: 3.0,
  electricResistance: 1.0,
  geothermal: 4.0,
  districtHeating: 1.0,
  centralBoiler: 0.8,
  groundSourceHeatPump: 4.0,
  absorptionHeatPump: 1.3,
  naturalGasBoiler: 0.8,
};

/** Heating efficiency when nothing is known: a conventional boiler, 0.75 (METHODS.md §9). */
export const DEFAULT_HEATING_EFFICIENCY = 0.75;

/**
 * COP (cooling delivered / energy bought) by cooling system when the HVAC step has none:
 * air-cooled chiller 2.96 and water-cooled positive-displacement chiller 4.7 (ASHRAE 90.1-2016
 * Table 6.8.1-3 path A, METHODS.md §9); split units 3.0 and single-effect absorption 0.7
 * (assumptions); district cooling 1.0 (chilled water bought is the cooling delivered).
 */
export const COOLING_COP: Readonly<Record<CoolingSystemType, number>> = {
  airCooledChiller: 2.96,
  waterCooledChiller: 4.7,
  districtCooling: 1.0,
  splitUnitAc: 3.0,
  absorptionChiller: 0.7,
};

/** COP when cooling is installed but its type is unknown: an air-cooled chiller. */
export const DEFAULT_COOLING_COP = 2.96;

/**
 * PV: system losses 14 % (PVWatts default), and an irradiation gain of the module plane over the
 * horizontal by mounting: tilted fixed 1.1, vertical (≥ 60°) 0.7, one-axis 1.25, two-axis 1.35.
 * Assumptions of the order PVGIS gives for central Europe.
 */
export const PV_DEFAULT_LOSS_PCT = 14;
export const PV_PLANE_GAIN = { fixed: 1.1, vertical: 0.7, oneAxis: 1.25, twoAxis: 1.35 } as const;

/**
 * Clearness index (monthly horizontal irradiation / extraterrestrial) when the climate table has
 * no irradiation: 0.45. Assumption typical of central Europe and the US north-east.
 */
export const DEFAULT_CLEARNESS_INDEX = 0.45;

/** Mean irradiation on the facades (all orientations) relative to the horizontal. Assumption. */
export const FACADE_IRRADIATION_FACTOR = 0.6;

/**
 * Peak solar irradiance on the windows for the cooling design load, W/m², the mean of the four
 * vertical orientations at solar noon of a clear July day between 40° and 53° N: beam normal
 * about 800 W/m² at a sun altitude of 58–70°, diffuse horizontal about 100 W/m², ground albedo
 * 0.2 give about 550 W/m² on the south facade and 135 W/m² on each of the other three, a mean of
 * about 240 W/m². Assumption (a hand calculation in the manner of the ASHRAE clear-sky model, no
 * external shading), rounded up to 250.
 */
export const PEAK_FACADE_IRRADIANCE_W_PER_M2 = 250;

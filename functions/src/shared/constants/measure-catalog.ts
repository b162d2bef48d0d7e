import type { CoolingSystemType } from '../schemas/enums/systems.js';
import type { MeasureKind } from '../schemas/enums/analysis.js';
import type { SubSystem } from '../schemas/enums/equipment.js';

/*
 * Defaults of the improvement-measure catalog (spec 3.14): the sub-system each measure belongs
 * to, its life when the measure gives none, and the performance of what it installs when the
 * measure gives no `newEfficiencyPct` / `newUValueWPerM2K`. Each value names its source; [M]
 * marks a figure taken from memory or a secondary source (METHODS.md's tag), to be checked
 * against the primary document. Investment costs have no default: they depend on the market and
 * the building, so the user enters them (the LED measure computes its own from count × unit cost).
 */

export interface MeasureCatalogEntry {
  subSystem: SubSystem;
  /** Life in years when the measure has none. */
  lifeYears: number;
  lifeSource: string;
}

const ASHRAE_LIFE = 'ASHRAE HVAC Applications, median service life (constants/equipment-life.ts)';
/** docs/research/measure-lifetimes-and-films.md rows 1a–1c (secondary: the standards were not opened). */
const WINDOW_LIFE =
  'EN 15459-1:2017 Annex D, windows 30 years (as quoted from ÖNORM EN 15459-1:2017); BBSR Nutzungsdauern von Bauteilen (BNB), 2025, KG 334, insulating glass 30 years';
/** Rows 2a–2d: EN 15459-1 Annex D has no entry for opaque insulation. */
const INSULATION_LIFE =
  'Ecofys for Eurima, U-values for better energy performance of buildings, §5.1, 30 years; below BBSR Nutzungsdauern code 335.641 (ETICS 40 years in 2017, at least 50 in 2025)';

export const MEASURE_CATALOG: Readonly<Record<MeasureKind, MeasureCatalogEntry>> = {
  ledReplacement: {
    subSystem: 'lighting',
    lifeYears: 15,
    lifeSource:
      'rated life LED_RATED_LIFE_HOURS over the building’s lighting hours; 15 when unknown',
  },
  chillerReplacement: {
    subSystem: 'cooling',
    lifeYears: 23,
    lifeSource: `${ASHRAE_LIFE}: centrifugal chiller`,
  },
  lowEWindows: { subSystem: 'facilityEnvelope', lifeYears: 30, lifeSource: WINDOW_LIFE },
  vsdPumps: {
    subSystem: 'mechanicalVentilation',
    lifeYears: 15,
    lifeSource: `${ASHRAE_LIFE}: electronic controls`,
  },
  airDistributionControl: {
    subSystem: 'mechanicalVentilation',
    lifeYears: 15,
    lifeSource: `${ASHRAE_LIFE}: electronic controls`,
  },
  curtainWallInsulation: {
    subSystem: 'facilityEnvelope',
    lifeYears: 30,
    lifeSource: INSULATION_LIFE,
  },
  solarFilm: {
    subSystem: 'facilityEnvelope',
    lifeYears: 10,
    lifeSource:
      'typical commercial window film warranty [M: dealers quote 10–15 years for interior commercial film, 5–10 for exterior; no manufacturer document read]',
  },
  airSourceHeatPump: {
    subSystem: 'heating',
    lifeYears: 15,
    lifeSource: `${ASHRAE_LIFE}: commercial air-to-air heat pump`,
  },
  heatingTimeControl: {
    subSystem: 'heating',
    lifeYears: 15,
    lifeSource: `${ASHRAE_LIFE}: electronic controls`,
  },
  custom: { subSystem: 'others', lifeYears: 15, lifeSource: 'the median of the catalog' },
};

/**
 * Rated life of LED lamps and luminaires, hours to L70 (70 % of the initial light output):
 * 50,000 h, the DesignLights Consortium's minimum for indoor troffers (Technical Requirements
 * Table V4.2, April 2017, Table 1, category "Indoor Troffer": L70 ≥ 50,000 h;
 * docs/research/constants-check.md row A4). The life in years is this over the building's
 * lighting hours.
 */
export const LED_RATED_LIFE_HOURS = 50_000;

/**
 * COP of a new chiller by the cooling system type it replaces: ASHRAE 90.1-2016/2019 Table
 * 6.8.1-3 path A, water-cooled centrifugal < 150 t 0.61 kW/ton = COP 5.8 and air-cooled EER 10.1
 * = COP 2.96 (read in NREL openstudio-standards' transcription of both editions' tables; the
 * air-cooled row also in 90.1-2022 Table J-4; docs/research/constants-check.md rows A5, A6; the
 * standard itself is paywalled). Minimum-compliant units, so savings are not overstated;
 * a better unit is entered as the measure's `newEfficiencyPct`. District cooling and absorption
 * chillers are replaced by a water-cooled electric chiller.
 */
export const NEW_CHILLER_COP: Readonly<Record<CoolingSystemType, number>> = {
  airCooledChiller: 2.96,
  waterCooledChiller: 5.8,
  districtCooling: 5.8,
  splitUnitAc: 2.96,
  absorptionChiller: 5.8,
};

/**
 * Seasonal COP of an air-source heat pump replacing a boiler: 2.5, the SCOP at high flow
 * temperature (EN 14825; radiators sized for a boiler keep their flow temperature), METHODS.md
 * section 9 [V].
 */
export const NEW_HEAT_PUMP_SCOP = 2.5;

/**
 * U-value of a wall after insulation: 0.24 W/m²K, the German GEG maximum for refurbished external
 * walls (Gebäudeenergiegesetz, Anlage 7, rows 1a/1b, BGBl. I 2020 p. 1783; 0.35 for
 * non-residential zones heated to 12–19 °C; docs/research/constants-check.md row A7).
 */
export const INSULATED_WALL_U_VALUE_W_PER_M2K = 0.24;

/**
 * Shading coefficient of glazing with a solar-control film: 0.45 (SHGC ≈ 0.39) [M: no product
 * datasheet for film on clear double glazing was read; NREL ComStock's darkest films give SC ≈
 * 0.28–0.38 and Bahadori-Jahromi et al. 2017 an average ≈ 0.41, so 0.45 is a lighter film;
 * docs/research/measure-lifetimes-and-films.md rows 3a–3c].
 */
export const SOLAR_FILM_SHADING_COEFFICIENT = 0.45;

/**
 * Share of the space-heating energy saved by central time control (heating off or set back out
 * of hours): 10 % [M, assumption within the 5–15 % usually quoted for time and setback control].
 */
export const TIME_CONTROL_HEATING_SAVING = 0.1;

/**
 * Share of the fan energy saved by an air distribution control system (demand-controlled
 * ventilation, airflow following occupancy): 20 % [M, assumption within the 10–30 % usually
 * reported].
 */
export const AIR_DISTRIBUTION_FAN_SAVING = 0.2;

/**
 * Order in which overlapping measures are applied for the totals ("Trias Energetica", Lysen
 * 1996: first reduce the demand, then supply it efficiently): envelope, then controls and
 * lighting, then the plant. Measures of one kind follow their ids.
 */
export const MEASURE_ORDER: readonly MeasureKind[] = [
  'curtainWallInsulation',
  'lowEWindows',
  'solarFilm',
  'heatingTimeControl',
  'airDistributionControl',
  'ledReplacement',
  'vsdPumps',
  'chillerReplacement',
  'airSourceHeatPump',
  'custom',
];

import type { Activity } from '../../../functions/src/shared/schemas/activity.js';
import type { BuildingGeneral } from '../../../functions/src/shared/schemas/building-general.js';
import type {
  ConsumptionRow,
  Electricity,
} from '../../../functions/src/shared/schemas/electricity.js';
import type { Envelope } from '../../../functions/src/shared/schemas/envelope.js';
import type { Heating } from '../../../functions/src/shared/schemas/heating.js';
import type {
  CoolingSystem,
  HeatingSystem,
  Hvac,
  Ventilation,
} from '../../../functions/src/shared/schemas/hvac.js';
import type {
  LightingFitting,
  LightingStep,
} from '../../../functions/src/shared/schemas/lighting.js';
import type { PvSystem, Renewables } from '../../../functions/src/shared/schemas/renewables.js';
import type { Space } from '../../../functions/src/shared/schemas/space.js';
import type {
  SpaceUsage,
  SpaceUsageItem,
} from '../../../functions/src/shared/schemas/space-usage.js';
import type {
  BulbType,
  HeaterEnergySource,
  HeaterType,
} from '../../../functions/src/shared/schemas/enums/systems.js';
import type {
  ClimateControl,
  SpaceUsageType,
  UseType,
} from '../../../functions/src/shared/schemas/enums/building.js';
import type { BuildingSpec } from './catalog.js';
import { CLIMATES, localAmount } from './climate.js';
import type { MonthlyTotals } from './energy.js';
import { pushId } from './ids.js';
import { compact } from './json.js';
import type { Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import { DAY_CODES, scheduleFor, weeklyHours } from './schedule.js';
import { monthKeyOf, monthStartMs } from '../../../functions/src/shared/domain/common/months.js';
import { round } from './time.js';

/** Builds `{pushId: item}` with ids that sort like the items (push ids at increasing times). */
export function keyed<T>(items: readonly T[], baseMs: number, rng: Rng): Record<string, T> {
  const out: Record<string, T> = {};
  items.forEach((item, index) => {
    out[pushId(baseMs + index * 1000, rng)] = item;
  });
  return out;
}

/** Floor areas: net usable and internal as typical shares of the gross area. */
function areas(spec: BuildingSpec) {
  const internal = round(spec.grossFloorAreaM2 * 0.93);
  const netShare = spec.useType === 'industrial' ? 0.9 : spec.useType === 'office' ? 0.8 : 0.76;
  return { internal, net: round(spec.grossFloorAreaM2 * netShare) };
}

function constructionPeriod(year: number): string {
  if (year < 1919) return 'Before 1919';
  if (year < 1946) return '1919–1945';
  if (year < 1961) return '1946–1960';
  if (year < 1981) return '1961–1980';
  if (year < 2001) return '1981–2000';
  if (year < 2011) return '2001–2010';
  return '2011 or later';
}

const ADDRESS_FORMAT: Readonly<Record<string, (s: BuildingSpec) => string>> = {
  US: (s) => `${s.street}, ${s.city}, ${s.state} ${s.postCode}, United States`,
  CZ: (s) => `${s.street}, ${s.postCode} ${s.city}, Česká republika`,
  DE: (s) => `${s.street}, ${s.postCode} ${s.city}, Deutschland`,
  AT: (s) => `${s.street}, ${s.postCode} ${s.city}, Österreich`,
};

/** `/buildings/{id}/general`. */
export function generalOf(spec: BuildingSpec): BuildingGeneral {
  const { internal, net } = areas(spec);
  const schedule = scheduleFor(spec.useType, spec.country);
  const format = ADDRESS_FORMAT[spec.country];
  return compact<BuildingGeneral>({
    name: spec.name,
    title: spec.title,
    buildingNumber: spec.buildingNumber,
    street: spec.street,
    postCode: spec.postCode,
    city: spec.city,
    state: spec.state,
    country: spec.country,
    currency: CLIMATES[spec.cityCode].currency,
    address: format ? format(spec) : `${spec.street}, ${spec.city}`,
    latitudeDeg: spec.latitudeDeg,
    longitudeDeg: spec.longitudeDeg,
    orientation: spec.orientation,
    sustainabilityRatingScheme: spec.rating?.scheme,
    sustainabilityRating: spec.rating?.rating,
    useType: spec.useType,
    storeysAboveGround: spec.storeysAboveGround,
    storeysBelowGround: spec.storeysBelowGround,
    grossFloorAreaM2: spec.grossFloorAreaM2,
    netUsableAreaM2: net,
    internalFloorAreaM2: internal,
    floorToCeilingHeightM: spec.floorToCeilingHeightM,
    constructionYear: spec.constructionYear,
    constructionPeriod: constructionPeriod(spec.constructionYear),
    hasMajorRefurbishment: spec.refurbishmentYear !== undefined,
    refurbishmentYear: spec.refurbishmentYear,
    operatingHoursPerYear: round(weeklyHours(schedule) * 52),
  });
}

/** `/buildings/{id}/activity`. */
export function activityOf(spec: BuildingSpec): Activity {
  const schedule = scheduleFor(spec.useType, spec.country);
  const days: Activity['days'] = {};
  DAY_CODES.forEach((code, index) => {
    const hours = schedule.week[index];
    days[code] = hours ? { operates: true, ...hours } : { operates: false };
  });
  days.publicHoliday = schedule.publicHoliday
    ? { operates: true, ...schedule.publicHoliday }
    : { operates: false };
  return { days };
}

interface UsageRow {
  title: string;
  usageType: SpaceUsageType;
  pct: number;
  climate: 'main' | ClimateControl;
}

/** Space usage by use type, % of GFA (totals 100). The main floors take the remainder. */
const SPACE_USAGE: Readonly<Record<UseType, readonly UsageRow[]>> = {
  office: [
    { title: 'Reception and lobby', usageType: 'reception', pct: 4, climate: 'main' },
    { title: 'Office floors and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
    { title: 'Staff restaurant', usageType: 'eatingDrinkingArea', pct: 6, climate: 'main' },
    {
      title: 'Kitchen',
      usageType: 'foodPreparationArea',
      pct: 2,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Toilets', usageType: 'toilet', pct: 4, climate: 'mechanicallyVentilated' },
    { title: 'Archive and storage', usageType: 'storeRoom', pct: 5, climate: 'heated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 5, climate: 'naturallyVentilated' },
    {
      title: 'Underground car park',
      usageType: 'carPark',
      pct: 14,
      climate: 'mechanicallyVentilated',
    },
  ],
  education: [
    { title: 'Entrance hall', usageType: 'reception', pct: 3, climate: 'heated' },
    {
      title: 'Classrooms, labs and corridors',
      usageType: 'circulationArea',
      pct: 0,
      climate: 'main',
    },
    { title: 'Canteen', usageType: 'eatingDrinkingArea', pct: 7, climate: 'main' },
    {
      title: 'School kitchen',
      usageType: 'foodPreparationArea',
      pct: 3,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Sports hall', usageType: 'gym', pct: 12, climate: 'heated' },
    {
      title: 'Changing rooms',
      usageType: 'changingRoomWithShowers',
      pct: 3,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Workshops', usageType: 'workshopSmallScale', pct: 6, climate: 'heated' },
    { title: 'Toilets', usageType: 'toilet', pct: 4, climate: 'mechanicallyVentilated' },
    { title: 'Storage', usageType: 'storeRoom', pct: 4, climate: 'heated' },
    {
      title: 'Boiler and plant rooms',
      usageType: 'plantRoom',
      pct: 3,
      climate: 'naturallyVentilated',
    },
  ],
  retail: [
    { title: 'Entrance and customer service', usageType: 'reception', pct: 5, climate: 'main' },
    {
      title: 'Sales floors and circulation',
      usageType: 'circulationArea',
      pct: 0,
      climate: 'main',
    },
    { title: 'Café', usageType: 'eatingDrinkingArea', pct: 4, climate: 'main' },
    { title: 'Stockrooms', usageType: 'storeRoom', pct: 16, climate: 'heated' },
    { title: 'Toilets', usageType: 'toilet', pct: 2, climate: 'mechanicallyVentilated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 4, climate: 'naturallyVentilated' },
  ],
  hospitality: [
    { title: 'Lobby and reception', usageType: 'reception', pct: 6, climate: 'main' },
    { title: 'Guest rooms and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
    { title: 'Restaurant and bar', usageType: 'eatingDrinkingArea', pct: 9, climate: 'main' },
    {
      title: 'Hotel kitchen',
      usageType: 'foodPreparationArea',
      pct: 4,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Fitness and spa', usageType: 'gym', pct: 4, climate: 'main' },
    {
      title: 'Staff changing rooms',
      usageType: 'changingRoomWithShowers',
      pct: 2,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Laundry and stores', usageType: 'storeRoom', pct: 5, climate: 'heated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 4, climate: 'naturallyVentilated' },
  ],
  industrial: [
    {
      title: 'Gatehouse and reception',
      usageType: 'reception',
      pct: 1,
      climate: 'heatedAndCooled',
    },
    { title: 'Assembly hall and aisles', usageType: 'circulationArea', pct: 0, climate: 'heated' },
    { title: 'Maintenance workshop', usageType: 'workshopSmallScale', pct: 8, climate: 'heated' },
    { title: 'High-bay storage', usageType: 'storeRoom', pct: 30, climate: 'naturallyVentilated' },
    { title: 'Staff canteen', usageType: 'eatingDrinkingArea', pct: 3, climate: 'heated' },
    {
      title: 'Changing rooms',
      usageType: 'changingRoomWithShowers',
      pct: 2,
      climate: 'mechanicallyVentilated',
    },
    {
      title: 'Compressor and plant rooms',
      usageType: 'plantRoom',
      pct: 3,
      climate: 'naturallyVentilated',
    },
  ],
  mixedUse: [
    { title: 'Lobbies', usageType: 'reception', pct: 4, climate: 'main' },
    {
      title: 'Offices, apartments and corridors',
      usageType: 'circulationArea',
      pct: 0,
      climate: 'main',
    },
    { title: 'Ground-floor restaurants', usageType: 'eatingDrinkingArea', pct: 8, climate: 'main' },
    {
      title: 'Restaurant kitchens',
      usageType: 'foodPreparationArea',
      pct: 3,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Fitness club', usageType: 'gym', pct: 5, climate: 'main' },
    { title: 'Tenant storage', usageType: 'storeRoom', pct: 4, climate: 'heated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 4, climate: 'naturallyVentilated' },
    {
      title: 'Underground car park',
      usageType: 'carPark',
      pct: 18,
      climate: 'mechanicallyVentilated',
    },
  ],
  institution: [
    { title: 'Reception', usageType: 'reception', pct: 5, climate: 'main' },
    { title: 'Rooms and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
  ],
  other: [
    { title: 'Reception', usageType: 'reception', pct: 5, climate: 'main' },
    { title: 'Rooms and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
  ],
};

function mainClimate(spec: BuildingSpec): ClimateControl {
  return spec.cooling === 'none' ? 'heated' : 'heatedAndCooled';
}

/** `/buildings/{id}/spaceUsage`: items totalling exactly 100 % of GFA. */
export function spaceUsageOf(spec: BuildingSpec, baseMs: number, rng: Rng): SpaceUsage {
  const rows = SPACE_USAGE[spec.useType];
  const fixed = rows.reduce((sum, row) => sum + row.pct, 0);
  const modern = (spec.refurbishmentYear ?? spec.constructionYear) >= 2000;
  const items = rows.map((row, order) => {
    const climate = row.climate === 'main' ? mainClimate(spec) : row.climate;
    const ventilated = climate !== 'naturallyVentilated' && climate !== 'heated';
    return compact<SpaceUsageItem>({
      title: row.title,
      usageType: row.usageType,
      gfaPct: row.pct === 0 ? 100 - fixed : row.pct,
      climateControl: climate,
      fanType: ventilated
        ? row.usageType === 'toilet' || row.usageType === 'carPark'
          ? 'exhaustOnly'
          : 'supplyAndExhaust'
        : undefined,
      hasHeatRecovery: ventilated ? modern && row.usageType !== 'carPark' : undefined,
      order,
    });
  });
  return keyed(items, baseMs, rng);
}

/** `/buildings/{id}/spaces`: named spaces with floors and weekly hours. */
export function spacesOf(spec: BuildingSpec, baseMs: number, rng: Rng): Record<string, Space> {
  const { internal } = areas(spec);
  const top = spec.storeysAboveGround - 1;
  const weekly = round(weeklyHours(scheduleFor(spec.useType, spec.country)));
  const below = spec.storeysBelowGround;
  const spaces: {
    name: string;
    type: SpaceUsageType;
    share: number;
    from: number;
    to: number;
    hours: number;
  }[] = [];
  const add = (
    name: string,
    type: SpaceUsageType,
    share: number,
    from: number,
    to: number,
    hours = weekly,
  ) => spaces.push({ name, type, share, from, to, hours });
  switch (spec.useType) {
    case 'office':
      add('Main lobby', 'reception', 0.04, 0, 0);
      add(`Office floors 1–${top}`, 'circulationArea', 0.62, 1, top);
      add('Staff restaurant', 'eatingDrinkingArea', 0.06, 0, 0, 30);
      if (below > 0) add('Car park', 'carPark', 0.14, -below, -1, 168);
      add('Plant room (roof)', 'plantRoom', 0.03, top, top, 168);
      break;
    case 'education':
      add('Entrance hall', 'reception', 0.03, 0, 0);
      add('Lecture rooms and labs', 'circulationArea', 0.55, 0, top);
      add('Canteen', 'eatingDrinkingArea', 0.07, 0, 0, 25);
      add('Sports hall', 'gym', 0.12, 0, 1, 40);
      add('Workshops', 'workshopSmallScale', 0.06, below > 0 ? -1 : 0, 0);
      break;
    case 'retail':
      add('Sales floors', 'circulationArea', 0.7, below > 0 ? -1 : 0, top);
      add('Customer café', 'eatingDrinkingArea', 0.04, top, top);
      add('Stockrooms', 'storeRoom', 0.16, 0, 1);
      break;
    case 'hospitality':
      add('Lobby and reception', 'reception', 0.06, 0, 0, 168);
      add(`Guest floors 1–${top}`, 'circulationArea', 0.64, 1, top, 168);
      add('Restaurant and bar', 'eatingDrinkingArea', 0.09, 0, 0, 98);
      add('Kitchen', 'foodPreparationArea', 0.04, 0, 0, 98);
      add('Fitness and spa', 'gym', 0.04, below > 0 ? -1 : 0, below > 0 ? -1 : 0, 112);
      break;
    case 'industrial':
      add('Assembly hall', 'circulationArea', 0.53, 0, 0);
      add('High-bay store', 'storeRoom', 0.3, 0, 0, 90);
      add('Maintenance workshop', 'workshopSmallScale', 0.08, 0, 0);
      add('Offices and canteen (mezzanine)', 'eatingDrinkingArea', 0.05, 1, 1, 50);
      break;
    default:
      add('Lobbies', 'reception', 0.04, 0, 0);
      add('Offices and apartments', 'circulationArea', 0.58, 1, top, 168);
      add('Restaurants', 'eatingDrinkingArea', 0.08, 0, 0, 84);
      add('Fitness club', 'gym', 0.05, 0, 0, 100);
      if (below > 0) add('Car park', 'carPark', 0.18, -below, -1, 168);
  }
  return keyed(
    spaces.map((space, order) =>
      compact<Space>({
        name: space.name,
        spaceType: space.type,
        areaM2: round(internal * space.share),
        fromFloor: space.from,
        toFloor: Math.max(space.from, space.to),
        operatingHoursPerWeek: Math.min(168, space.hours),
        order,
      }),
    ),
    baseMs,
    rng,
  );
}

const ELECTRICITY_SUPPLIERS: Readonly<Record<string, string>> = {
  prague: 'PRE – Pražská energetika',
  brno: 'ČEZ Prodej',
  berlin: 'Vattenfall Europe Sales',
  munich: 'SWM Versorgungs GmbH',
  vienna: 'Wien Energie',
  newYork: 'Con Edison',
  chicago: 'ComEd',
};

/**
 * Bill rows for the given months: consumption in kWh (rounded) and cost in the building's currency (energy price
 * with a small yearly increase, plus the fixed monthly charge for electricity).
 */
function billRows(
  totals: readonly MonthlyTotals[],
  pick: (m: MonthlyTotals) => number,
  pricePerKwh: number,
  fixed: number,
  firstMonth: number,
  baseMs: number,
  rng: Rng,
): Record<string, ConsumptionRow> {
  const rows = totals.map((month): ConsumptionRow => {
    const kwh = Math.round(pick(month));
    const yearsIn = (month.monthIndex - firstMonth) / 12;
    const price = pricePerKwh * (1 + 0.035 * yearsIn);
    return {
      month: monthKeyOf(month.monthIndex),
      cost: round(kwh * price + fixed, 2),
      consumptionKwh: kwh,
    };
  });
  return keyed(rows, baseMs, rng);
}

/** `/buildings/{id}/electricity`: two years of grid electricity bills (net of PV). */
export function electricityOf(
  spec: BuildingSpec,
  totals: readonly MonthlyTotals[],
  baseMs: number,
  rng: Rng,
): Electricity {
  const climate = CLIMATES[spec.cityCode];
  const first = totals[0]?.monthIndex ?? 0;
  const consent = spec.buildingNumber.endsWith('1');
  return compact<Electricity>({
    rows: billRows(
      totals,
      (m) => m.gridKwh,
      localAmount(spec.cityCode, climate.electricityPerKwh),
      localAmount(spec.cityCode, climate.electricityFixed),
      first,
      baseMs,
      rng,
    ),
    supplierConsent: consent,
    accountNumber: consent
      ? `${spec.buildingNumber.slice(0, 3)}-${rng.int(1000000, 9999999)}`
      : undefined,
    supplierCompany: consent ? ELECTRICITY_SUPPLIERS[spec.cityCode] : undefined,
  });
}

const HEATER: Readonly<
  Record<
    BuildingSpec['heating'],
    {
      heaterType: HeaterType;
      energySource: HeaterEnergySource;
      efficiencyPct: number;
      district: boolean;
    }
  >
> = {
  gasBoiler: {
    heaterType: 'naturalGasBoiler',
    energySource: 'naturalGas',
    efficiencyPct: 93,
    district: false,
  },
  districtHeating: {
    heaterType: 'districtHeating',
    energySource: 'districtHotWater',
    efficiencyPct: 98,
    district: true,
  },
  steamDistrict: {
    heaterType: 'districtHeating',
    energySource: 'districtSteam',
    efficiencyPct: 95,
    district: true,
  },
  airSourceHeatPump: {
    heaterType: 'airSourceHeatPump',
    energySource: 'electricity',
    efficiencyPct: 320,
    district: false,
  },
};

const HEATING_DETAILS: Readonly<Record<BuildingSpec['heating'], string>> = {
  gasBoiler:
    'Two condensing gas boilers in cascade, weather-compensated flow temperature, domestic hot water from an indirect cylinder.',
  districtHeating:
    'District heating substation with plate heat exchanger (primary 110/65 °C, secondary 70/50 °C) and a separate hot-water circuit.',
  steamDistrict:
    'Con Edison district steam service; pressure-reducing station in the basement feeds steam-to-hot-water converters.',
  airSourceHeatPump:
    'Rooftop air-to-water heat pumps (low-temperature underfloor and fan coils); the heat pumps run on the building electricity supply.',
};

/** `/buildings/{id}/heating`: the plant and two years of heat bills (fuel or district heat). */
export function heatingOf(
  spec: BuildingSpec,
  totals: readonly MonthlyTotals[],
  baseMs: number,
  rng: Rng,
): Heating {
  const heater = HEATER[spec.heating];
  const climate = CLIMATES[spec.cityCode];
  const first = totals[0]?.monthIndex ?? 0;
  const billed = spec.heating !== 'airSourceHeatPump';
  return compact<Heating>({
    hasHeatingSystem: true,
    districtHeating: heater.district,
    heatingType: heater.heaterType,
    details: HEATING_DETAILS[spec.heating],
    rows: billed
      ? billRows(
          totals,
          (m) => m.heatKwh / (heater.efficiencyPct / 100),
          localAmount(spec.cityCode, climate.heatPerKwh),
          0,
          first,
          baseMs,
          rng,
        )
      : undefined,
  });
}

/** Cooling capacity (kW) from the area and the use type. */
export function coolingCapacityKw(spec: BuildingSpec): number {
  const wPerM2 = spec.useType === 'retail' ? 95 : spec.useType === 'hospitality' ? 70 : 80;
  return round((spec.grossFloorAreaM2 * wPerM2) / 1000 / 10) * 10;
}

/** Heating capacity (kW) from the area and the fabric age. */
export function heatingCapacityKw(spec: BuildingSpec): number {
  const effective = spec.refurbishmentYear ?? spec.constructionYear;
  const wPerM2 = effective < 1980 ? 95 : effective < 2005 ? 70 : 50;
  return round((spec.grossFloorAreaM2 * wPerM2) / 1000 / 10) * 10;
}

/** `/buildings/{id}/hvac`. */
export function hvacOf(spec: BuildingSpec): Hvac {
  const heater = HEATER[spec.heating];
  const modern = (spec.refurbishmentYear ?? spec.constructionYear) >= 2005;
  const cooling: CoolingSystem =
    spec.cooling === 'none'
      ? { installed: false }
      : compact<CoolingSystem>({
          installed: true,
          systemType: spec.cooling === 'splitUnits' ? 'splitUnitAc' : spec.cooling,
          compressorType:
            spec.cooling === 'waterCooledChiller'
              ? spec.grossFloorAreaM2 > 15000
                ? 'centrifugal'
                : 'screw'
              : 'scroll',
          refrigerant:
            spec.cooling === 'splitUnits'
              ? 'R-32'
              : spec.constructionYear >= 2018
                ? 'R-1234ze'
                : 'R-134a',
          energySource: 'electricity',
          capacityKw: coolingCapacityKw(spec),
          cop:
            spec.cooling === 'waterCooledChiller'
              ? spec.grossFloorAreaM2 > 15000
                ? 6.1
                : 4.9
              : spec.cooling === 'airCooledChiller'
                ? 3.0
                : 3.4,
        });
  const heatingSystemType: Readonly<Record<BuildingSpec['heating'], string>> = {
    gasBoiler:
      spec.useType === 'industrial'
        ? 'Gas-fired radiant tubes and boiler'
        : 'Hot-water radiators with condensing boilers',
    districtHeating: 'District heat substation, hot-water radiators',
    steamDistrict: 'Steam-to-hot-water converters, perimeter fin-tube radiators',
    airSourceHeatPump: 'Air-to-water heat pumps, underfloor heating',
  };
  const mechanical = spec.useType !== 'education' || modern;
  return {
    cooling,
    heating: compact<HeatingSystem>({
      installed: true,
      systemType: heatingSystemType[spec.heating],
      heaterType: heater.heaterType,
      energySource: heater.energySource,
      capacityKw: heatingCapacityKw(spec),
      efficiencyPct: spec.heating === 'gasBoiler' && !modern ? 86 : heater.efficiencyPct,
    }),
    ventilation: compact<Ventilation>({
      mechanicalInstalled: mechanical,
      mechanicalSystemType: mechanical
        ? modern
          ? 'Central air-handling units with heat recovery wheel'
          : 'Central air-handling units, constant volume'
        : undefined,
      gfaPct: mechanical
        ? spec.useType === 'education'
          ? 45
          : spec.useType === 'industrial'
            ? 60
            : 85
        : undefined,
      fanType: mechanical ? (modern ? 'variableSpeedDrive' : 'fixedSpeed') : undefined,
      naturalInstalled: spec.constructionYear < 1980 || spec.useType === 'education',
    }),
  };
}

interface FittingTemplate {
  fittingType: string;
  bulbType: BulbType;
  watts: number;
}

const LED_FITTINGS: readonly FittingTemplate[] = [
  { fittingType: 'Recessed LED panel 600×600', bulbType: 'led', watts: 33 },
  { fittingType: 'LED downlight', bulbType: 'led', watts: 14 },
  { fittingType: 'LED high-bay', bulbType: 'led', watts: 150 },
];
const LEGACY_FITTINGS: readonly FittingTemplate[] = [
  { fittingType: 'Recessed troffer 4×14 W', bulbType: 'fluorescentT5', watts: 62 },
  { fittingType: 'Batten 2×36 W', bulbType: 'fluorescentT8', watts: 80 },
  {
    fittingType: 'Compact fluorescent downlight 2×26 W',
    bulbType: 'compactFluorescent',
    watts: 56,
  },
  { fittingType: 'Batten 2×40 W (T12)', bulbType: 'fluorescentT12', watts: 96 },
];

/** `/buildings/{id}/lighting`: fittings whose shares add up to 100 %. */
export function lightingOf(spec: BuildingSpec, baseMs: number, rng: Rng): LightingStep {
  const industrial = spec.useType === 'industrial';
  const totalFittings = Math.round(spec.grossFloorAreaM2 / (industrial ? 30 : 9));
  const led = spec.ledPct;
  const legacy = 100 - led;
  const rows: { template: FittingTemplate; share: number }[] = [];
  const ledMain = industrial ? LED_FITTINGS[2] : LED_FITTINGS[0];
  if (ledMain && led > 0) {
    const down = industrial ? 0 : Math.round(led * 0.3);
    rows.push({ template: ledMain, share: led - down });
    if (down > 0 && LED_FITTINGS[1]) rows.push({ template: LED_FITTINGS[1], share: down });
  }
  if (legacy > 0) {
    const old = spec.constructionYear < 1990 && !spec.refurbishmentYear;
    const main = old
      ? LEGACY_FITTINGS[3]
      : (spec.refurbishmentYear ?? spec.constructionYear) >= 2005
        ? LEGACY_FITTINGS[0]
        : LEGACY_FITTINGS[1];
    const cfl = Math.round(legacy * 0.25);
    if (main) rows.push({ template: main, share: legacy - cfl });
    if (cfl > 0 && LEGACY_FITTINGS[2]) rows.push({ template: LEGACY_FITTINGS[2], share: cfl });
  }
  const fittings = rows.map((row, order) =>
    compact<LightingFitting>({
      fittingType: row.template.fittingType,
      bulbType: row.template.bulbType,
      sharePct: row.share,
      count: Math.round((totalFittings * row.share) / 100),
      wattsPerFitting: row.template.watts,
      order,
    }),
  );
  return { fittings: keyed(fittings, baseMs, rng) };
}

/** `/buildings/{id}/envelope`: U-values from the construction (or refurbishment) year. */
export function envelopeOf(spec: BuildingSpec): Envelope {
  const built = spec.constructionYear;
  const year = spec.refurbishmentYear ?? built;
  const heritage = built < 1920;
  const pitched = heritage || spec.useType === 'education';
  const wall = heritage
    ? {
        insulationType: 'Solid brick 600 mm, internal lining',
        uValueWPerM2K: year > 2000 ? 0.95 : 1.35,
      }
    : year < 1980
      ? { insulationType: 'Precast Concrete Wall', uValueWPerM2K: 1.1 }
      : year < 1995
        ? { insulationType: 'Precast Concrete Wall, 60 mm insulation', uValueWPerM2K: 0.55 }
        : year < 2010
          ? { insulationType: 'Reinforced Concrete Wall, ETICS 120 mm', uValueWPerM2K: 0.32 }
          : spec.useType === 'industrial'
            ? { insulationType: 'Insulated sandwich panel 150 mm', uValueWPerM2K: 0.22 }
            : { insulationType: 'Reinforced Concrete Wall, ETICS 200 mm', uValueWPerM2K: 0.18 };
  const roof = pitched
    ? {
        insulationType:
          year > 2000 ? 'Pitched roof, mineral wool 200 mm' : 'Pitched roof, 80 mm insulation',
        uValueWPerM2K: year > 2000 ? 0.22 : 0.6,
      }
    : year < 1980
      ? { insulationType: 'Concrete Slab - Uninsulated', uValueWPerM2K: 1.9 }
      : year < 2005
        ? { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: 0.35 }
        : { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: year >= 2015 ? 0.14 : 0.2 };
  const glazing =
    year < 1975
      ? 'singleGlazed'
      : year < 1995
        ? 'doubleGlazedNoLowE'
        : year < 2017
          ? 'doubleGlazedLowE'
          : 'tripleGlazedLowE';
  const windowU: Readonly<Record<string, number>> = {
    singleGlazed: 5.4,
    doubleGlazedNoLowE: 2.8,
    doubleGlazedLowE: year < 2008 ? 1.6 : 1.3,
    tripleGlazedLowE: 0.8,
  };
  const windowType: Readonly<Record<string, string>> = {
    singleGlazed: 'Single Glazed Window',
    doubleGlazedNoLowE: 'Double Glazed',
    doubleGlazedLowE: 'Double Glazed, low-E, argon',
    tripleGlazedLowE: 'Triple glazed, low-E, argon',
  };
  const floor =
    year < 2000
      ? { insulationType: 'Solid Ground Floor', uValueWPerM2K: year < 1980 ? 1.0 : 0.6 }
      : {
          insulationType: 'Solid Ground Floor w/ Edge Insulation',
          uValueWPerM2K: year >= 2015 ? 0.25 : 0.35,
        };
  const wwr: Readonly<Record<UseType, number>> = {
    office: built > 1990 ? 55 : 35,
    education: 30,
    retail: 42,
    hospitality: 28,
    industrial: 8,
    mixedUse: 45,
    institution: 30,
    other: 30,
  };
  return {
    windowToWallRatioPct: wwr[spec.useType],
    roofType: pitched ? 'pitched' : 'flat',
    glazing,
    shadingCoefficient:
      glazing === 'singleGlazed'
        ? 0.95
        : glazing === 'doubleGlazedNoLowE'
          ? 0.82
          : glazing === 'doubleGlazedLowE'
            ? 0.58
            : 0.5,
    roof,
    wall,
    window: {
      insulationType: windowType[glazing] ?? 'Double Glazed',
      uValueWPerM2K: windowU[glazing] ?? 2.8,
    },
    floor,
  };
}

/** `/buildings/{id}/renewables`, or undefined when the building has no PV. */
export function renewablesOf(spec: BuildingSpec, baseMs: number, rng: Rng): Renewables | undefined {
  if (spec.pv.length === 0) return undefined;
  const systems = spec.pv.map((pv, order) =>
    compact<PvSystem>({
      capacityKwp: pv.capacityKwp,
      tracking: pv.tracking,
      inclineDeg: pv.inclineDeg,
      inclineUnknown: pv.inclineDeg === undefined ? true : undefined,
      orientationDeg: pv.orientationDeg,
      orientationUnknown: pv.orientationDeg === undefined ? true : undefined,
      systemLossPct: 14,
      panelType: pv.panelType,
      mounting: pv.mounting,
      order,
    }),
  );
  return { pvSystems: keyed(systems, baseMs, rng) };
}

/** Start of the month `monthIndex` as a base time for ids. */
export function idBase(monthIndex: number): number {
  return monthStartMs(monthIndex);
}

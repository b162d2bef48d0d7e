import type {
  DepreciationMode,
  SubSystem,
} from '../../../functions/src/shared/schemas/enums/equipment.js';
import type {
  Equipment,
  EquipmentLog,
  MaintenanceTask,
} from '../../../functions/src/shared/schemas/equipment.js';
import type { Alert, PotentialIssue } from '../../../functions/src/shared/schemas/reliability.js';
import type { BuildingSpec } from './catalog.js';
import { coolingCapacityKw, heatingCapacityKw } from './describe/plant.js';
import { keyed } from './keyed.js';
import { pushId } from './ids.js';
import { compact } from './json.js';
import { localAmount } from './climate.js';
import type { Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import { DAY_MS, isoDate, round } from './time.js';

/** What the generator knows about one asset before it writes logs, alerts and issues. */
interface AssetTemplate {
  /** Role of the asset for the series that meter it. */
  role: 'cooling' | 'heating' | 'lighting' | 'ventilation' | 'other';
  code: string;
  name: string;
  type: string;
  system: string;
  subSystem: SubSystem;
  part?: string;
  model: string;
  manufacturer: string;
  location: string;
  installedYear: number;
  capacity: number;
  initialValue: number;
  expectedLifeYears: number;
  /** Units of Production is left out: it needs production counts the demo does not log. */
  depreciationMode: Exclude<DepreciationMode, 'unitsOfProduction'>;
  warrantyYears: number;
  /** Rotating machinery (fans, pumps, compressors) gets vibration readings and bearing faults. */
  rotating: boolean;
  /** Months between planned services. */
  serviceMonths: number;
  sensorNote: (rng: Rng) => string;
}

export interface GeneratedEquipment {
  /** `{equipmentId: equipment}` of one building. */
  equipment: Record<string, Equipment>;
  /** Equipment ids by the role they play, for the series. */
  byRole: Partial<Record<AssetTemplate['role'], string>>;
}

/** Year an asset was installed: at construction or the last refurbishment, plus an offset. */
function installedYear(spec: BuildingSpec, offset = 0): number {
  const base = Math.max(spec.refurbishmentYear ?? spec.constructionYear, 1990);
  return Math.min(2025, base + offset);
}

function assetsOf(spec: BuildingSpec): AssetTemplate[] {
  const assets: AssetTemplate[] = [];
  const prefix = spec.buildingNumber;
  const basement = spec.storeysBelowGround > 0 ? 'Basement plant room' : 'Ground-floor plant room';
  const roof = 'Roof plant area';
  const us = spec.country === 'US';

  switch (spec.heating) {
    case 'gasBoiler': {
      const kw = heatingCapacityKw(spec);
      const year = installedYear(spec, spec.constructionYear < 2000 ? 2 : 0);
      assets.push({
        role: 'heating',
        code: 'B-01',
        name: 'Condensing gas boiler 1',
        type: 'Boiler',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Burner and heat exchanger',
        model: us ? 'Lochinvar Crest FBN3000' : 'Viessmann Vitocrossal 300 CR3B',
        manufacturer: us ? 'Lochinvar' : 'Viessmann',
        location: basement,
        installedYear: year,
        capacity: round(kw * 0.6),
        initialValue: round(kw * 0.6 * 95, -2),
        expectedLifeYears: 20,
        depreciationMode: 'straightLine',
        warrantyYears: 5,
        rotating: false,
        serviceMonths: 6,
        sensorNote: (rng) =>
          `Flue gas ${round(rng.range(48, 62))} °C, O2 ${round(rng.range(3.5, 5.5), 1)} %, CO ${round(rng.range(8, 40))} ppm`,
      });
      assets.push({
        role: 'other',
        code: 'P-01',
        name: 'Heating circuit pump set',
        type: 'Pump',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Motor and impeller',
        model: 'Grundfos MAGNA3 65-120 F',
        manufacturer: 'Grundfos',
        location: basement,
        installedYear: year,
        capacity: 1.2,
        initialValue: 4800,
        expectedLifeYears: 15,
        depreciationMode: 'straightLine',
        warrantyYears: 2,
        rotating: true,
        serviceMonths: 12,
        sensorNote: (rng) =>
          `Vibration ${round(rng.range(1.2, 3.4), 1)} mm/s RMS, differential pressure ${round(rng.range(0.8, 1.3), 2)} bar`,
      });
      break;
    }
    case 'districtHeating':
    case 'steamDistrict': {
      const kw = heatingCapacityKw(spec);
      const steam = spec.heating === 'steamDistrict';
      assets.push({
        role: 'heating',
        code: 'HX-01',
        name: steam ? 'Steam-to-hot-water converter station' : 'District heating substation',
        type: 'Heat exchanger',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Plate heat exchanger and control valve',
        model: steam ? 'Armstrong Flo-Rite-Temp FRT-600' : 'Danfoss VX Solo II / Alfa Laval T10',
        manufacturer: steam ? 'Armstrong International' : 'Danfoss',
        location: basement,
        installedYear: installedYear(spec),
        capacity: kw,
        initialValue: round(kw * 45, -2),
        expectedLifeYears: 25,
        depreciationMode: 'straightLine',
        warrantyYears: 2,
        rotating: false,
        serviceMonths: 12,
        sensorNote: (rng) =>
          `Primary ${round(rng.range(95, 115))}/${round(rng.range(55, 68))} °C, secondary flow ${round(rng.range(58, 72))} °C`,
      });
      break;
    }
    case 'airSourceHeatPump': {
      const kw = heatingCapacityKw(spec);
      assets.push({
        role: 'heating',
        code: 'HP-01',
        name: 'Air-to-water heat pump cascade',
        type: 'Heat pump',
        system: 'Heating plant',
        subSystem: 'heating',
        part: 'Compressor and evaporator coil',
        model: 'Daikin EWYT-CZ 260',
        manufacturer: 'Daikin',
        location: roof,
        installedYear: spec.constructionYear,
        capacity: kw,
        initialValue: round(kw * 420, -2),
        expectedLifeYears: 18,
        depreciationMode: 'decliningBalance',
        warrantyYears: 5,
        rotating: true,
        serviceMonths: 6,
        sensorNote: (rng) =>
          `COP ${round(rng.range(2.6, 3.9), 1)}, flow ${round(rng.range(35, 45))} °C, defrost cycles ${rng.int(0, 9)}/day`,
      });
      break;
    }
  }

  if (spec.cooling !== 'none') {
    const kw = coolingCapacityKw(spec);
    const split = spec.cooling === 'splitUnits';
    const water = spec.cooling === 'waterCooledChiller';
    const year = installedYear(spec, spec.constructionYear < 2000 ? 1 : 0);
    assets.push({
      role: 'cooling',
      code: split ? 'AC-01' : 'CH-01',
      name: split ? 'VRF split system' : water ? 'Water-cooled chiller 1' : 'Air-cooled chiller 1',
      type: split ? 'Split unit AC' : 'Chiller',
      system: 'Chilled water',
      subSystem: 'cooling',
      part: 'Compressor',
      model: split
        ? 'Mitsubishi Electric City Multi PURY-EP'
        : water
          ? spec.grossFloorAreaM2 > 15000
            ? 'Trane CenTraVac CVHF'
            : 'Carrier AquaForce 30XW'
          : us
            ? 'Trane Ascend ACR'
            : 'Daikin EWAD-TZ',
      manufacturer: split
        ? 'Mitsubishi Electric'
        : water
          ? spec.grossFloorAreaM2 > 15000
            ? 'Trane'
            : 'Carrier'
          : us
            ? 'Trane'
            : 'Daikin',
      location: water ? basement : roof,
      installedYear: year,
      capacity: kw,
      initialValue: round(kw * (water ? 260 : 210), -2),
      expectedLifeYears: water ? 23 : 20,
      depreciationMode: 'straightLine',
      warrantyYears: 3,
      rotating: true,
      serviceMonths: 3,
      sensorNote: (rng) =>
        `Leaving chilled water ${round(rng.range(6.2, 7.8), 1)} °C, vibration ${round(rng.range(1.8, 5.6), 1)} mm/s, suction pressure ${round(rng.range(2.9, 3.6), 2)} bar`,
    });
    if (water) {
      assets.push({
        role: 'other',
        code: 'CT-01',
        name: 'Cooling tower 1',
        type: 'Cooling tower',
        system: 'Condenser water',
        subSystem: 'cooling',
        part: 'Fan motor and gearbox',
        model: 'BAC Series 3000',
        manufacturer: 'Baltimore Aircoil',
        location: roof,
        installedYear: year,
        capacity: round(kw * 1.25),
        initialValue: round(kw * 60, -2),
        expectedLifeYears: 20,
        depreciationMode: 'straightLine',
        warrantyYears: 2,
        rotating: true,
        serviceMonths: 3,
        sensorNote: (rng) =>
          `Basin ${round(rng.range(24, 29), 1)} °C, conductivity ${rng.int(900, 1600)} µS/cm, fan vibration ${round(rng.range(2, 6.5), 1)} mm/s`,
      });
    }
  }

  const modern = (spec.refurbishmentYear ?? spec.constructionYear) >= 2005;
  if (spec.useType !== 'education' || modern) {
    const airflow = round((spec.grossFloorAreaM2 * 3.2) / 1000, 1);
    assets.push({
      role: 'ventilation',
      code: 'AHU-01',
      name: 'Air-handling unit 1 (supply/extract)',
      type: 'Air-handling unit',
      system: 'Ventilation',
      subSystem: 'mechanicalVentilation',
      part: 'Supply fan motor',
      model: us
        ? 'Trane Performance Climate Changer'
        : modern
          ? 'Swegon GOLD RX 100'
          : 'Trox X-CUBE',
      manufacturer: us ? 'Trane' : modern ? 'Swegon' : 'Trox',
      location: roof,
      installedYear: installedYear(spec),
      capacity: round(airflow * 1.1, 1),
      initialValue: round(airflow * 9000, -2),
      expectedLifeYears: 20,
      depreciationMode: 'sumOfYears',
      warrantyYears: 2,
      rotating: true,
      serviceMonths: 6,
      sensorNote: (rng) =>
        `Filter pressure drop ${rng.int(110, 260)} Pa, supply air ${round(rng.range(17, 21), 1)} °C, fan vibration ${round(rng.range(1.5, 4.8), 1)} mm/s`,
    });
  }

  assets.push({
    role: 'lighting',
    code: 'LC-01',
    name: 'Lighting control system',
    type: 'Lighting controls',
    system: 'Lighting',
    subSystem: 'lighting',
    part: 'DALI gateways and presence sensors',
    model: us
      ? 'Lutron Quantum Vue'
      : spec.ledPct >= 60
        ? 'Zumtobel LITECOM'
        : 'Philips Dynalite DDNG485',
    manufacturer: us ? 'Lutron' : spec.ledPct >= 60 ? 'Zumtobel' : 'Philips',
    location: 'Electrical riser, ground floor',
    installedYear: installedYear(spec),
    capacity: round((spec.grossFloorAreaM2 * 8) / 1000, 1),
    initialValue: round(spec.grossFloorAreaM2 * 6, -2),
    expectedLifeYears: 15,
    depreciationMode: 'doubleDecliningBalance',
    warrantyYears: 3,
    rotating: false,
    serviceMonths: 12,
    sensorNote: (rng) =>
      `${rng.int(0, 6)} DALI drivers not responding, ${rng.int(92, 100)} % of sensors online`,
  });

  if (spec.pv.length > 0) {
    const kwp = spec.pv.reduce((sum, pv) => sum + pv.capacityKwp, 0);
    assets.push({
      role: 'other',
      code: 'PV-INV-01',
      name: 'PV string inverters',
      type: 'Inverter',
      system: 'Photovoltaics',
      subSystem: 'renewables',
      part: 'Inverter power stage',
      model: kwp > 200 ? 'SMA Sunny Tripower CORE2 110' : 'Fronius Tauro 50-3',
      manufacturer: kwp > 200 ? 'SMA' : 'Fronius',
      location: roof,
      installedYear: Math.max(spec.constructionYear, 2018),
      capacity: round(kwp * 0.9),
      initialValue: round(kwp * 950, -2),
      expectedLifeYears: 12,
      depreciationMode: 'straightLine',
      warrantyYears: 10,
      rotating: false,
      serviceMonths: 12,
      sensorNote: (rng) =>
        `Yield today ${round(kwp * rng.range(0.6, 5.2))} kWh, insulation resistance ${rng.int(900, 4000)} kΩ`,
    });
  }

  if (spec.storeysAboveGround >= 4) {
    assets.push({
      role: 'other',
      code: 'L-01',
      name: 'Passenger lift 1',
      type: 'Lift',
      system: 'Vertical transport',
      subSystem: 'others',
      part: 'Traction machine and ropes',
      model: us
        ? 'Otis Gen2'
        : spec.constructionYear > 2000
          ? 'KONE MonoSpace 500'
          : 'Schindler 5500',
      manufacturer: us ? 'Otis' : spec.constructionYear > 2000 ? 'KONE' : 'Schindler',
      location: 'Core A',
      installedYear: installedYear(spec),
      capacity: 11,
      initialValue: 85000 + spec.storeysAboveGround * 4000,
      expectedLifeYears: 25,
      depreciationMode: 'straightLine',
      warrantyYears: 2,
      rotating: true,
      serviceMonths: 1,
      sensorNote: (rng) => `${rng.int(180, 900)} trips/day, door faults ${rng.int(0, 4)}`,
    });
  }

  assets.push({
    role: 'other',
    code: 'RF-01',
    name: spec.constructionYear < 1920 ? 'Roof covering and gutters' : 'Roof membrane',
    type: 'Roof',
    system: 'Building envelope',
    subSystem: 'facilityEnvelope',
    model:
      spec.constructionYear < 1920 ? 'Clay tiles with membrane underlay' : 'Sika Sarnafil TS 77',
    manufacturer: spec.constructionYear < 1920 ? 'Tondach' : 'Sika',
    location: 'Roof',
    installedYear: installedYear(spec),
    capacity: round(spec.grossFloorAreaM2 / Math.max(1, spec.storeysAboveGround)),
    initialValue: round((spec.grossFloorAreaM2 / Math.max(1, spec.storeysAboveGround)) * 110, -2),
    expectedLifeYears: 30,
    depreciationMode: 'straightLine',
    warrantyYears: 10,
    rotating: false,
    serviceMonths: 12,
    sensorNote: (rng) =>
      `Drainage outlets clear: ${rng.int(5, 8)}/8, moisture reading ${round(rng.range(8, 18))} %`,
  });

  if (spec.useType === 'office' || spec.useType === 'mixedUse') {
    assets.push({
      role: 'other',
      code: 'UPS-01',
      name: 'Server room UPS',
      type: 'UPS',
      system: 'IT power',
      subSystem: 'plugLoads',
      part: 'Battery string',
      model: 'APC Galaxy VS 40 kW',
      manufacturer: 'Schneider Electric',
      location: 'Server room',
      installedYear: Math.max(2019, spec.constructionYear),
      capacity: 40,
      initialValue: 36000,
      expectedLifeYears: 10,
      depreciationMode: 'straightLine',
      warrantyYears: 3,
      rotating: false,
      serviceMonths: 6,
      sensorNote: (rng) =>
        `Load ${rng.int(32, 71)} %, battery runtime ${rng.int(9, 24)} min, cell temperature ${round(rng.range(21, 27), 1)} °C`,
    });
  }
  for (const asset of assets) asset.code = `${prefix}-${asset.code}`;
  return assets;
}

const REPAIRS: Readonly<Record<SubSystem, readonly string[]>> = {
  cooling: [
    'Replaced condenser fan motor',
    'Repaired refrigerant leak at service valve',
    'Replaced expansion valve',
  ],
  heating: [
    'Replaced ignition electrode',
    'Replaced motorised control valve actuator',
    'Flushed and descaled heat exchanger',
  ],
  lighting: ['Replaced failed DALI gateway', 'Replaced 14 LED drivers on level 3'],
  mechanicalVentilation: [
    'Replaced supply fan V-belts',
    'Replaced damper actuator',
    'Replaced frequency inverter fan',
  ],
  facilityEnvelope: ['Sealed membrane seam near roof outlet', 'Replaced cracked skylight pane'],
  renewables: ['Replaced failed string fuse', 'Replaced inverter cooling fan'],
  plugLoads: ['Replaced UPS battery block', 'Replaced UPS fan module'],
  others: ['Replaced door operator belt', 'Re-levelled car after rope stretch'],
};

const FAULTS: readonly {
  fault: string;
  details: string;
  rotating: boolean;
  subSystems?: readonly SubSystem[];
}[] = [
  {
    fault: 'Worn Bearings',
    details:
      'Rising vibration at the drive-end bearing (trend +40 % in 3 months); high-frequency envelope peaks.',
    rotating: true,
  },
  {
    fault: 'Shaft Alignment',
    details:
      'Axial vibration at 1× and 2× running speed after motor replacement; laser alignment recommended.',
    rotating: true,
  },
  {
    fault: 'Broken Rotor Bar',
    details:
      'Current signature shows pole-pass sidebands around line frequency; motor runs hot under load.',
    rotating: true,
  },
  {
    fault: 'Refrigerant leak',
    details:
      'Suction superheat drifting upwards and charge 8 % below nameplate at last inspection.',
    rotating: true,
    subSystems: ['cooling'],
  },
  {
    fault: 'Heat exchanger fouling',
    details: 'Approach temperature up by 3 K compared with commissioning; flow unchanged.',
    rotating: false,
    subSystems: ['heating', 'cooling'],
  },
  {
    fault: 'Driver failures',
    details: 'Cluster of LED driver failures on one circuit; possible over-voltage.',
    rotating: false,
    subSystems: ['lighting'],
  },
  {
    fault: 'Membrane blistering',
    details: 'Blisters near the north parapet; risk of water ingress during heavy rain.',
    rotating: false,
    subSystems: ['facilityEnvelope'],
  },
  {
    fault: 'Battery degradation',
    details:
      'Runtime at full load down to 62 % of rated; two blocks with high internal resistance.',
    rotating: false,
    subSystems: ['plugLoads'],
  },
];

const ALERT_MESSAGES: Readonly<Record<SubSystem, readonly string[]>> = {
  cooling: [
    'High condenser pressure trip',
    'Chilled water supply temperature above set point for 45 min',
    'Compressor vibration above 7.1 mm/s',
  ],
  heating: [
    'Boiler lockout: flame failure',
    'Flow temperature below curve for 2 h',
    'Primary return temperature too high',
  ],
  lighting: [
    'Emergency lighting test failed on 3 luminaires',
    'Lighting left on after hours in zone 4',
  ],
  mechanicalVentilation: [
    'Supply filter differential pressure high',
    'Supply fan vibration high',
    'Frost protection triggered',
  ],
  facilityEnvelope: ['Water ingress reported at roof outlet'],
  renewables: ['Inverter offline: grid fault', 'String yield 30 % below neighbours'],
  plugLoads: ['UPS on battery for 4 min', 'UPS battery test failed'],
  others: ['Lift out of service: door fault', 'Lift levelling error'],
};

/** Equipment of a permanent building with two years of logs, alerts, issues and tasks. */
export function equipmentOf(spec: BuildingSpec, nowMs: number, rng: Rng): GeneratedEquipment {
  const equipment: Record<string, Equipment> = {};
  const byRole: GeneratedEquipment['byRole'] = {};
  const nowYear = new Date(nowMs).getUTCFullYear();
  // Values are planned in dollars and written in the building's currency (climate.ts).
  const assets = assetsOf(spec).map((asset) => ({
    ...asset,
    initialValue: round(localAmount(spec.cityCode, asset.initialValue), -2),
  }));
  assets.forEach((asset, index) => {
    const installedMs = Date.UTC(asset.installedYear, rng.int(2, 9), rng.int(1, 28));
    const commissionedMs = installedMs + rng.int(7, 45) * DAY_MS;
    const ageYears = Math.max(0, (nowMs - installedMs) / (365.25 * DAY_MS));
    const wear = Math.min(1.3, ageYears / asset.expectedLifeYears);
    const id = pushId(Date.UTC(2024, 0, 20) + index * 60_000 + spec.createdDaysAgo * 1000, rng);
    if (byRole[asset.role] === undefined) byRole[asset.role] = id;

    // Logs: services, yearly inspections, sensor readings and the odd repair, over two years.
    const logs: EquipmentLog[] = [];
    const from = Math.max(commissionedMs, nowMs - 730 * DAY_MS);
    for (
      let t = from + rng.int(5, 40) * DAY_MS;
      t < nowMs;
      t += asset.serviceMonths * 30.4 * DAY_MS
    ) {
      logs.push(
        compact<EquipmentLog>({
          kind: 'maintenance',
          date: isoDate(t),
          durationHours: round(rng.range(1, 6) * (asset.rotating ? 1.5 : 1), 1),
          note:
            asset.serviceMonths <= 3
              ? 'Quarterly planned preventive maintenance'
              : 'Planned preventive maintenance per service contract',
          cost: round(asset.initialValue * rng.range(0.004, 0.01), -1),
        }),
      );
    }
    for (let t = from + 90 * DAY_MS; t < nowMs; t += 365 * DAY_MS) {
      logs.push({
        kind: 'inspection',
        date: isoDate(t),
        durationHours: round(rng.range(1, 3), 1),
        note: 'Annual statutory inspection, no defects',
      });
    }
    for (let t = from + rng.int(10, 60) * DAY_MS; t < nowMs; t += rng.int(45, 75) * DAY_MS) {
      logs.push({
        kind: 'sensor',
        date: isoDate(t),
        durationHours: 0.2,
        note: asset.sensorNote(rng),
      });
    }
    const repairs = REPAIRS[asset.subSystem];
    const repairCount = wear > 0.6 ? 2 : rng.chance(0.5) ? 1 : 0;
    for (let r = 0; r < repairCount; r += 1) {
      const t = nowMs - rng.int(20, 700) * DAY_MS;
      if (t < commissionedMs) continue;
      logs.push({
        kind: 'repair',
        date: isoDate(t),
        durationHours: round(rng.range(2, 12), 1),
        note: rng.pick(repairs),
        cost: round(asset.initialValue * rng.range(0.01, 0.05), -1),
      });
    }
    logs.sort((a, b) => a.date.localeCompare(b.date));

    // Alerts: resolved history plus open ones on worn assets.
    const alerts: Alert[] = [];
    const alertCount = rng.int(0, 2) + (wear > 0.55 ? 1 : 0);
    for (let a = 0; a < alertCount; a += 1) {
      const open = a === alertCount - 1 && ((wear > 0.7 && rng.chance(0.6)) || rng.chance(0.1));
      const raisedAtMs =
        nowMs - (open ? rng.int(1, 20) : rng.int(25, 600)) * DAY_MS - rng.int(0, 86_399) * 1000;
      alerts.push({
        severity: open
          ? wear > 0.8
            ? 'critical'
            : rng.pick(['high', 'medium'] as const)
          : rng.pick(['medium', 'low', 'high'] as const),
        raisedAtMs,
        message: rng.pick(ALERT_MESSAGES[asset.subSystem]),
        resolved: !open,
      });
    }
    alerts.sort((a, b) => a.raisedAtMs - b.raisedAtMs);

    // Potential issues for rotating or ageing assets.
    const issues: PotentialIssue[] = [];
    const candidates = FAULTS.filter(
      (f) =>
        (f.subSystems ? f.subSystems.includes(asset.subSystem) : asset.rotating) &&
        (asset.rotating || !f.rotating),
    );
    if (candidates.length > 0 && (wear > 0.35 || rng.chance(0.35))) {
      const fault = rng.pick(candidates);
      const ttf = Math.max(2, Math.round((1.2 - wear) * rng.range(20, 60)));
      issues.push({
        subSystem: asset.subSystem,
        fault: fault.fault,
        details: fault.details,
        potentialDowntimeHours: rng.int(4, 72),
        sparePartsLeadTimeWeeks: rng.int(1, 10),
        timeToFailureWeeks: ttf,
        exceedsThresholdInWeeks: Math.max(1, ttf - rng.int(1, 6)),
        avgPartsLeadTimeWeeks: rng.int(2, 8),
        avgTimeToRepairHours: rng.int(4, 36),
        impact: wear > 0.8 ? 'major' : rng.pick(['minor', 'moderate'] as const),
        likelihood: wear > 0.8 ? 'likely' : rng.pick(['unlikely', 'possible'] as const),
        annualMaintenanceCost: round(asset.initialValue * rng.range(0.02, 0.05), -1),
        energyConsumptionKwh: round(asset.capacity * rng.range(600, 2200), -2),
      });
    }

    // Tasks: one done, one due in the next two weeks, sometimes one missed in the past two.
    const tasks: MaintenanceTask[] = [
      {
        title: 'Planned preventive maintenance',
        dueOn: isoDate(nowMs - rng.int(30, 80) * DAY_MS),
        doneOn: isoDate(nowMs - rng.int(20, 29) * DAY_MS),
      },
      {
        title: asset.rotating ? 'Vibration analysis and lubrication' : 'Visual inspection',
        dueOn: isoDate(nowMs + rng.int(1, 13) * DAY_MS),
      },
    ];
    if (rng.chance(0.4)) {
      tasks.push({
        title: 'Replace filters / consumables',
        dueOn: isoDate(nowMs - rng.int(1, 13) * DAY_MS),
      });
    }

    const obsolete = wear > 0.75;
    const base = nowMs - 800 * DAY_MS;
    equipment[id] = compact<Equipment>({
      assetId: asset.code,
      name: asset.name,
      type: asset.type,
      system: asset.system,
      subSystem: asset.subSystem,
      part: asset.part,
      model: asset.model,
      manufacturer: asset.manufacturer,
      location: asset.location,
      installedOn: isoDate(installedMs),
      commissionedOn: isoDate(commissionedMs),
      capacityKwh: asset.capacity,
      initialValue: asset.initialValue,
      expectedLifeYears: asset.expectedLifeYears,
      depreciationMode: asset.depreciationMode,
      depreciationBasis: wear > 0.6 ? 'conditionBased' : 'standard',
      salvageValue: round(asset.initialValue * 0.05, -1),
      yearlyMaintenance: round(asset.initialValue * 0.025, -1),
      yearlyAdHoc: round(asset.initialValue * (0.004 + 0.02 * wear), -1),
      partReplacementValue: round(asset.initialValue * 0.18, -1),
      replacementValue: round(
        asset.initialValue * (1 + 0.025 * (nowYear - asset.installedYear)),
        -2,
      ),
      labourAndOther: round(asset.initialValue * 0.12, -1),
      maintenanceIncreasePct: round(2 + 4 * wear, 1),
      warrantyYears: asset.warrantyYears,
      conditionPct: Math.max(5, Math.min(100, Math.round(100 - wear * 70 - rng.range(0, 8)))),
      logs: keyed(logs, base, rng),
      alerts: alerts.length > 0 ? keyed(alerts, base + 100_000_000, rng) : undefined,
      issues: issues.length > 0 ? keyed(issues, base + 200_000_000, rng) : undefined,
      tasks: keyed(tasks, base + 300_000_000, rng),
      obsolescence: obsolete
        ? {
            category: asset.subSystem === 'cooling' ? 'statutory' : 'technological',
            reasons:
              asset.subSystem === 'cooling'
                ? { efficiencyBelowRequirement: true }
                : { sparePartsMayBeUnavailable: true, sparePartsDeliveryTooLong: true },
            note: `Installed ${asset.installedYear}; plan replacement within the next budget cycle.`,
          }
        : undefined,
    });
  });
  return { equipment, byRole };
}

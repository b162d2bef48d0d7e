/**
 * Plain-JSON samples per database path of docs/data-model.md, valid and invalid for that path's
 * zod schema. The rules suite writes them through the emulator to check that `database.rules.json`
 * agrees with the schemas (tests/rules/schema-agreement.test.ts). Samples hold no `undefined` and
 * no `null` (the database stores no nulls), and every invalid sample breaks exactly one rule that
 * the database rules can express too (no list totals: those are wizard-step checks).
 */
// Over 300 lines: valid and invalid samples for every path, as one table.
import type { z } from 'zod';
import { activitySchema } from '../../functions/src/shared/schemas/stored/activity.js';
import { useDetailsSchema } from '../../functions/src/shared/schemas/stored/use-details.js';
import { buildingGeneralSchema } from '../../functions/src/shared/schemas/stored/building-general.js';
import { buildingMetaSchema } from '../../functions/src/shared/schemas/stored/building-meta.js';
import { comparisonParametersSchema } from '../../functions/src/shared/schemas/stored/comparison-parameters.js';
import { budgetAllocationsSchema } from '../../functions/src/shared/schemas/stored/maintenance-budget-allocation.js';
import { electricitySchema } from '../../functions/src/shared/schemas/stored/electricity.js';
import { envelopeSchema } from '../../functions/src/shared/schemas/stored/envelope.js';
import { equipmentSchema } from '../../functions/src/shared/schemas/stored/equipment.js';
import { heatingSchema } from '../../functions/src/shared/schemas/stored/heating.js';
import { hvacSchema } from '../../functions/src/shared/schemas/stored/hvac.js';
import {
  IMAGE_DATA_URL_MAX_CHARS,
  THUMBNAIL_DATA_URL_MAX_CHARS,
  fullImageSchema,
  thumbnailSchema,
} from '../../functions/src/shared/schemas/stored/images.js';
import { improvementMeasureSchema } from '../../functions/src/shared/schemas/stored/improvement-measure.js';
import { lightingSchema } from '../../functions/src/shared/schemas/stored/lighting.js';
import {
  memberSchema,
  portfolioEntrySchema,
} from '../../functions/src/shared/schemas/stored/members.js';
import { renewablesSchema } from '../../functions/src/shared/schemas/stored/renewables.js';
import {
  seriesChunkSchema,
  seriesMetaSchema,
} from '../../functions/src/shared/schemas/stored/series.js';
import { spaceSchema } from '../../functions/src/shared/schemas/stored/space.js';
import { spaceUsageItemSchema } from '../../functions/src/shared/schemas/stored/space-usage.js';
import { userProfileSchema } from '../../functions/src/shared/schemas/stored/user-profile.js';

const dataUrl = (type: string, chars: number) => `data:image/${type};base64,`.padEnd(chars, 'A');

/** Samples of an image path: each accepted type at the limit, one over it, other types. */
function imageSamples(path: string, schema: z.ZodType, maxChars: number): SchemaSamples {
  return {
    path,
    schema,
    valid: [dataUrl('jpeg', maxChars), dataUrl('webp', 100), dataUrl('png', 100)],
    invalid: [
      dataUrl('jpeg', maxChars + 1),
      dataUrl('gif', 100),
      'data:application/pdf;base64,JVBERi0xLjcK',
      'photo.jpg',
      7,
    ],
  };
}

/** Samples of one database path; `path` is a template such as `/buildings/{buildingId}/general`. */
export interface SchemaSamples {
  path: string;
  schema: z.ZodType;
  valid: unknown[];
  invalid: unknown[];
}

const T0 = 1_767_225_600_000; // 2026-01-01T00:00:00Z

// Written as a building its owner creates, so with its creator (the rules demand it then).
const meta = {
  ownerUid: 'owner-uid',
  createdBy: 'owner-uid',
  status: 'temporary',
  createdAtMs: T0,
  updatedAtMs: T0,
  wizard: { step: 'general', percent: 0 },
};
const general = { name: 'Riverside Office', city: 'Prague', country: 'CZ', useType: 'office' };
const openDay = { operates: true, start: '08:00', end: '18:00' };
const usageItem = {
  title: 'Offices',
  usageType: 'reception',
  gfaPct: 60,
  climateControl: 'heatedAndCooled',
  fanType: 'supplyAndExhaust',
  hasHeatRecovery: true,
  order: 0,
};
const space = {
  name: 'Lobby',
  spaceType: 'reception',
  areaM2: 120.5,
  fromFloor: 0,
  toFloor: 1,
  operatingHoursPerWeek: 60,
  order: 0,
};
const billRow = { month: '2025-01', cost: 1250.4, consumptionKwh: 8400 };
const fitting = { fittingType: 'Recessed panel', bulbType: 'led', sharePct: 100, order: 0 };
const pv = {
  capacityKwp: 25,
  tracking: 'fixed',
  inclineDeg: 30,
  orientationDeg: 0,
  systemLossPct: 14,
  panelType: 'crystalSilicon',
  mounting: 'freeStanding',
  order: 0,
};
const equipment = { assetId: 'CH-01', name: 'Chiller 1', type: 'Chiller' };
const measure = { name: 'LED Replacement', kind: 'ledReplacement', status: 'proposed' };

/** One entry per database path of docs/data-model.md that clients write. */
export const SCHEMA_SAMPLES: SchemaSamples[] = [
  {
    path: '/users/{uid}/profile',
    schema: userProfileSchema,
    valid: [
      { language: 'en', theme: 'system', currency: 'USD', units: 'metric' },
      { language: 'cs', theme: 'system', currency: 'CZK', units: 'metric' },
      {
        displayName: 'Jana Nováková',
        language: 'cs',
        theme: 'dark',
        currency: 'EUR',
        units: 'imperial',
      },
    ],
    invalid: [
      { language: 'en', theme: 'system', currency: 'USD', units: 7 },
      {
        displayName: 'x'.repeat(101),
        language: 'en',
        theme: 'light',
        currency: 'USD',
        units: 'metric',
      },
      { language: 'fr', theme: 'light', currency: 'USD', units: 'metric' },
      { language: 'en', theme: 'light', currency: 'US$', units: 'metric' },
      { language: 'en', theme: 'light', units: 'metric' },
      { language: 'en', theme: 'light', currency: 'USD', units: 'metric', admin: true },
    ],
  },
  {
    path: '/users/{uid}/buildings/{buildingId}',
    schema: portfolioEntrySchema,
    valid: [true],
    invalid: [false, 'true', 1, { owner: true }],
  },
  {
    path: '/buildings/{buildingId}/meta',
    schema: buildingMetaSchema,
    valid: [
      meta,
      {
        // Only the wizard/finish function makes a building Permanent (a transition the rules
        // check, see tests/rules/scenarios.ts); the shape is the same either way.
        ...meta,
        status: 'temporary',
        updatedAtMs: T0 + 60_000,
        editedBy: 'jana@example.com',
        editedByUid: 'owner-uid',
        wizard: { step: 'done', done: { general: true, activity: true, done: true }, percent: 33 },
      },
      { ...meta, externalId: 'espm:499045' },
    ],
    invalid: [
      { ...meta, createdAtMs: '2026-01-01' },
      { ...meta, wizard: { step: 'general', percent: 101 } },
      { ...meta, status: 'archived' },
      { ...meta, wizard: { step: 'finish', percent: 0 } },
      { ...meta, wizard: { step: 'general', done: { general: false }, percent: 0 } },
      {
        status: 'temporary',
        createdAtMs: T0,
        updatedAtMs: T0,
        wizard: { step: 'general', percent: 0 },
      },
      { ...meta, title: 'Riverside' },
      { ...meta, externalId: '' },
      { ...meta, externalId: `espm:${'9'.repeat(200)}` },
      { ...meta, createdBy: '' },
      { ...meta, createdBy: 'u'.repeat(129) },
    ],
  },
  {
    path: '/buildings/{buildingId}/members/{uid}',
    schema: memberSchema,
    valid: ['owner', 'editor', 'viewer'],
    invalid: ['admin', '', 1, true, { role: 'owner' }],
  },
  {
    path: '/buildings/{buildingId}/general',
    schema: buildingGeneralSchema,
    valid: [
      { name: 'Minimal' },
      {
        ...general,
        title: 'HQ',
        buildingNumber: '12A',
        street: 'Na Florenci 1',
        postCode: '110 00',
        state: 'Prague',
        address: 'Na Florenci 1, 110 00 Praha 1',
        latitudeDeg: 50.09,
        longitudeDeg: 14.43,
        orientation: 'southEast',
        sustainabilityRatingScheme: 'LEED',
        sustainabilityRating: 'Gold',
        storeysAboveGround: 8,
        storeysBelowGround: 2,
        grossFloorAreaM2: 12_500,
        netUsableAreaM2: 10_400,
        internalFloorAreaM2: 11_800,
        floorToCeilingHeightM: 2.9,
        constructionYear: 1998,
        constructionPeriod: '1990s',
        hasMajorRefurbishment: true,
        refurbishmentYear: 2015,
        operatingHoursPerYear: 3120,
        currency: 'CZK',
      },
      { ...general, currency: 'EUR' },
    ],
    invalid: [
      { name: 42 },
      { ...general, currency: 'Kč' },
      { ...general, currency: 'czk' },
      { ...general, currency: 'XYZ' },
      { ...general, latitudeDeg: 91 },
      { ...general, storeysAboveGround: -1 },
      { ...general, grossFloorAreaM2: 0 },
      { ...general, useType: 'warehouse' },
      { ...general, orientation: 'up' },
      { ...general, country: 'Czechia' },
      { city: 'Prague' },
      { ...general, name: '' },
      { ...general, constructionYear: 2000, refurbishmentYear: 1990 },
      { ...general, hasMajorRefurbishment: true },
      { ...general, floors: 3 },
    ],
  },
  {
    path: '/buildings/{buildingId}/useDetails',
    schema: useDetailsSchema,
    valid: [
      { workersOnMainShift: 300, computers: 320, cooledPercent: 100, bankBranch: false },
      {
        guestRooms: 180,
        commercialRefrigerationUnits: 12,
        heatedPercent: 80,
        commercialKitchen: true,
      },
      { cooking: true, highSchool: false, supermarket: false, workersOnMainShift: 0 },
    ],
    invalid: [
      { workersOnMainShift: -1 },
      { computers: 2.5 },
      { heatedPercent: 101 },
      { cooledPercent: -5 },
      { bankBranch: 'yes' },
      { guestRooms: '180' },
      { seats: 12 },
    ],
  },
  {
    path: '/buildings/{buildingId}/activity',
    schema: activitySchema,
    valid: [
      { days: { monday: openDay, tuesday: openDay, sunday: { operates: false } } },
      { days: { publicHoliday: { operates: true, start: '00:00', end: '23:59' } } },
    ],
    invalid: [
      { days: { monday: { operates: 'yes', start: '08:00', end: '18:00' } } },
      { days: { monday: { operates: true, start: '08:00', end: '24:00' } } },
      { days: { monday: { operates: true, start: '18:00', end: '08:00' } } },
      { days: { monday: { operates: true, start: '8:00', end: '18:00' } } },
      { days: { someday: openDay } },
      { days: { monday: { operates: true, start: '08:00' } } },
      { days: { monday: { ...openDay, lunch: true } } },
      { days: { monday: openDay }, notes: 'x' },
    ],
  },
  {
    path: '/buildings/{buildingId}/spaceUsage/{itemId}',
    schema: spaceUsageItemSchema,
    valid: [
      usageItem,
      { title: 'Car park', usageType: 'carPark', gfaPct: 0, order: 3 },
      { title: 'All of it', usageType: 'workshopSmallScale', gfaPct: 100, order: 1 },
    ],
    invalid: [
      { ...usageItem, gfaPct: '60' },
      { ...usageItem, gfaPct: 101 },
      { ...usageItem, gfaPct: -1 },
      { ...usageItem, usageType: 'office' },
      { ...usageItem, climateControl: 'airConditioned' },
      { ...usageItem, fanType: 'ceiling' },
      { title: 'Offices', usageType: 'reception', order: 0 },
      { ...usageItem, order: -1 },
      { ...usageItem, area: 5 },
    ],
  },
  {
    path: '/buildings/{buildingId}/spaces/{spaceId}',
    schema: spaceSchema,
    valid: [
      space,
      { ...space, name: 'Garage', spaceType: 'carPark', fromFloor: -2, toFloor: -1, order: 1 },
    ],
    invalid: [
      { ...space, areaM2: '120' },
      { ...space, areaM2: 0 },
      { ...space, operatingHoursPerWeek: 169 },
      { ...space, fromFloor: 1.5 },
      { ...space, fromFloor: 3, toFloor: 1 },
      { ...space, spaceType: 'office' },
      { name: 'Lobby', spaceType: 'reception', fromFloor: 0, toFloor: 1, order: 0 },
      { ...space, colour: 'red' },
    ],
  },
  {
    path: '/buildings/{buildingId}/electricity',
    schema: electricitySchema,
    valid: [
      {
        rows: { r1: billRow, r2: { month: '2025-02', cost: 0, consumptionKwh: 0 } },
        supplierConsent: false,
      },
      { supplierConsent: true, accountNumber: '12-345', supplierCompany: 'ČEZ' },
      { supplierConsent: true, accountNumber: '12-345', otherSupplier: 'Local co-op' },
    ],
    invalid: [
      { rows: { r1: { ...billRow, cost: '1250' } } },
      { rows: { r1: { ...billRow, consumptionKwh: -1 } } },
      { rows: { r1: { ...billRow, month: '2025-13' } } },
      { rows: { r1: { month: '2025-01', cost: 10 } } },
      { supplierConsent: true, supplierCompany: 'ČEZ' },
      { supplierConsent: true, accountNumber: '12-345' },
      { supplierConsent: 'yes' },
      { rows: { r1: { ...billRow, vat: 3 } } },
      { supplierConsent: false, tariff: 'night' },
    ],
  },
  {
    path: '/buildings/{buildingId}/heating',
    schema: heatingSchema,
    valid: [
      { hasHeatingSystem: true, districtHeating: false, heatingType: 'naturalGasBoiler' },
      {
        hasHeatingSystem: true,
        districtHeating: true,
        details: 'Substation in basement',
        rows: { r1: billRow },
      },
    ],
    invalid: [
      { hasHeatingSystem: 1 },
      { details: 'x'.repeat(2001) },
      { heatingType: 'fireplace' },
      { rows: { r1: { month: '2025-01', consumptionKwh: 10 } } },
      { rows: { r1: { ...billRow, cost: -5 } } },
      { hasHeatingSystem: true, fuel: 'gas' },
    ],
  },
  {
    path: '/buildings/{buildingId}/hvac',
    schema: hvacSchema,
    valid: [
      { cooling: { installed: false }, heating: { installed: false } },
      {
        cooling: {
          installed: true,
          systemType: 'waterCooledChiller',
          compressorType: 'screw',
          refrigerant: 'R-134a',
          energySource: 'electricity',
          capacityKw: 800,
          cop: 5.5,
        },
        heating: {
          installed: true,
          systemType: 'Hydronic',
          heaterType: 'airSourceHeatPump',
          energySource: 'electricity',
          capacityKw: 450,
          efficiencyPct: 320,
        },
        ventilation: {
          mechanicalInstalled: true,
          mechanicalSystemType: 'AHU',
          gfaPct: 80,
          fanType: 'variableSpeedDrive',
          naturalInstalled: false,
        },
      },
    ],
    invalid: [
      { cooling: { installed: 'yes' } },
      { cooling: { installed: true, capacityKw: -10 } },
      { ventilation: { mechanicalInstalled: true, naturalInstalled: false, gfaPct: 120 } },
      { cooling: { installed: true, compressorType: 'turbo' } },
      { heating: { installed: true, energySource: 'coal' } },
      { heating: { heaterType: 'radiant' } },
      { ventilation: { mechanicalInstalled: true } },
      { cooling: { installed: true, tons: 200 } },
      { cooling: { installed: false }, humidification: { installed: true } },
    ],
  },
  {
    path: '/buildings/{buildingId}/lighting',
    schema: lightingSchema,
    valid: [
      { fittings: { f1: fitting } },
      {
        fittings: {
          f1: { ...fitting, sharePct: 70, count: 120, wattsPerFitting: 36 },
          f2: { fittingType: 'Batten', bulbType: 'fluorescentT5', sharePct: 30, order: 1 },
        },
      },
    ],
    invalid: [
      { fittings: { f1: { ...fitting, sharePct: '100' } } },
      { fittings: { f1: { ...fitting, sharePct: 120 } } },
      { fittings: { f1: { ...fitting, count: 2.5 } } },
      { fittings: { f1: { ...fitting, bulbType: 'halogen' } } },
      { fittings: { f1: { bulbType: 'led', sharePct: 100, order: 0 } } },
      { fittings: { f1: { ...fitting, lux: 500 } } },
      { fittings: { f1: fitting }, controls: 'none' },
    ],
  },
  {
    path: '/buildings/{buildingId}/envelope',
    schema: envelopeSchema,
    valid: [
      { roofType: 'flat', glazing: 'doubleGlazedLowE' },
      {
        windowToWallRatioPct: 40,
        roofType: 'pitched',
        glazing: 'tripleGlazedLowE',
        shadingCoefficient: 0.6,
        roof: { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: 0.25 },
        wall: { insulationType: 'Precast Concrete Wall', uValueWPerM2K: 0.35 },
        window: { insulationType: 'Double Glazed', uValueWPerM2K: 1.1 },
        floor: { insulationType: 'Solid Ground Floor', uValueWPerM2K: 0.3 },
      },
    ],
    invalid: [
      { windowToWallRatioPct: '40' },
      { shadingCoefficient: 1.2 },
      { roof: { uValueWPerM2K: 11 } },
      { roofType: 'dome' },
      { glazing: 'quadruple' },
      { roof: { insulationType: 'Slab', rValue: 3 } },
      { door: { uValueWPerM2K: 2 } },
    ],
  },
  {
    path: '/buildings/{buildingId}/renewables',
    schema: renewablesSchema,
    valid: [
      { pvSystems: { p1: pv } },
      {
        pvSystems: {
          p1: pv,
          p2: {
            capacityKwp: 4.2,
            inclineUnknown: true,
            orientationUnknown: true,
            panelType: 'unknown',
            order: 1,
          },
        },
      },
    ],
    invalid: [
      { pvSystems: { p1: { ...pv, capacityKwp: '25' } } },
      { pvSystems: { p1: { ...pv, inclineDeg: 95 } } },
      { pvSystems: { p1: { ...pv, orientationDeg: -181 } } },
      { pvSystems: { p1: { ...pv, tracking: 'sunFollowing' } } },
      { pvSystems: { p1: { ...pv, mounting: 'floating' } } },
      { pvSystems: { p1: { ...pv, inclineUnknown: true } } },
      { pvSystems: { p1: { capacityKwp: 5, orientationDeg: 0, order: 0 } } },
      { pvSystems: { p1: { ...pv, inverter: 'SMA' } } },
    ],
  },
  {
    path: '/buildings/{buildingId}/comparison',
    schema: comparisonParametersSchema,
    valid: [
      { buildingIds: { 'b-2': true }, subSystems: { cooling: true, roof: true } },
      {
        monitoredEquipment: { serverRack: true, computers: true },
        additionalEquipment: { a1: { name: 'Vending machine', order: 0 } },
      },
    ],
    invalid: [
      { buildingIds: { 'b-2': 'yes' } },
      { subSystems: { cooling: false } },
      { subSystems: { elevators: true } },
      { monitoredEquipment: { fridge: true } },
      { additionalEquipment: { a1: { order: 0 } } },
      { additionalEquipment: { a1: { name: 'Vending machine', order: -1 } } },
      { period: 'lastMonth' },
    ],
  },
  {
    path: '/buildings/{buildingId}/maintenanceBudget/{year}',
    schema: budgetAllocationsSchema,
    valid: [
      { overall: 250_000 },
      { cooling: 40_000.5, heating: 0, others: 1_000_000_000_000 },
      {
        lighting: 1,
        mechanicalVentilation: 2,
        facilityEnvelope: 3,
        renewables: 4,
      },
    ],
    invalid: [
      { cooling: -0.01 },
      { cooling: '40000' },
      { cooling: 1_000_000_000_001 },
      { plugLoads: 100 },
      { overall: null, cooling: true },
      { heating: { amount: 1 } },
    ],
  },
  {
    path: '/equipment/{buildingId}/{equipmentId}',
    schema: equipmentSchema,
    valid: [
      equipment,
      {
        ...equipment,
        system: 'HVAC',
        subSystem: 'cooling',
        part: 'Compressor',
        model: '19XR',
        manufacturer: 'Carrier',
        location: 'Roof',
        installedOn: '2015-03-01',
        commissionedOn: '2015-04-15',
        capacityKwh: 800,
        initialValue: 250_000,
        expectedLifeYears: 20,
        depreciationMode: 'straightLine',
        depreciationBasis: 'conditionBased',
        conditionPct: 70,
        salvageValue: 10_000,
        yearlyMaintenance: 6000,
        yearlyAdHoc: 1500,
        partReplacementValue: 20_000,
        replacementValue: 300_000,
        labourAndOther: 25_000,
        maintenanceIncreasePct: 3,
        warrantyYears: 5,
        logs: { l1: { kind: 'maintenance', date: '2025-06-01', durationHours: 4, cost: 800 } },
        alerts: {
          a1: {
            severity: 'high',
            raisedAtMs: T0,
            message: 'Vibration above threshold',
            resolved: false,
          },
        },
        issues: {
          i1: {
            subSystem: 'cooling',
            fault: 'Worn Bearings',
            timeToFailureWeeks: 12,
            impact: 'major',
            likelihood: 'likely',
          },
        },
        tasks: { t1: { title: 'Quarterly service', dueOn: '2026-01-10' } },
        obsolescence: { category: 'economic', reasons: { maintenanceCostIncreased: true } },
      },
    ],
    invalid: [
      { ...equipment, capacityKwh: '800' },
      { ...equipment, capacityKwh: 0 },
      { ...equipment, initialValue: -1 },
      { ...equipment, expectedLifeYears: 0.5 },
      { ...equipment, depreciationMode: 'accelerated' },
      { ...equipment, subSystem: 'elevators' },
      { name: 'Chiller 1', type: 'Chiller' },
      { ...equipment, type: '' },
      { ...equipment, installedOn: '2020-01-01', commissionedOn: '2019-12-31' },
      {
        ...equipment,
        alerts: { a1: { severity: 'urgent', raisedAtMs: T0, message: 'x', resolved: false } },
      },
      { ...equipment, logs: { l1: { kind: 'maintenance', date: '2025-06-01' } } },
      { ...equipment, obsolescence: { category: 'aesthetic', reasons: { cannotMeetLoad: true } } },
      { ...equipment, serial: 'X1' },
    ],
  },
  {
    path: '/series/{buildingId}/{seriesId}/meta',
    schema: seriesMetaSchema,
    valid: [
      { scope: 'overall', unit: 'kWh', source: 'bill', intervalMinutes: 60 },
      { scope: 'cooling', equipmentId: 'eq-1', unit: 'kW', source: 'upload', title: 'Chiller 1' },
    ],
    invalid: [
      { scope: 'overall', unit: 'kWh', source: 'bill', intervalMinutes: '60' },
      { scope: 'overall', unit: 'kWh', source: 'bill', intervalMinutes: 0 },
      { scope: 'plugLoads', unit: 'kWh', source: 'bill' },
      { scope: 'overall', unit: 'MWh', source: 'bill' },
      { scope: 'heating', unit: 'kWh', source: 'meter' },
      { scope: 'overall', source: 'bill' },
      { scope: 'overall', unit: 'kWh', source: 'bill', timezone: 'UTC' },
    ],
  },
  {
    path: '/series/{buildingId}/{seriesId}/chunks/{month}',
    schema: seriesChunkSchema,
    valid: [
      { t: [0, 60, 120], v: [12.5, 13, 11.75] },
      { t: [44_639], v: [-3] },
    ],
    invalid: [
      { t: [0, 60], v: [1, '2'] },
      { t: [0, 44_640], v: [1, 2] },
      { t: [0.5], v: [1] },
      { t: [0, 60], v: [1] },
      { t: [0] },
      { t: [0], v: [1], unit: 'kWh' },
    ],
  },
  {
    path: '/measures/{buildingId}/{measureId}',
    schema: improvementMeasureSchema,
    valid: [
      measure,
      {
        ...measure,
        subSystem: 'lighting',
        investment: 12_000,
        startOn: '2026-03-01',
        lifeYears: 10,
        ledCount: 400,
        ledWatts: 18,
        ledLumens: 2000,
        ledUnitCost: 30,
        annualLightingKwh: 95_000,
        status: 'planned',
      },
      { ...measure, kind: 'chillerReplacement', newEfficiencyPct: 580, newUValueWPerM2K: 0.24 },
      // savingPct: (0, 100] of the sub-system's energy, for a custom measure or a control.
      { ...measure, kind: 'custom', subSystem: 'plugLoads', savingPct: 100, status: 'done' },
      { ...measure, kind: 'heatingTimeControl', savingPct: 0.5, lifeYears: 100, ledCount: 0 },
    ],
    invalid: [
      { ...measure, investment: '12000' },
      { ...measure, newEfficiencyPct: 0 },
      { ...measure, newEfficiencyPct: 5001 },
      { ...measure, newUValueWPerM2K: 0 },
      { ...measure, newUValueWPerM2K: 11 },
      { ...measure, lifeYears: 0 },
      { ...measure, ledWatts: 0 },
      { ...measure, kind: 'magic' },
      { ...measure, status: 'cancelled' },
      { kind: 'ledReplacement', status: 'proposed' },
      { ...measure, startOn: '01/03/2026' },
      { ...measure, savingsKwh: 5 },
      { ...measure, savingPct: 0 },
      { ...measure, savingPct: -10 },
      { ...measure, savingPct: 100.5 },
      { ...measure, savingPct: '15' },
      { ...measure, lifeYears: 101 },
      { ...measure, lifeYears: 2.5 },
      { ...measure, ledCount: 1.5 },
      { ...measure, ledLumens: 0 },
      { ...measure, ledUnitCost: -1 },
      { ...measure, annualLightingKwh: -1 },
      { ...measure, name: '' },
      { ...measure, startOn: '2026-13-01' },
    ],
  },
  imageSamples('/images/{buildingId}/building', fullImageSchema, IMAGE_DATA_URL_MAX_CHARS),
  imageSamples(
    '/images/{buildingId}/equipment/{equipmentId}',
    fullImageSchema,
    IMAGE_DATA_URL_MAX_CHARS,
  ),
  imageSamples('/thumbnails/{buildingId}/building', thumbnailSchema, THUMBNAIL_DATA_URL_MAX_CHARS),
  imageSamples(
    '/thumbnails/{buildingId}/equipment/{equipmentId}',
    thumbnailSchema,
    THUMBNAIL_DATA_URL_MAX_CHARS,
  ),
];

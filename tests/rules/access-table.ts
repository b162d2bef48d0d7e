/**
 * The access matrix of docs/data-model.md as data: for each path, which roles may read, write a
 * valid value and delete, plus invalid values that nobody may write. tests/rules/rules.test.ts
 * expands it into anonymous / owner / editor / viewer / stranger × read / write / invalid / delete.
 */
// Over 300 lines: the access matrix of docs/data-model.md as one table, path by path.
import {
  BUILDING_ID as B,
  EMAIL,
  SEED_INVITATION,
  UID,
  VALID,
  emailIndexKey,
  validBuilding,
  type Role,
} from '../support/rules-fixtures.js';
import { invitationEmailKey } from '../../functions/src/shared/domain/members/invitations.js';
import {
  IMAGE_DATA_URL_MAX_CHARS,
  THUMBNAIL_DATA_URL_MAX_CHARS,
} from '../../functions/src/shared/schemas/stored/images.js';

export interface PathCase {
  readonly path: string;
  readonly read: readonly Role[];
  /** A valid value and who may write it (nobody when `who` is empty). */
  readonly write: { readonly value: unknown; readonly who: readonly Role[] };
  /** Hand-written invalid values; the writer roles also get generated ones (see mutations). */
  readonly invalid: readonly unknown[];
  /** Generate invalid variants of `write.value` (unknown field at each level, wrong leaf types). */
  readonly mutate?: boolean;
  readonly delete: readonly Role[];
}

const MEMBERS: Role[] = ['owner', 'editor', 'viewer'];
const WRITERS: Role[] = ['owner', 'editor'];
const OWNER: Role[] = ['owner'];
const NOBODY: Role[] = [];
const EVERYONE: Role[] = ['anonymous', 'owner', 'editor', 'viewer', 'stranger'];

/** An invitation of the editor's address to b1 (not seeded): what a client might try to plant. */
const INVITATION = { ...SEED_INVITATION, email: EMAIL.editor };

/** A JPEG data URL of exactly `chars` characters (its base64 need not decode: rules check text). */
const jpegDataUrl = (chars: number) => `data:image/jpeg;base64,${'A'.repeat(chars - 23)}`;

/** An image or thumbnail of a building: members read, owner and editor write and delete. */
function image(path: string, maxChars: number): PathCase {
  return {
    path,
    read: MEMBERS,
    write: { value: jpegDataUrl(maxChars), who: WRITERS },
    invalid: [
      jpegDataUrl(maxChars + 1),
      'data:application/pdf;base64,JVBERi0xLjcK',
      'data:image/svg+xml;base64,PHN2Zz4=',
      42,
      { full: jpegDataUrl(100) },
    ],
    delete: WRITERS,
  };
}

/** A building section: members read, owner and editor write and delete. */
function section(name: string, value: unknown, invalid: unknown[]): PathCase {
  return {
    path: `/buildings/${B}/${name}`,
    read: MEMBERS,
    write: { value, who: WRITERS },
    invalid,
    mutate: true,
    delete: WRITERS,
  };
}

export const PATH_CASES: readonly PathCase[] = [
  // The root and the collections themselves: nothing is listable.
  { path: '/', read: NOBODY, write: { value: { x: 1 }, who: NOBODY }, invalid: [], delete: NOBODY },
  {
    path: '/buildings',
    read: NOBODY,
    write: { value: { [B]: validBuilding() }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/users',
    read: NOBODY,
    write: { value: { [UID.owner]: { profile: VALID.profile } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/userIndex',
    read: NOBODY,
    write: { value: { [emailIndexKey(EMAIL.owner)]: { uid: UID.owner } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },

  // The building as a whole: only the owner writes (and deletes) it.
  {
    path: `/buildings/${B}`,
    read: MEMBERS,
    write: { value: validBuilding(), who: OWNER },
    invalid: [
      { ...validBuilding(), meta: undefined },
      { ...validBuilding(), members: undefined },
      { ...validBuilding(), meta: { ...VALID.meta, ownerUid: UID.editor } },
      { ...validBuilding(), extra: true },
    ],
    delete: OWNER,
  },
  {
    path: `/buildings/${B}/meta`,
    read: MEMBERS,
    write: {
      value: {
        ...VALID.meta,
        status: 'temporary',
        updatedAtMs: 1_800_000_000_000,
        externalId: 'espm:499045',
      },
      who: WRITERS,
    },
    invalid: [
      { ...VALID.meta, ownerUid: UID.editor },
      { ...VALID.meta, createdAtMs: 1 },
      { ...VALID.meta, status: 'draft' },
      { ...VALID.meta, wizard: { step: 'nowhere', percent: 10 } },
      { ...VALID.meta, wizard: { step: 'general', percent: 101 } },
      { ...VALID.meta, wizard: { step: 'general', percent: 1, done: { nowhere: true } } },
      { status: 'permanent', createdAtMs: 1, updatedAtMs: 2 },
      // Only the import (functions) names the import that created a building.
      { ...VALID.meta, importId: '-Nimport' },
      // The creator is written with the building and never changed, nor removed.
      { ...VALID.meta, createdBy: UID.editor },
      { ...VALID.meta, createdBy: undefined },
    ],
    mutate: true,
    // meta only goes away with the whole building.
    delete: NOBODY,
  },
  {
    path: `/buildings/${B}/members`,
    read: MEMBERS,
    write: { value: { [UID.owner]: 'owner', [UID.editor]: 'viewer' }, who: OWNER },
    invalid: [
      { [UID.editor]: 'editor' },
      { [UID.owner]: 'owner', [UID.editor]: 'owner' },
      { [UID.owner]: 'owner', [UID.editor]: 'admin' },
      { [UID.owner]: 'editor' },
    ],
    mutate: true,
    delete: NOBODY,
  },
  {
    path: `/buildings/${B}/members/${UID.viewer}`,
    read: MEMBERS,
    write: { value: 'editor', who: OWNER },
    invalid: ['owner', 'admin', 3, true],
    delete: OWNER,
  },
  section('general', { ...VALID.general, name: 'Renamed', currency: 'CZK' }, [
    { ...VALID.general, name: undefined },
    { ...VALID.general, currency: 'XYZ' },
    { ...VALID.general, currency: 'eur' },
    { ...VALID.general, name: '' },
    { ...VALID.general, name: 'x'.repeat(201) },
    { ...VALID.general, latitudeDeg: 91 },
    { ...VALID.general, longitudeDeg: -181 },
    { ...VALID.general, orientation: 'up' },
    { ...VALID.general, useType: 'castle' },
    { ...VALID.general, country: 'Czechia' },
    { ...VALID.general, storeysAboveGround: 1.5 },
    { ...VALID.general, storeysBelowGround: -1 },
    { ...VALID.general, grossFloorAreaM2: 0 },
    { ...VALID.general, constructionYear: 999 },
    { ...VALID.general, refurbishmentYear: 1990 },
    { ...VALID.general, operatingHoursPerYear: 9000 },
    { ...VALID.general, constructionPeriod: 'x'.repeat(51) },
    { ...VALID.general, sustainabilityRating: 'x'.repeat(101) },
  ]),
  section('activity', VALID.activity, [
    { days: { monday: { operates: true, start: '19:00', end: '07:00' } } },
    { days: { monday: { operates: true, start: '07:00' } } },
    { days: { monday: { operates: true, start: '7:00', end: '19:00' } } },
    { days: { monday: { operates: true, start: '07:00', end: '24:00' } } },
    { days: { funday: { operates: false } } },
    { days: { monday: { start: '07:00', end: '19:00' } } },
    { days: 'all week' },
  ]),
  section(
    'useDetails',
    {
      workersOnMainShift: 300,
      computers: 320,
      guestRooms: 0,
      commercialRefrigerationUnits: 4,
      heatedPercent: 100,
      cooledPercent: 80,
      coldStoragePercent: 10,
      bankBranch: false,
      cooking: true,
      highSchool: false,
      commercialKitchen: true,
      supermarket: false,
    },
    [
      { workersOnMainShift: -1 },
      { workersOnMainShift: 2.5 },
      { computers: '320' },
      { guestRooms: -3 },
      { commercialRefrigerationUnits: 1.5 },
      { heatedPercent: 101 },
      { cooledPercent: -1 },
      { coldStoragePercent: 120 },
      { coldStoragePercent: 'ten' },
      { bankBranch: 'no' },
      { cooking: 1 },
      { highSchool: 'yes' },
      { supermarket: 'x' },
      { seats: 400 },
    ],
  ),
  {
    ...section('spaceUsage/su1', { ...VALID.spaceUsageItem, gfaPct: 40 }, [
      { ...VALID.spaceUsageItem, usageType: 'ballroom' },
      { ...VALID.spaceUsageItem, gfaPct: 101 },
      { ...VALID.spaceUsageItem, gfaPct: -1 },
      { ...VALID.spaceUsageItem, climateControl: 'frozen' },
      { ...VALID.spaceUsageItem, fanType: 'ceiling' },
      { ...VALID.spaceUsageItem, order: undefined },
    ]),
  },
  section('spaces/sp1', { ...VALID.space, areaM2: 300 }, [
    { ...VALID.space, name: '' },
    { ...VALID.space, spaceType: 'attic' },
    { ...VALID.space, areaM2: 0 },
    { ...VALID.space, fromFloor: 3, toFloor: 1 },
    { ...VALID.space, fromFloor: 0.5 },
    { ...VALID.space, operatingHoursPerWeek: 169 },
  ]),
  section('electricity', { ...VALID.electricity, supplierConsent: false }, [
    { ...VALID.electricity, accountNumber: undefined },
    { ...VALID.electricity, rows: { r1: { month: '2024-13', cost: 1, consumptionKwh: 1 } } },
    { ...VALID.electricity, rows: { r1: { month: '2024-01', cost: -1, consumptionKwh: 1 } } },
    { ...VALID.electricity, rows: { r1: { month: '2024-01', cost: 1, consumptionKwh: -1 } } },
    { ...VALID.electricity, rows: { r1: { month: '2024-01', cost: 1 } } },
    { ...VALID.electricity, supplierCompany: '', otherSupplier: '' },
    { ...VALID.electricity, accountNumber: '' },
  ]),
  section('heating', { ...VALID.heating, districtHeating: true }, [
    { ...VALID.heating, heatingType: 'fireplace' },
    { ...VALID.heating, details: 'x'.repeat(2001) },
    { ...VALID.heating, rows: { r1: { month: '24-01', cost: 1, consumptionKwh: 1 } } },
  ]),
  section('hvac', VALID.hvac, [
    { ...VALID.hvac, cooling: { ...VALID.hvac.cooling, systemType: 'fan' } },
    { ...VALID.hvac, cooling: { ...VALID.hvac.cooling, compressorType: 'piston' } },
    { ...VALID.hvac, cooling: { ...VALID.hvac.cooling, energySource: 'coal' } },
    { ...VALID.hvac, cooling: { ...VALID.hvac.cooling, installed: undefined } },
    { ...VALID.hvac, heating: { ...VALID.hvac.heating, heaterType: 'stove' } },
    { ...VALID.hvac, heating: { ...VALID.hvac.heating, energySource: 'wood' } },
    { ...VALID.hvac, heating: { ...VALID.hvac.heating, efficiencyPct: 1001 } },
    { ...VALID.hvac, ventilation: { ...VALID.hvac.ventilation, gfaPct: 101 } },
    { ...VALID.hvac, ventilation: { ...VALID.hvac.ventilation, fanType: 'ceiling' } },
    { ...VALID.hvac, ventilation: { ...VALID.hvac.ventilation, naturalInstalled: undefined } },
  ]),
  section('lighting', VALID.lighting, [
    { fittings: { f1: { ...VALID.lighting.fittings.f1, bulbType: 'candle' } } },
    { fittings: { f1: { ...VALID.lighting.fittings.f1, sharePct: 101 } } },
    { fittings: { f1: { ...VALID.lighting.fittings.f1, count: 2.5 } } },
    { fittings: { f1: { ...VALID.lighting.fittings.f1, fittingType: undefined } } },
  ]),
  section('envelope', { ...VALID.envelope, roofType: 'pitched' }, [
    { ...VALID.envelope, windowToWallRatioPct: 101 },
    { ...VALID.envelope, roofType: 'dome' },
    { ...VALID.envelope, glazing: 'quadruple' },
    { ...VALID.envelope, shadingCoefficient: 1.5 },
    { ...VALID.envelope, roof: { insulationType: 'x', uValueWPerM2K: 11 } },
    { ...VALID.envelope, door: { insulationType: 'x', uValueWPerM2K: 1 } },
  ]),
  section('renewables', VALID.renewables, [
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, capacityKwp: 0 } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, tracking: 'sun' } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, inclineDeg: 91 } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, inclineDeg: undefined } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, orientationDeg: undefined } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, orientationDeg: 181 } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, systemLossPct: 101 } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, panelType: 'perovskite' } } },
    { pvSystems: { p1: { ...VALID.renewables.pvSystems.p1, mounting: 'floating' } } },
    { pvSystems: { p2: { ...VALID.renewables.pvSystems.p2, inclineUnknown: false } } },
  ]),
  section('comparison', VALID.comparison, [
    { subSystems: { kitchen: true } },
    { buildingIds: { b2: false } },
  ]),

  // Maintenance budget allocations per year and scope: members read, owner and editor write.
  section(
    'maintenanceBudget/2026',
    {
      overall: 250_000,
      cooling: 40_000.5,
      heating: 30_000,
      lighting: 5000,
      mechanicalVentilation: 12_000,
      facilityEnvelope: 1_000_000_000_000,
      renewables: 2500,
      others: 0,
    },
    [
      { cooling: -1 },
      { cooling: '40000' },
      { cooling: true },
      { cooling: 1_000_000_000_001 },
      { plugLoads: 100 },
      { cooling: { amount: 100 } },
    ],
  ),
  {
    path: `/buildings/${B}/maintenanceBudget/26`,
    read: MEMBERS,
    // Not a year: nobody may store allocations under it.
    write: { value: { cooling: 100 }, who: NOBODY },
    invalid: [],
    delete: WRITERS,
  },
  {
    path: `/buildings/${B}/maintenanceBudget/budget2026`,
    read: MEMBERS,
    write: { value: { overall: 100 }, who: NOBODY },
    invalid: [],
    delete: WRITERS,
  },

  // Annual figures a CSV import kept as history: members read; the owner, who may write the
  // whole building, may correct or remove them too (editors' section grants do not reach here).
  {
    path: `/buildings/${B}/reportedYears/2023`,
    read: MEMBERS,
    write: {
      value: {
        electricityKwh: -1500.5,
        naturalGasKwh: 120000,
        siteEuiKwhPerM2: 180.4,
        energyStarScore: 75,
        sourceEuiKwhPerM2: 402.7,
        nationalMedianSourceEuiKwhPerM2: 359.1,
        fuelOilKwh: 2500,
        propaneKwh: 0,
        districtHotWaterKwh: 0,
        districtSteamKwh: 40000.5,
        districtChilledWaterKwh: 18000,
        otherFuelKwh: 31.2,
        importId: 'import-1',
        line: 12,
      },
      who: OWNER,
    },
    invalid: [
      { importId: 'import-1' },
      { line: 12 },
      { importId: 'import-1', line: 0 },
      { importId: 'import-1', line: 2, naturalGasKwh: -1 },
      { importId: 'import-1', line: 2, siteEuiKwhPerM2: -1 },
      { importId: 'import-1', line: 2, energyStarScore: 101 },
      { importId: 'import-1', line: 2, energyStarScore: 50.5 },
      { importId: 'import-1', line: 2, sourceEuiKwhPerM2: 0 },
      { importId: 'import-1', line: 2, nationalMedianSourceEuiKwhPerM2: -359.1 },
      { importId: 'import-1', line: 2, fuelOilKwh: -1 },
      { importId: 'import-1', line: 2, propaneKwh: -1 },
      { importId: 'import-1', line: 2, districtHotWaterKwh: -1 },
      { importId: 'import-1', line: 2, districtSteamKwh: -1 },
      { importId: 'import-1', line: 2, districtChilledWaterKwh: '12' },
      { importId: 'import-1', line: 2, otherFuelKwh: -0.1 },
      { importId: '', line: 2 },
      { importId: 'import-1', line: 2, importedAtMs: 1 },
      { importId: 'import-1', line: 2, electricityKwh: '12' },
    ],
    mutate: true,
    delete: OWNER,
  },
  {
    path: `/buildings/${B}/reportedYears/23`,
    read: MEMBERS,
    // Not a year: nobody may store figures under it.
    write: { value: { importId: 'import-1', line: 2 }, who: NOBODY },
    invalid: [],
    delete: OWNER,
  },

  // Equipment, series and measures follow the building's membership.
  {
    path: `/equipment/${B}`,
    read: MEMBERS,
    write: { value: { e1: VALID.equipment }, who: OWNER },
    invalid: [{ e1: { ...VALID.equipment, name: undefined } }],
    delete: OWNER,
  },
  // Images and thumbnails (schemas/stored/images.ts) follow the building's membership too.
  ...(['images', 'thumbnails'] as const).map((root): PathCase => ({
    path: `/${root}/${B}`,
    read: MEMBERS,
    write: {
      value: {
        building: 'data:image/webp;base64,AAAA',
        equipment: { e1: 'data:image/png;base64,AAAA' },
      },
      who: OWNER,
    },
    invalid: [{ other: jpegDataUrl(100) }, { equipment: jpegDataUrl(100) }, 'x'],
    delete: OWNER,
  })),
  image(`/images/${B}/building`, IMAGE_DATA_URL_MAX_CHARS),
  image(`/images/${B}/equipment/e1`, IMAGE_DATA_URL_MAX_CHARS),
  image(`/thumbnails/${B}/building`, THUMBNAIL_DATA_URL_MAX_CHARS),
  image(`/thumbnails/${B}/equipment/e1`, THUMBNAIL_DATA_URL_MAX_CHARS),
  {
    path: `/equipment/${B}/e1`,
    read: MEMBERS,
    write: { value: { ...VALID.equipment, name: 'Chiller One' }, who: WRITERS },
    invalid: [
      { ...VALID.equipment, assetId: '' },
      { ...VALID.equipment, type: undefined },
      { ...VALID.equipment, subSystem: 'plumbing' },
      { ...VALID.equipment, installedOn: '2015-4-1' },
      { ...VALID.equipment, capacityKwh: 0 },
      { ...VALID.equipment, initialValue: -5 },
      { ...VALID.equipment, expectedLifeYears: 0.5 },
      { ...VALID.equipment, depreciationMode: 'magic' },
      { ...VALID.equipment, salvageValue: -1 },
      { ...VALID.equipment, warrantyYears: -1 },
      { ...VALID.equipment, logs: { l1: { kind: 'party', date: '2024-01-01' } } },
      { ...VALID.equipment, alerts: { a1: { ...VALID.equipment.alerts.a1, severity: 'meh' } } },
      { ...VALID.equipment, issues: { i1: { fault: 'x', impact: 'huge' } } },
      { ...VALID.equipment, issues: { i1: { fault: 'x', likelihood: 'sure' } } },
      { ...VALID.equipment, tasks: { t1: { title: 'x', dueOn: 'tomorrow' } } },
    ],
    mutate: true,
    delete: WRITERS,
  },
  {
    path: `/series/${B}`,
    read: MEMBERS,
    write: { value: { s1: { meta: VALID.seriesMeta } }, who: OWNER },
    invalid: [{ s1: { meta: { ...VALID.seriesMeta, unit: 'furlong' } } }],
    delete: OWNER,
  },
  {
    path: `/series/${B}/s1/meta`,
    read: MEMBERS,
    write: { value: { ...VALID.seriesMeta, intervalMinutes: 15 }, who: WRITERS },
    invalid: [
      { ...VALID.seriesMeta, scope: 'plumbing' },
      { ...VALID.seriesMeta, equipmentId: undefined },
      { ...VALID.seriesMeta, source: 'guess' },
      { ...VALID.seriesMeta, intervalMinutes: 0 },
    ],
    mutate: true,
    delete: WRITERS,
  },
  {
    path: `/series/${B}/s1/chunks/2024-02`,
    read: MEMBERS,
    write: { value: VALID.seriesChunk, who: WRITERS },
    invalid: [{ t: [0, 44640], v: [1, 2] }, { t: [0, -1], v: [1, 2] }, { t: [0] }, { v: [1] }],
    mutate: true,
    delete: WRITERS,
  },
  {
    // A month key that is no month: nothing can be stored there (deleting nothing is fine).
    path: `/series/${B}/s1/chunks/2024-13`,
    read: MEMBERS,
    write: { value: VALID.seriesChunk, who: NOBODY },
    invalid: [],
    delete: WRITERS,
  },
  {
    path: `/series/${B}/s1`,
    read: MEMBERS,
    write: {
      value: { meta: VALID.seriesMeta, chunks: { '2024-03': VALID.seriesChunk } },
      who: WRITERS,
    },
    invalid: [{ meta: VALID.seriesMeta, chunks: { march: VALID.seriesChunk } }],
    mutate: true,
    delete: WRITERS,
  },
  {
    path: `/measures/${B}`,
    read: MEMBERS,
    write: { value: { m1: VALID.measure }, who: OWNER },
    invalid: [{ m1: { ...VALID.measure, status: 'maybe' } }, { m1: 'LED' }],
    delete: OWNER,
  },
  // One measure (improvementMeasureSchema): every field is in VALID.measure, so the generated
  // mutations give each one a wrong type and add an unknown field; the values below are the
  // wrong values of the right type, at and beyond each limit.
  {
    path: `/measures/${B}/m1`,
    read: MEMBERS,
    write: { value: { ...VALID.measure, status: 'done' }, who: WRITERS },
    invalid: [
      { ...VALID.measure, name: '' },
      { ...VALID.measure, name: 'x'.repeat(201) },
      { ...VALID.measure, name: undefined },
      { ...VALID.measure, kind: 'prayer' },
      { ...VALID.measure, kind: undefined },
      { ...VALID.measure, subSystem: 'roof' },
      { ...VALID.measure, status: undefined },
      { ...VALID.measure, status: 'cancelled' },
      { ...VALID.measure, investment: -1 },
      { ...VALID.measure, investment: '40000' },
      { ...VALID.measure, lifeYears: 0 },
      { ...VALID.measure, lifeYears: 101 },
      { ...VALID.measure, lifeYears: 2.5 },
      { ...VALID.measure, startOn: '2025-02-30x' },
      { ...VALID.measure, startOn: '2025-13-01' },
      { ...VALID.measure, startOn: '2025-1-01' },
      { ...VALID.measure, startOn: '01/03/2026' },
      { ...VALID.measure, startOn: 20250101 },
      { ...VALID.measure, ledCount: -2 },
      { ...VALID.measure, ledCount: 1.5 },
      { ...VALID.measure, ledWatts: 0 },
      { ...VALID.measure, ledWatts: -18 },
      { ...VALID.measure, ledLumens: 0 },
      { ...VALID.measure, ledUnitCost: -1 },
      { ...VALID.measure, annualLightingKwh: -1 },
      { ...VALID.measure, newEfficiencyPct: 0 },
      { ...VALID.measure, newEfficiencyPct: 5001 },
      { ...VALID.measure, newUValueWPerM2K: 0 },
      { ...VALID.measure, newUValueWPerM2K: 10.01 },
      { ...VALID.measure, savingPct: 0 },
      { ...VALID.measure, savingPct: -5 },
      { ...VALID.measure, savingPct: 100.01 },
      { ...VALID.measure, savingPct: '15' },
      { ...VALID.measure, savingsKwh: 5_000 },
    ],
    mutate: true,
    delete: WRITERS,
  },
  // The limits themselves are valid: a custom measure saving all of its sub-system, the longest
  // life, no LEDs counted, a leap day; a control saving a fraction of a per cent for one year.
  {
    path: `/measures/${B}/m2`,
    read: MEMBERS,
    write: {
      value: {
        name: 'Tenant plug-load policy',
        kind: 'custom',
        subSystem: 'plugLoads',
        investment: 0,
        startOn: '2024-02-29',
        lifeYears: 100,
        ledCount: 0,
        ledUnitCost: 0,
        annualLightingKwh: 0,
        newEfficiencyPct: 5000,
        newUValueWPerM2K: 10,
        savingPct: 100,
        status: 'proposed',
      },
      who: WRITERS,
    },
    invalid: [],
    delete: WRITERS,
  },
  {
    path: `/measures/${B}/m3`,
    read: MEMBERS,
    write: {
      value: {
        name: 'Night setback',
        kind: 'heatingTimeControl',
        lifeYears: 1,
        savingPct: 0.5,
        status: 'planned',
      },
      who: WRITERS,
    },
    invalid: [{ name: 'Night setback', kind: 'heatingTimeControl' }],
    mutate: true,
    delete: WRITERS,
  },
  // One field of a stored measure, as an edit writes it.
  {
    path: `/measures/${B}/m1/savingPct`,
    read: MEMBERS,
    write: { value: 12.5, who: WRITERS },
    invalid: [0, -1, 100.5, '12.5', true, { pct: 12.5 }],
    delete: WRITERS,
  },
  {
    path: `/measures/${B}/m1/ledCount`,
    read: MEMBERS,
    write: { value: 450, who: WRITERS },
    invalid: [-1, 450.5, '450'],
    delete: WRITERS,
  },
  {
    path: `/measures/${B}/m1/startOn`,
    read: MEMBERS,
    write: { value: '2026-03-31', who: WRITERS },
    invalid: ['2026-03-32', '2026-00-10', '2026-3-31', '', 20260331],
    delete: WRITERS,
  },
  {
    path: `/measures/${B}/m1/lifeYears`,
    read: MEMBERS,
    write: { value: 25, who: WRITERS },
    invalid: [0, 101, 12.5, '25'],
    delete: WRITERS,
  },
  {
    // A required field: the measure would lose it, so nobody deletes it or stores a wrong one.
    path: `/measures/${B}/m1/status`,
    read: MEMBERS,
    write: { value: 'done', who: WRITERS },
    invalid: ['cancelled', 1, ''],
    delete: NOBODY,
  },
  {
    // An unknown field cannot be added to a measure (deleting what is not there is fine).
    path: `/measures/${B}/m1/savingsKwh`,
    read: MEMBERS,
    write: { value: 5_000, who: NOBODY },
    invalid: [],
    delete: WRITERS,
  },

  // Derived paths: read-only for clients.
  {
    path: `/metrics/${B}`,
    read: MEMBERS,
    write: { value: { euiKwhPerM2: 1 }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/imports/${UID.owner}`,
    read: OWNER,
    write: { value: { i2: { rows: 1 } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/portfolios/${UID.owner}`,
    read: OWNER,
    write: { value: { b2: { title: 'Forged' } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/portfolios/${UID.viewer}/${B}`,
    read: ['viewer'],
    write: { value: { title: 'Forged' }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  ...['digests', 'digestLists'].flatMap((root) => [
    {
      path: `/${root}/${UID.owner}`,
      read: OWNER,
      write: { value: { b2: '{"title":"Forged"}' }, who: NOBODY },
      invalid: [],
      delete: NOBODY,
    },
    {
      path: `/${root}/${UID.viewer}/${B}`,
      read: ['viewer' as const],
      write: { value: '{"title":"Forged"}', who: NOBODY },
      invalid: [],
      delete: NOBODY,
    },
    {
      path: `/${root}`,
      read: NOBODY,
      write: { value: { [UID.stranger]: { [B]: '{"title":"Forged"}' } }, who: NOBODY },
      invalid: [],
      delete: NOBODY,
    },
  ]),
  {
    path: '/portfolios',
    read: NOBODY,
    write: { value: { [UID.stranger]: { [B]: { title: 'Forged' } } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/searchIndex/${UID.owner}`,
    read: OWNER,
    write: { value: { b2: { title: 'Forged' } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/searchIndex',
    read: NOBODY,
    write: { value: { [UID.stranger]: { [B]: { title: 'Forged' } } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/messages/${UID.owner}`,
    read: OWNER,
    write: { value: { n2: { kind: 'buildingShared', buildingId: B } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/messages/${UID.owner}/n1/readAtMs`,
    read: OWNER,
    write: { value: 1_700_000_100_000, who: OWNER },
    invalid: [-1, 1.5, 'now', true, { at: 1 }],
    delete: OWNER,
  },
  {
    path: `/messages/${UID.owner}/n9/readAtMs`,
    read: OWNER,
    write: { value: 1_700_000_100_000, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/messages',
    read: NOBODY,
    write: { value: { [UID.stranger]: { n1: { kind: 'buildingShared' } } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/tracking/${UID.owner}`,
    read: OWNER,
    write: { value: { t2: { pageName: 'Sign In', at: 1 } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    // Its status and view are read apart (tests/rules/shares.test.ts); the whole is not readable.
    path: '/shares/tok-abc123',
    read: NOBODY,
    write: { value: { view: { title: 'Defaced' } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/shares/tok-abc123/status',
    read: EVERYONE,
    write: { value: { createdAtMs: 1 }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/shares/tok-abc123/view',
    read: EVERYONE,
    write: { value: { title: 'Defaced' }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/shareLinks/${B}`,
    read: MEMBERS,
    write: { value: { 'tok-new': { createdAtMs: 1 } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/shares',
    read: NOBODY,
    write: { value: { 'tok-new': { title: 'x' } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },

  // A user's own paths (the owner's here; every role's own paths are in the scenarios).
  {
    path: `/users/${UID.owner}`,
    read: OWNER,
    // Granted per child only: a set of the whole user node is refused.
    write: { value: { profile: VALID.profile }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/users/${UID.owner}/profile`,
    read: OWNER,
    write: { value: { ...VALID.profile, theme: 'light' }, who: OWNER },
    invalid: [
      { ...VALID.profile, language: 'fr' },
      { ...VALID.profile, theme: 'sepia' },
      { ...VALID.profile, currency: 'XYZ' },
      { ...VALID.profile, units: 'nautical' },
      { ...VALID.profile, displayName: 'x'.repeat(201) },
      { ...VALID.profile, units: undefined },
    ],
    mutate: true,
    delete: OWNER,
  },
  {
    path: `/users/${UID.owner}/settings`,
    read: OWNER,
    write: { value: { x: 1 }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/users/${UID.viewer}/buildings/${B}`,
    read: ['viewer'],
    // An entry changes only with its user's membership, in the same update (scenarios.ts): alone,
    // nobody writes or removes it.
    write: { value: true, who: NOBODY },
    invalid: [false, 'yes', 1, { x: true }],
    delete: NOBODY,
  },
  // Pending invitations (issue 32): functions only. Nobody lists them, nobody reads the
  // invitations of an address (the invitee's own included) or of a building (its owner's
  // included), nobody writes one (which would grant a building).
  {
    path: '/invitations',
    read: NOBODY,
    write: { value: { [invitationEmailKey(EMAIL.editor)]: { [B]: INVITATION } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/invitations/${invitationEmailKey(EMAIL.stranger)}`,
    read: NOBODY,
    write: { value: { [B]: { ...SEED_INVITATION, role: 'editor' } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/invitations/${invitationEmailKey(EMAIL.stranger)}/${B}`,
    read: NOBODY,
    write: { value: { ...SEED_INVITATION, role: 'editor' }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: '/buildingInvitations',
    read: NOBODY,
    write: { value: { [B]: { [invitationEmailKey(EMAIL.editor)]: INVITATION } }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/buildingInvitations/${B}`,
    read: NOBODY,
    write: { value: { [invitationEmailKey(EMAIL.editor)]: INVITATION }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  {
    path: `/buildingInvitations/${B}/${invitationEmailKey(EMAIL.stranger)}`,
    read: NOBODY,
    write: { value: { ...SEED_INVITATION, role: 'editor' }, who: NOBODY },
    invalid: [],
    delete: NOBODY,
  },
  // The retired e-mail index: nobody reads an entry (whether an address has an account), nobody
  // writes one, not even their own.
  {
    path: `/userIndex/${emailIndexKey(EMAIL.owner)}`,
    read: NOBODY,
    write: { value: { uid: UID.owner }, who: NOBODY },
    invalid: [{ uid: UID.editor }, 'x'],
    delete: NOBODY,
  },
];

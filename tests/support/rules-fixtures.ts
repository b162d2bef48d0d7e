/**
 * The world the rules suites start from: one building `b1` with an owner, an editor and a viewer,
 * a stranger who belongs to nothing, and a valid value (every field filled) for each persisted
 * path of docs/data-model.md.
 */
// Over 300 lines: a valid value for every persisted path, in one place for every rules suite.
import { invitationEmailKey } from '../../functions/src/shared/domain/members/invitations.js';
import type { BuildingGeneral } from '../../functions/src/shared/schemas/stored/building-general.js';
import type { BuildingMeta } from '../../functions/src/shared/schemas/stored/building-meta.js';
import {
  packPortfolioSummary,
  portfolioSummaryFor,
} from '../../functions/src/shared/domain/portfolio/portfolio-summary.js';

export const BUILDING_ID = 'b1';

export const ROLES = ['anonymous', 'owner', 'editor', 'viewer', 'stranger'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

export const UID: Record<SignedInRole, string> = {
  owner: 'uid-owner',
  editor: 'uid-editor',
  viewer: 'uid-viewer',
  stranger: 'uid-stranger',
};

/** E-mails in the tokens; dots make sure the rules replace every '.' of the key. */
export const EMAIL: Record<SignedInRole, string> = {
  owner: 'olga.owner@facet.example',
  editor: 'eda.editor@facet.example',
  viewer: 'vic.viewer@facet.example',
  stranger: 'stan.stranger@facet.example',
};

export const CREATED_AT_MS = 1_700_000_000_000;

export const VALID = {
  meta: {
    ownerUid: UID.owner,
    status: 'permanent',
    createdAtMs: CREATED_AT_MS,
    updatedAtMs: CREATED_AT_MS + 1000,
    editedBy: 'Olga Owner',
    editedByUid: UID.owner,
    wizard: { step: 'done', done: { general: true, activity: true }, percent: 100 },
    createdBy: UID.owner,
  },
  members: { [UID.owner]: 'owner', [UID.editor]: 'editor', [UID.viewer]: 'viewer' },
  general: {
    name: 'Riverside Office',
    title: 'HQ',
    buildingNumber: 'B-12',
    street: 'Na Příkopě 12',
    postCode: '110 00',
    city: 'Prague',
    state: 'Prague',
    country: 'CZ',
    address: 'Na Příkopě 12, Prague',
    latitudeDeg: 50.086,
    longitudeDeg: 14.42,
    orientation: 'southEast',
    photoUrl: 'https://example.com/b1.jpg',
    sustainabilityRatingScheme: 'LEED',
    sustainabilityRating: 'Gold',
    useType: 'office',
    storeysAboveGround: 8,
    storeysBelowGround: 2,
    grossFloorAreaM2: 12000,
    netUsableAreaM2: 9800,
    internalFloorAreaM2: 11000,
    floorToCeilingHeightM: 2.9,
    constructionYear: 1998,
    constructionPeriod: '1990s',
    hasMajorRefurbishment: true,
    refurbishmentYear: 2015,
    operatingHoursPerYear: 3200,
  },
  activity: {
    days: {
      monday: { operates: true, start: '07:00', end: '19:00' },
      sunday: { operates: false },
      publicHoliday: { operates: false },
    },
  },
  spaceUsageItem: {
    title: 'Offices',
    usageType: 'reception',
    gfaPct: 60,
    climateControl: 'heatedAndCooled',
    fanType: 'supplyAndExhaust',
    hasHeatRecovery: true,
    order: 0,
  },
  space: {
    name: 'Lobby',
    spaceType: 'reception',
    areaM2: 250,
    fromFloor: 0,
    toFloor: 1,
    operatingHoursPerWeek: 60,
    order: 0,
  },
  electricity: {
    rows: { r1: { month: '2024-01', cost: 5400, consumptionKwh: 32000 } },
    supplierConsent: true,
    accountNumber: 'ACC-1',
    supplierCompany: 'PRE',
    otherSupplier: 'none',
  },
  heating: {
    hasHeatingSystem: true,
    districtHeating: false,
    heatingType: 'centralBoiler',
    details: 'Two gas boilers',
    rows: { r1: { month: '2024-01', cost: 3000, consumptionKwh: 41000 } },
  },
  hvac: {
    cooling: {
      installed: true,
      systemType: 'waterCooledChiller',
      compressorType: 'screw',
      refrigerant: 'R134a',
      energySource: 'electricity',
      capacityKw: 800,
      cop: 4.2,
    },
    heating: {
      installed: true,
      systemType: 'Boilers',
      heaterType: 'naturalGasBoiler',
      energySource: 'naturalGas',
      capacityKw: 900,
      efficiencyPct: 88,
    },
    ventilation: {
      mechanicalInstalled: true,
      mechanicalSystemType: 'AHU',
      gfaPct: 80,
      fanType: 'variableSpeedDrive',
      naturalInstalled: false,
    },
  },
  lighting: {
    fittings: {
      f1: {
        fittingType: 'Troffer',
        bulbType: 'fluorescentT8',
        sharePct: 100,
        count: 400,
        wattsPerFitting: 36,
        order: 0,
      },
    },
  },
  envelope: {
    windowToWallRatioPct: 40,
    roofType: 'flat',
    glazing: 'doubleGlazedLowE',
    shadingCoefficient: 0.6,
    roof: { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: 0.3 },
    wall: { insulationType: 'Precast Concrete Wall', uValueWPerM2K: 0.5 },
    window: { insulationType: 'Double Glazed', uValueWPerM2K: 1.6 },
    floor: { insulationType: 'Solid Ground Floor', uValueWPerM2K: 0.4 },
  },
  renewables: {
    pvSystems: {
      p1: {
        capacityKwp: 50,
        tracking: 'fixed',
        inclineDeg: 30,
        orientationDeg: 0,
        systemLossPct: 14,
        panelType: 'crystalSilicon',
        mounting: 'freeStanding',
        order: 0,
      },
      p2: {
        capacityKwp: 10,
        tracking: 'twoAxis',
        inclineUnknown: true,
        orientationUnknown: true,
        panelType: 'unknown',
        mounting: 'buildingIntegrated',
        order: 1,
      },
    },
  },
  comparison: {
    buildingIds: { b2: true },
    subSystems: { cooling: true, plugLoads: true },
    monitoredEquipment: { serverRack: true },
    additionalEquipment: { a1: { name: 'Vending machine', order: 0 } },
  },
  equipment: {
    assetId: 'CH-1',
    name: 'Chiller 1',
    type: 'Chiller',
    system: 'HVAC',
    subSystem: 'cooling',
    part: 'Compressor',
    model: 'WCX-800',
    manufacturer: 'Carrier',
    location: 'Roof',
    imageUrl: 'https://example.com/ch1.jpg',
    installedOn: '2015-04-01',
    commissionedOn: '2015-05-15',
    capacityKwh: 800,
    initialValue: 250000,
    expectedLifeYears: 20,
    depreciationMode: 'straightLine',
    depreciationBasis: 'conditionBased',
    conditionPct: 70,
    salvageValue: 10000,
    yearlyMaintenance: 4000,
    yearlyAdHoc: 1500,
    partReplacementValue: 20000,
    replacementValue: 300000,
    labourAndOther: 15000,
    maintenanceIncreasePct: 3,
    warrantyYears: 5,
    logs: {
      l1: {
        kind: 'maintenance',
        date: '2024-03-01',
        durationHours: 4,
        note: 'Oil change',
        cost: 800,
      },
    },
    alerts: {
      a1: { severity: 'high', raisedAtMs: CREATED_AT_MS, message: 'Vibration', resolved: false },
    },
    issues: {
      i1: {
        fault: 'Worn Bearings',
        details: 'Noise',
        impact: 'major',
        likelihood: 'possible',
        subSystem: 'cooling',
        potentialDowntimeHours: 48,
        sparePartsLeadTimeWeeks: 3,
        timeToFailureWeeks: 12,
        exceedsThresholdInWeeks: 8,
        avgPartsLeadTimeWeeks: 2,
        avgTimeToRepairHours: 6,
        annualMaintenanceCost: 1200,
        energyConsumptionKwh: 90000,
      },
    },
    tasks: { t1: { title: 'Inspect', dueOn: '2024-06-01', doneOn: '2024-06-02' } },
    obsolescence: {
      category: 'economic',
      reasons: { maintenanceCostIncreased: true },
      note: 'Costs double every 5 years',
    },
  },
  seriesMeta: {
    scope: 'cooling',
    equipmentId: 'e1',
    unit: 'kWh',
    source: 'meter',
    intervalMinutes: 60,
    title: 'Chiller 1',
  },
  seriesChunk: { t: [0, 60, 120], v: [12.5, 13, 11.75] },
  measure: {
    name: 'LED Replacement',
    kind: 'ledReplacement',
    subSystem: 'lighting',
    investment: 40000,
    startOn: '2025-01-01',
    lifeYears: 10,
    ledCount: 400,
    ledWatts: 18,
    ledLumens: 2000,
    ledUnitCost: 25,
    annualLightingKwh: 120000,
    // Not an LED's own figures: here so that the rules suite exercises every field.
    newEfficiencyPct: 580,
    newUValueWPerM2K: 1.1,
    savingPct: 20,
    status: 'planned',
  },
  profile: {
    displayName: 'Olga Owner',
    language: 'cs',
    theme: 'dark',
    currency: 'EUR',
    units: 'metric',
  },
} as const;

/** The whole building `b1` (every section), as stored under `/buildings/b1`. */
export function validBuilding(): Record<string, unknown> {
  return {
    meta: VALID.meta,
    members: VALID.members,
    general: VALID.general,
    activity: VALID.activity,
    spaceUsage: { su1: VALID.spaceUsageItem },
    spaces: { sp1: VALID.space },
    electricity: VALID.electricity,
    heating: VALID.heating,
    hvac: VALID.hvac,
    lighting: VALID.lighting,
    envelope: VALID.envelope,
    renewables: VALID.renewables,
    comparison: VALID.comparison,
  };
}

/** The owner's one message (`/messages/{uid}/n1`), unread. */
export const SEED_MESSAGE = {
  kind: 'buildingShared',
  buildingId: BUILDING_ID,
  createdAtMs: CREATED_AT_MS,
  params: { role: 'owner' },
} as const;

/**
 * The key of an e-mail address in the retired `/userIndex` (lower-case, `.` as `,`): the fixtures
 * keep an index as an earlier version stored it, to prove no client can read or write it.
 */
export function emailIndexKey(email: string): string {
  return email.trim().toLowerCase().replaceAll('.', ',');
}

/**
 * A pending invitation of the stranger's address to `b1` as viewer, as the `users` function
 * stores it (both paths), to prove no client reads or writes invitations, the invitee's own
 * included.
 */
export const SEED_INVITATION = {
  email: EMAIL.stranger,
  role: 'viewer',
  invitedByUid: UID.owner,
  invitedAtMs: CREATED_AT_MS,
} as const;

/** The seeded database: `b1` with everything that belongs to it, and each user's own paths. */
export function seedData(): Record<string, unknown> {
  const users: Record<string, unknown> = {};
  const userIndex: Record<string, unknown> = {};
  const portfolios: Record<string, unknown> = {};
  const summaryInputs = {
    meta: VALID.meta as BuildingMeta,
    general: VALID.general as BuildingGeneral,
    members: VALID.members,
  };
  for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
    users[UID[role]] = {
      profile: { ...VALID.profile, displayName: role },
      ...(role === 'stranger' ? {} : { buildings: { [BUILDING_ID]: true } }),
    };
    userIndex[emailIndexKey(EMAIL[role])] = { uid: UID[role] };
    const summary = portfolioSummaryFor(UID[role], BUILDING_ID, summaryInputs);
    if (summary) portfolios[UID[role]] = { [BUILDING_ID]: packPortfolioSummary(summary) };
  }
  return {
    users,
    userIndex,
    buildings: { [BUILDING_ID]: validBuilding() },
    equipment: { [BUILDING_ID]: { e1: VALID.equipment } },
    series: {
      [BUILDING_ID]: { s1: { meta: VALID.seriesMeta, chunks: { '2024-01': VALID.seriesChunk } } },
    },
    measures: { [BUILDING_ID]: { m1: VALID.measure } },
    metrics: { [BUILDING_ID]: { euiKwhPerM2: 180 } },
    imports: { [UID.owner]: { i1: { rows: 3, errors: 0 } } },
    portfolios,
    tracking: { [UID.owner]: { t1: { pageName: 'Sign In', at: CREATED_AT_MS } } },
    messages: { [UID.owner]: { n1: SEED_MESSAGE } },
    shares: {
      'tok-abc123': {
        status: { createdAtMs: CREATED_AT_MS },
        view: {
          title: 'Riverside Office',
          sections: { general: true },
          updatedAtMs: CREATED_AT_MS,
        },
      },
    },
    invitations: { [invitationEmailKey(EMAIL.stranger)]: { [BUILDING_ID]: SEED_INVITATION } },
    buildingInvitations: {
      [BUILDING_ID]: { [invitationEmailKey(EMAIL.stranger)]: SEED_INVITATION },
    },
    shareLinks: {
      [BUILDING_ID]: {
        'tok-abc123': {
          sections: { general: true },
          createdAtMs: CREATED_AT_MS,
          createdByUid: UID.owner,
          updatedAtMs: CREATED_AT_MS,
        },
      },
    },
  };
}

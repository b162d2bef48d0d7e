import { editorNameOf } from '../../../functions/src/shared/domain/account/editor-name.js';
import {
  WIZARD_STEPS,
  type WizardStep,
} from '../../../functions/src/shared/schemas/enums/building.js';
import type { ComparisonParameters } from '../../../functions/src/shared/schemas/stored/comparison-parameters.js';
import type { UserProfile } from '../../../functions/src/shared/schemas/stored/user-profile.js';
import type { BuildingSpec } from './catalog.js';
import { BUILDINGS } from './catalog.js';
import { activityOf } from './describe/activity.js';
import { electricityOf } from './describe/electricity.js';
import { envelopeOf } from './describe/envelope.js';
import { generalOf } from './describe/general.js';
import { heatingOf } from './describe/heating.js';
import { hvacOf } from './describe/hvac.js';
import { lightingOf } from './describe/lighting.js';
import { renewablesOf } from './describe/renewables.js';
import { spacesOf } from './describe/spaces.js';
import { spaceUsageOf } from './describe/space-usage.js';
import { monthlyTotals, simulateBuilding } from './energy.js';
import { equipmentOf } from './equipment.js';
import { pushId } from './ids.js';
import type { JsonObject } from './json.js';
import { compact } from './json.js';
import { doneHeatingControl, measuresOf } from './measures.js';
import { DEMO_USERS, type DemoUser } from './demo-users.js';
import { demoMessagesOf } from './messages.js';
import { demoShareLinkOf, SHARED_BY_LINK_KEY } from './share-link.js';
import { createRng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import { seriesOf } from './series.js';
import { monthIndexOfMs } from '../../../functions/src/shared/domain/common/months.js';
import { DAY_MS, HOUR_MS } from './time.js';

export interface GenerateOptions {
  /** Reference time: bills end with the month before it, logs and alerts lead up to it. */
  now: Date;
  /** The two demo accounts (default: demo-users.json). */
  users?: readonly DemoUser[];
  /**
   * Which copy of the portfolio (default 0, the demo itself): copy n > 0 has its own building ids
   * (`demoBuildingId(key, n)`), for the accounts of `demoUsersOf(n)` given as `users`.
   */
  copy?: number;
}

/** The whole database tree, top-level keys as in docs/data-model.md. */
export interface DemoDatabase {
  users: Record<string, JsonObject>;
  buildings: Record<string, JsonObject>;
  equipment: Record<string, JsonObject>;
  series: Record<string, JsonObject>;
  measures: Record<string, JsonObject>;
  /** The demo users' inbox history (messages.ts); the first nightly run adds the day's. */
  messages: Record<string, JsonObject>;
  /** The demo's building shared by link (share-link.ts). */
  shareLinks: Record<string, JsonObject>;
  shares: Record<string, JsonObject>;
}

/** Wizard steps in order; a Temporary building has the parts of the steps before its stop. */
export const WIZARD_ORDER: readonly WizardStep[] = WIZARD_STEPS;

/** Months of bills and of hourly data. */
export const BILL_MONTHS = 24;
export const HOURLY_MONTHS = 12;

/**
 * Id of a demo building: a push id that does not depend on `now`, so links and tests can name a
 * building across runs. Copy n > 0 of the portfolio (one per browser-test worker) has ids of its
 * own; copy 0 is the demo.
 */
export function demoBuildingId(key: string, copy = 0): string {
  const index = BUILDINGS.findIndex((spec) => spec.key === key);
  if (index < 0) throw new Error(`No demo building ${key}`);
  const seed = copy === 0 ? `building-id/${key}` : `building-id/${key}/copy-${copy}`;
  return pushId(Date.UTC(2024, 0, 15) + index * DAY_MS, createRng(seed));
}

function requireUser(users: readonly DemoUser[], role: DemoUser['role']): DemoUser {
  const user = users.find((u) => u.role === role);
  if (!user) throw new Error(`demo-users.json has no ${role}`);
  return user;
}

/**
 * Generates the demo portfolio as plain JSON (no null or undefined anywhere), the same for the
 * same `now` and users: about ten permanent buildings with complete descriptions, two years of
 * monthly electricity and heat bills, equipment with logs, alerts, issues and tasks, improvement
 * measures, a year of hourly sub-metered data for some, and two Temporary buildings.
 */
export function generateDemoDatabase(options: GenerateOptions): DemoDatabase {
  const users = options.users ?? DEMO_USERS;
  const owner = requireUser(users, 'owner');
  const viewer = requireUser(users, 'viewer');
  const copy = options.copy ?? 0;
  const nowMs = options.now.getTime();
  const currentMonth = monthIndexOfMs(options.now.getTime());
  const firstBillMonth = currentMonth - BILL_MONTHS;
  const firstHourlyMonth = currentMonth - HOURLY_MONTHS;

  const db: DemoDatabase = {
    users: {},
    buildings: {},
    equipment: {},
    series: {},
    measures: {},
    messages: {},
    shareLinks: {},
    shares: {},
  };
  const portfolios: Record<string, Record<string, true>> = { [owner.uid]: {}, [viewer.uid]: {} };
  const idsByUse = new Map<string, string[]>();
  for (const spec of BUILDINGS) {
    if (spec.stoppedAt) continue;
    const list = idsByUse.get(spec.useType) ?? [];
    list.push(demoBuildingId(spec.key, copy));
    idsByUse.set(spec.useType, list);
  }

  for (const spec of BUILDINGS) {
    const id = demoBuildingId(spec.key, copy);
    const rng = createRng(`building/${spec.key}`);
    const profile = simulateBuilding(
      spec,
      firstBillMonth,
      BILL_MONTHS,
      spec.stoppedAt ? undefined : doneHeatingControl(spec, nowMs),
    );
    const totals = monthlyTotals(profile);
    const stop = spec.stoppedAt ?? 'done';
    const stopIndex = WIZARD_ORDER.indexOf(stop);
    const has = (step: WizardStep) => WIZARD_ORDER.indexOf(step) < stopIndex;
    const createdAtMs = nowMs - spec.createdDaysAgo * DAY_MS - rng.int(1, 20) * HOUR_MS;
    const updatedAtMs = spec.stoppedAt
      ? createdAtMs + rng.int(10, 90) * 60_000
      : nowMs - rng.int(2, 40) * DAY_MS - rng.int(1, 10) * HOUR_MS;
    const done: Record<string, true> = {};
    for (const step of WIZARD_ORDER.slice(0, stopIndex)) done[step] = true;
    if (!spec.stoppedAt) done.done = true;
    const idBase = createdAtMs;

    const members: Record<string, string> = { [owner.uid]: 'owner' };
    if (spec.sharedWithViewer) members[viewer.uid] = 'viewer';
    const building: JsonObject = {
      meta: {
        ownerUid: owner.uid,
        status: spec.stoppedAt ? 'temporary' : 'permanent',
        createdAtMs,
        updatedAtMs,
        editedBy: editorNameOf(owner),
        editedByUid: owner.uid,
        wizard: {
          step: stop,
          done,
          percent: Math.round((stopIndex / (WIZARD_ORDER.length - 1)) * 100),
        },
      },
      members,
      general: generalOf(spec),
    };
    if (has('activity')) {
      building.activity = activityOf(spec);
      building.spaceUsage = spaceUsageOf(spec, idBase, rng);
      building.spaces = spacesOf(spec, idBase + 60_000, rng);
      if (spec.useDetails) building.useDetails = { ...spec.useDetails };
    }
    if (has('electricity'))
      building.electricity = electricityOf(spec, totals, idBase + 120_000, rng);
    if (has('heating')) building.heating = heatingOf(spec, totals, idBase + 180_000, rng);
    if (has('hvac')) building.hvac = hvacOf(spec);
    if (has('lighting')) building.lighting = lightingOf(spec, idBase + 240_000, rng);
    if (has('envelope')) building.envelope = envelopeOf(spec);
    if (has('renewables')) {
      const renewables = renewablesOf(spec, idBase + 300_000, rng);
      if (renewables) building.renewables = renewables;
    }

    if (!spec.stoppedAt) {
      const peers = (idsByUse.get(spec.useType) ?? []).filter((other) => other !== id);
      if (peers.length > 0) building.comparison = comparisonOf(spec, peers);
      const equipment = equipmentOf(spec, nowMs, rng.fork('equipment'));
      db.equipment[id] = equipment.equipment;
      let lightingKwh = 0;
      for (let i = profile.lighting.length - 8760; i < profile.lighting.length; i += 1) {
        lightingKwh += profile.lighting[i] ?? 0;
      }
      const measures = measuresOf(spec, lightingKwh, nowMs, rng.fork('measures'));
      if (measures) db.measures[id] = measures;
      if (spec.hourly) {
        db.series[id] = seriesOf(
          profile,
          equipment,
          firstHourlyMonth,
          HOURLY_MONTHS,
          rng.fork('series'),
        );
      }
    }

    db.buildings[id] = building;
    for (const uid of Object.keys(members)) {
      const portfolio = portfolios[uid];
      if (portfolio) portfolio[id] = true;
    }
  }

  const linked = demoBuildingId(SHARED_BY_LINK_KEY, copy);
  Object.assign(db, demoShareLinkOf(db.buildings, linked, owner, copy, nowMs));
  db.messages = demoMessagesOf(db.buildings, db.equipment, owner, viewer, nowMs);

  for (const user of [owner, viewer]) {
    db.users[user.uid] = {
      profile: compact<UserProfile>({
        displayName: user.displayName,
        language: 'en',
        theme: user.role === 'owner' ? 'system' : 'light',
        currency: 'USD',
        units: 'metric',
      }),
      buildings: portfolios[user.uid] ?? {},
    };
  }
  return db;
}

/**
 * The comparison parameters as the seed writes them. The schema's set of other buildings is a
 * `keySet` of free keys, typed `{[id]: true | undefined}`, which a JsonObject cannot hold (the
 * database stores no undefined); the seed's holds `true` for each peer.
 */
type SeededComparison = Omit<ComparisonParameters, 'buildingIds'> & {
  buildingIds: Record<string, true>;
};

function comparisonOf(spec: BuildingSpec, peers: readonly string[]): SeededComparison {
  const buildingIds: Record<string, true> = {};
  for (const peer of peers) buildingIds[peer] = true;
  const subSystems: NonNullable<ComparisonParameters['subSystems']> = {
    heating: true,
    lighting: true,
    wall: true,
    openings: true,
  };
  if (spec.cooling !== 'none') subSystems.cooling = true;
  if (spec.pv.length > 0) subSystems.renewable = true;
  const office = spec.useType === 'office';
  return compact<SeededComparison>({
    buildingIds,
    subSystems,
    monitoredEquipment: office
      ? { computers: true, photocopyPrinters: true, serverRack: true, waterCooler: true }
      : { computers: true, waterHeaters: true },
    additionalEquipment: office
      ? {
          [pushId(Date.UTC(2025, 2, 3), createRng(`extra/${spec.key}`))]: {
            name: 'Coffee machines',
            order: 0,
          },
        }
      : undefined,
  });
}

/** Top-level keys of the tree in write order (small ones first). */
export const TOP_LEVEL_KEYS: readonly (keyof DemoDatabase)[] = [
  'users',
  'buildings',
  'equipment',
  'measures',
  'series',
  'messages',
  'shareLinks',
  'shares',
];

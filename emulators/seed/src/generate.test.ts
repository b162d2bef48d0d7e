import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useDetailsSchema } from '../../../functions/src/shared/schemas/stored/use-details.js';
import { activitySchema } from '../../../functions/src/shared/schemas/stored/activity.js';
import { buildingGeneralSchema } from '../../../functions/src/shared/schemas/stored/building-general.js';
import { buildingMetaSchema } from '../../../functions/src/shared/schemas/stored/building-meta.js';
import { dbKeySchema } from '../../../functions/src/shared/schemas/common.js';
import { comparisonParametersSchema } from '../../../functions/src/shared/schemas/stored/comparison-parameters.js';
import { electricitySchema } from '../../../functions/src/shared/schemas/stored/electricity.js';
import { envelopeSchema } from '../../../functions/src/shared/schemas/stored/envelope.js';
import { equipmentSchema } from '../../../functions/src/shared/schemas/stored/equipment.js';
import { heatingSchema } from '../../../functions/src/shared/schemas/stored/heating.js';
import { hvacSchema } from '../../../functions/src/shared/schemas/stored/hvac.js';
import { improvementMeasureSchema } from '../../../functions/src/shared/schemas/stored/improvement-measure.js';
import {
  lightingSchema,
  lightingStepSchema,
} from '../../../functions/src/shared/schemas/stored/lighting.js';
import {
  memberSchema,
  portfolioEntrySchema,
} from '../../../functions/src/shared/schemas/stored/members.js';
import { renewablesSchema } from '../../../functions/src/shared/schemas/stored/renewables.js';
import {
  seriesChunkKeySchema,
  seriesChunkSchema,
  seriesMetaSchema,
} from '../../../functions/src/shared/schemas/stored/series.js';
import { spaceSchema } from '../../../functions/src/shared/schemas/stored/space.js';
import {
  spaceUsageItemSchema,
  spaceUsageSchema,
} from '../../../functions/src/shared/schemas/stored/space-usage.js';
import { messageSchema } from '../../../functions/src/shared/schemas/stored/message.js';
import {
  shareLinkSchema,
  shareStatusSchema,
  shareTokenSchema,
  shareViewSchema,
} from '../../../functions/src/shared/schemas/derived/share.js';
import { userProfileSchema } from '../../../functions/src/shared/schemas/stored/user-profile.js';
import { BUILDINGS } from './catalog.js';
import type { DemoDatabase } from './generate.js';
import { DEMO_USERS } from './demo-users.js';
import { demoBuildingId, generateDemoDatabase } from './generate.js';
import type { Json, JsonObject } from './json.js';
import { demoShareToken, SHARED_BY_LINK_KEY } from './share-link.js';

const NOW = new Date('2026-11-01T00:00:00Z');
const db = generateDemoDatabase({ now: NOW });
const owner = DEMO_USERS.find((u) => u.role === 'owner')!;
const viewer = DEMO_USERS.find((u) => u.role === 'viewer')!;

/** Every failure as `path: message`, so one run lists them all. */
const problems: string[] = [];
let validated = 0;
function check(schema: z.ZodType, value: unknown, path: string) {
  validated += 1;
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(`${path}/${issue.path.join('/')}: ${issue.message}`);
    }
  }
}

function children(value: Json | undefined): [string, Json][] {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
    : [];
}

/** Buildings parts that are single documents, by key. */
const PART_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  meta: buildingMetaSchema,
  general: buildingGeneralSchema,
  activity: activitySchema,
  useDetails: useDetailsSchema,
  electricity: electricitySchema,
  heating: heatingSchema,
  hvac: hvacSchema,
  lighting: lightingSchema,
  envelope: envelopeSchema,
  renewables: renewablesSchema,
  comparison: comparisonParametersSchema,
};

function validateTree(tree: DemoDatabase) {
  for (const [uid, user] of Object.entries(tree.users)) {
    check(userProfileSchema, user.profile, `/users/${uid}/profile`);
    for (const [id, entry] of children(user.buildings)) {
      check(portfolioEntrySchema, entry, `/users/${uid}/buildings/${id}`);
    }
    expect(Object.keys(user).sort()).toEqual(['buildings', 'profile']);
  }
  for (const [id, building] of Object.entries(tree.buildings)) {
    for (const [part, value] of Object.entries(building)) {
      const path = `/buildings/${id}/${part}`;
      const schema = PART_SCHEMAS[part];
      if (schema) check(schema, value, path);
      else if (part === 'members') {
        for (const [uid, role] of children(value)) check(memberSchema, role, `${path}/${uid}`);
      } else if (part === 'spaceUsage') {
        for (const [itemId, item] of children(value)) {
          check(spaceUsageItemSchema, item, `${path}/${itemId}`);
        }
        check(spaceUsageSchema, value, path);
      } else if (part === 'spaces') {
        for (const [spaceId, space] of children(value)) {
          check(spaceSchema, space, `${path}/${spaceId}`);
        }
      } else problems.push(`${path}: not in docs/data-model.md`);
    }
    const lighting = building.lighting as JsonObject | undefined;
    if (lighting) check(lightingStepSchema, lighting, `/buildings/${id}/lighting (step)`);
  }
  for (const [buildingId, items] of Object.entries(tree.equipment)) {
    for (const [id, item] of children(items)) {
      check(equipmentSchema, item, `/equipment/${buildingId}/${id}`);
    }
  }
  for (const [buildingId, items] of Object.entries(tree.measures)) {
    for (const [id, item] of children(items)) {
      check(improvementMeasureSchema, item, `/measures/${buildingId}/${id}`);
    }
  }
  for (const [buildingId, links] of Object.entries(tree.shareLinks)) {
    for (const [token, link] of children(links)) {
      check(shareTokenSchema, token, `/shareLinks/${buildingId}/${token} (key)`);
      check(shareLinkSchema, link, `/shareLinks/${buildingId}/${token}`);
    }
  }
  for (const [token, share] of Object.entries(tree.shares)) {
    check(shareStatusSchema, share['status'], `/shares/${token}/status`);
    check(shareViewSchema, share['view'], `/shares/${token}/view`);
  }
  for (const [uid, inbox] of Object.entries(tree.messages)) {
    for (const [id, message] of children(inbox))
      check(messageSchema, message, `/messages/${uid}/${id}`);
  }
  for (const [buildingId, allSeries] of Object.entries(tree.series)) {
    for (const [seriesId, series] of children(allSeries)) {
      const path = `/series/${buildingId}/${seriesId}`;
      const { meta, chunks, ...rest } = series as JsonObject;
      expect(Object.keys(rest)).toEqual([]);
      check(seriesMetaSchema, meta, `${path}/meta`);
      for (const [month, chunk] of children(chunks)) {
        check(seriesChunkKeySchema, month, `${path}/chunks/${month} (key)`);
        check(seriesChunkSchema, chunk, `${path}/chunks/${month}`);
      }
    }
  }
}

/** Finds null, undefined, NaN or infinite numbers, and keys the database would refuse. */
function findBadValues(value: unknown, path: string, out: string[]) {
  if (value === null || value === undefined) out.push(`${path}: ${String(value)}`);
  else if (typeof value === 'number' && !Number.isFinite(value)) out.push(`${path}: ${value}`);
  else if (Array.isArray(value))
    value.forEach((item, i) => findBadValues(item, `${path}/${i}`, out));
  else if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!dbKeySchema.safeParse(key).success) out.push(`${path}: bad key ${key}`);
      findBadValues(child, `${path}/${key}`, out);
    }
  }
}

describe('generateDemoDatabase', () => {
  it('validates every node against its schema', () => {
    validateTree(db);
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(400);
  });

  it('holds no null, undefined, NaN or invalid keys', () => {
    const bad: string[] = [];
    findBadValues(db, '', bad);
    expect(bad).toEqual([]);
  });

  it('is deterministic for the same now', () => {
    const again = generateDemoDatabase({ now: new Date(NOW.getTime()) });
    expect(JSON.stringify(again)).toBe(JSON.stringify(db));
  });

  it('keeps building ids stable across reference times', () => {
    const later = generateDemoDatabase({ now: new Date('2027-03-15T09:30:00Z') });
    expect(Object.keys(later.buildings).sort()).toEqual(Object.keys(db.buildings).sort());
    expect(demoBuildingId('prague-karlin-office')).toBe(demoBuildingId('prague-karlin-office'));
  });

  it('has about ten buildings, two of them Temporary', () => {
    const buildings = Object.values(db.buildings);
    expect(buildings.length).toBeGreaterThanOrEqual(10);
    expect(buildings.length).toBeLessThanOrEqual(12);
    const statuses = buildings.map((b) => (b.meta as JsonObject).status);
    expect(statuses.filter((s) => s === 'temporary')).toHaveLength(2);
    for (const building of buildings) {
      const meta = building.meta as JsonObject;
      const wizard = meta.wizard as JsonObject;
      expect(wizard.step === 'done').toBe(meta.status === 'permanent');
    }
    const cities = new Set(buildings.map((b) => (b.general as JsonObject).city));
    for (const city of ['Praha 1', 'Brno', 'Berlin', 'München', 'Wien', 'New York', 'Chicago']) {
      expect(cities).toContain(city);
    }
    const uses = new Set(buildings.map((b) => (b.general as JsonObject).useType));
    for (const use of ['office', 'education', 'retail', 'hospitality', 'industrial', 'mixedUse']) {
      expect(uses).toContain(use);
    }
  });

  it('gives every permanent building a full description', () => {
    for (const [id, building] of Object.entries(db.buildings)) {
      if ((building.meta as JsonObject).status !== 'permanent') continue;
      for (const part of [
        'general',
        'activity',
        'spaceUsage',
        'spaces',
        'electricity',
        'heating',
      ]) {
        expect(building[part], `${id} ${part}`).toBeDefined();
      }
      for (const part of ['hvac', 'lighting', 'envelope']) {
        expect(building[part], `${id} ${part}`).toBeDefined();
      }
      expect(Object.keys(db.equipment[id] ?? {}).length).toBeGreaterThanOrEqual(4);
    }
    const withPv = Object.values(db.buildings).filter((b) => b.renewables !== undefined);
    expect(withPv.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(db.measures).length).toBeGreaterThanOrEqual(5);
  });

  it('has 24 monthly bills ending the month before now', () => {
    let billed = 0;
    for (const building of Object.values(db.buildings)) {
      for (const part of ['electricity', 'heating']) {
        const rows = (building[part] as JsonObject | undefined)?.rows as JsonObject | undefined;
        if (!rows) continue;
        billed += 1;
        const months = Object.values(rows).map((row) => (row as JsonObject).month as string);
        expect(months).toHaveLength(24);
        expect(new Set(months).size).toBe(24);
        expect(months.sort()[0]).toBe('2024-11');
        expect(months.sort()[23]).toBe('2026-10');
      }
    }
    expect(billed).toBeGreaterThanOrEqual(19);
  });

  it('keeps consumption consistent with floor area and use type', () => {
    for (const spec of BUILDINGS) {
      const building = db.buildings[demoBuildingId(spec.key)]!;
      const rows = (building.electricity as JsonObject | undefined)?.rows as JsonObject | undefined;
      if (!rows) continue;
      const lastYear = Object.values(rows)
        .map((row) => row as { month: string; consumptionKwh: number })
        .filter((row) => row.month >= '2025-11');
      const eui =
        lastYear.reduce((sum, row) => sum + row.consumptionKwh, 0) / spec.grossFloorAreaM2;
      expect(eui, spec.key).toBeGreaterThan(25);
      expect(eui, spec.key).toBeLessThan(250);
      if (spec.useType === 'education') {
        const july = lastYear.find((row) => row.month === '2026-07')!.consumptionKwh;
        const march = lastYear.find((row) => row.month === '2026-03')!.consumptionKwh;
        expect(july, `${spec.key} summer break`).toBeLessThan(march);
      }
      const heat = (building.heating as JsonObject | undefined)?.rows as JsonObject | undefined;
      if (heat) {
        const byMonth = new Map(
          Object.values(heat).map((r) => [
            (r as JsonObject).month,
            (r as JsonObject).consumptionKwh as number,
          ]),
        );
        expect(byMonth.get('2026-01')!, `${spec.key} winter heat`).toBeGreaterThan(
          3 * byMonth.get('2026-07')!,
        );
      }
    }
  });

  it('has a year of hourly sub-metered data for two or three buildings', () => {
    const buildings = Object.keys(db.series);
    expect(buildings.length).toBeGreaterThanOrEqual(2);
    expect(buildings.length).toBeLessThanOrEqual(3);
    for (const [buildingId, allSeries] of Object.entries(db.series)) {
      const equipmentIds = new Set(Object.keys(db.equipment[buildingId] ?? {}));
      for (const series of Object.values(allSeries)) {
        const { meta, chunks } = series as {
          meta: JsonObject;
          chunks: Record<string, { t: number[]; v: number[] }>;
        };
        expect(Object.keys(chunks)).toHaveLength(12);
        const points = Object.values(chunks).reduce((sum, chunk) => sum + chunk.v.length, 0);
        expect(points).toBe(8760);
        if (meta.scope !== 'overall') expect(equipmentIds).toContain(meta.equipmentId);
      }
    }
  });

  it('gives the demo users an inbox of every kind the functions write besides the nightly ones, some read', () => {
    type Stored = { kind: string; readAtMs?: number };
    const ownerInbox = Object.values(db.messages[owner.uid] ?? {}) as Stored[];
    const viewerInbox = Object.values(db.messages[viewer.uid] ?? {}) as Stored[];
    expect(new Set(ownerInbox.map((m) => m.kind))).toEqual(
      new Set(['equipmentAlert', 'importFinished', 'figuresFailed', 'memberAdded']),
    );
    expect(viewerInbox.map((m) => m.kind)).toContain('buildingShared');
    expect(ownerInbox.some((m) => m.readAtMs !== undefined)).toBe(true);
    expect(ownerInbox.some((m) => m.readAtMs === undefined)).toBe(true);
    for (const message of Object.values(db.messages).flatMap((inbox) => Object.values(inbox)))
      expect((message as { createdAtMs: number }).createdAtMs).toBeLessThanOrEqual(NOW.getTime());
  });

  it('shares one building by link: General, Performance and Comparison, its figures to follow', () => {
    const id = demoBuildingId(SHARED_BY_LINK_KEY);
    const token = demoShareToken(0);
    expect(Object.keys(db.shareLinks)).toEqual([id]);
    expect(Object.keys(db.shareLinks[id] ?? {})).toEqual([token]);
    const view = db.shares[token]?.['view'] as JsonObject;
    expect(view['sections']).toEqual({ general: true, performance: true, comparison: true });
    expect((view['general'] as JsonObject)['street']).toBeUndefined();
    expect(demoShareToken(1)).not.toBe(token);
  });

  it('shares one building with the viewer and none as editor', () => {
    const ownerIndex = db.users[owner.uid]!.buildings as JsonObject;
    const viewerIndex = db.users[viewer.uid]!.buildings as JsonObject;
    expect(Object.keys(ownerIndex).sort()).toEqual(Object.keys(db.buildings).sort());
    expect(Object.keys(viewerIndex)).toHaveLength(1);
    for (const [id, building] of Object.entries(db.buildings)) {
      const members = building.members as Record<string, string>;
      expect(members[owner.uid]).toBe('owner');
      expect((building.meta as JsonObject).ownerUid).toBe(owner.uid);
      expect(Object.values(members)).not.toContain('editor');
      expect(members[viewer.uid] === 'viewer').toBe(id in viewerIndex);
    }
    // No e-mail index: nothing maps an address to an account (issue 32).
    expect(Object.keys(db)).not.toContain('userIndex');
  });

  it('stays well under 15 MB of JSON', () => {
    const bytes = Buffer.byteLength(JSON.stringify(db));
    expect(bytes).toBeLessThan(15 * 1024 * 1024);
  });
});

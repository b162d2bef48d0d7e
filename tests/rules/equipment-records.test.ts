/**
 * The writes of the equipment records editor (web/src/features/equipment/api/
 * equipment-record-writes.ts) against database.rules.json: each add is one push under
 * `/equipment/{b}/{e}/logs|alerts|issues|tasks`, each edit one set of that entry, each remove one
 * remove; the obsolescence assessment is one set or remove. Owners and editors may, viewers,
 * strangers and anonymous users may not; bad data is refused to writers too, as the shared zod
 * schemas refuse it.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  equipmentLogSchema,
  maintenanceTaskSchema,
} from '../../functions/src/shared/schemas/stored/equipment.js';
import {
  alertSchema,
  obsolescenceSchema,
  potentialIssueSchema,
} from '../../functions/src/shared/schemas/stored/reliability.js';
import { BUILDING_ID, EMAIL, ROLES, UID, seedData, type Role } from '../support/rules-fixtures.js';
import {
  allowed,
  closeContext,
  seed,
  startRulesHarness,
  withTimeout,
  type RulesHarness,
} from '../support/rules-env.js';

const EQUIPMENT = `/equipment/${BUILDING_ID}/e1`;
const WRITERS: readonly Role[] = ['owner', 'editor'];

interface ListCase {
  list: 'logs' | 'alerts' | 'issues' | 'tasks';
  /** The entry seeded in rules-fixtures (VALID.equipment). */
  existing: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>[];
}

const LISTS: ListCase[] = [
  {
    list: 'logs',
    existing: 'l1',
    schema: equipmentLogSchema,
    valid: {
      kind: 'inspection',
      date: '2026-03-02',
      durationHours: 1.5,
      cost: 120,
      note: 'Filters',
    },
    invalid: [
      { kind: 'party', date: '2026-03-02', durationHours: 1 },
      { kind: 'repair', date: '2026-3-2', durationHours: 1 },
      { kind: 'repair', date: '2026-03-02', durationHours: -1 },
      { kind: 'repair', date: '2026-03-02' },
      { kind: 'repair', date: '2026-03-02', durationHours: 1, cost: -5 },
      { kind: 'repair', date: '2026-03-02', durationHours: 1, extra: 'x' },
    ],
  },
  {
    list: 'alerts',
    existing: 'a1',
    schema: alertSchema,
    valid: {
      severity: 'critical',
      raisedAtMs: 1_784_104_200_000,
      message: 'Trip',
      resolved: false,
    },
    invalid: [
      { severity: 'meh', raisedAtMs: 1, message: 'x', resolved: false },
      { severity: 'low', raisedAtMs: 1.5, message: 'x', resolved: false },
      { severity: 'low', raisedAtMs: 1, message: '', resolved: false },
      { severity: 'low', raisedAtMs: 1, message: 'x' },
      { severity: 'low', raisedAtMs: 1, message: 'x', resolved: 'no' },
    ],
  },
  {
    list: 'issues',
    existing: 'i1',
    schema: potentialIssueSchema,
    valid: {
      fault: 'Shaft Alignment',
      subSystem: 'cooling',
      impact: 'moderate',
      likelihood: 'almostCertain',
      timeToFailureWeeks: 6,
      annualMaintenanceCost: 900,
      energyConsumptionKwh: 1005,
    },
    invalid: [
      { details: 'no fault' },
      { fault: '' },
      { fault: 'x', impact: 'huge' },
      { fault: 'x', likelihood: 'sure' },
      { fault: 'x', potentialDowntimeHours: -1 },
      { fault: 'x', energyConsumptionMwh: 1 },
    ],
  },
  {
    list: 'tasks',
    existing: 't1',
    schema: maintenanceTaskSchema,
    valid: { title: 'Clean condenser', dueOn: '2026-12-01' },
    invalid: [
      { title: '', dueOn: '2026-12-01' },
      { title: 'x', dueOn: 'tomorrow' },
      { title: 'x' },
      { title: 'x', dueOn: '2026-12-01', doneOn: 'yes' },
      { title: 'x', dueOn: '2026-12-01', done: true },
    ],
  },
];

const OBSOLESCENCE = { category: 'economic', reasons: { energyCostIncreased: true }, note: 'Old' };
const BAD_OBSOLESCENCE = [
  { category: 'fashion' },
  { category: 'economic', reasons: { repairTooSlow: true } },
  { category: 'economic', reasons: { energyCostIncreased: false } },
  { reasons: { energyCostIncreased: true } },
];

let harness: RulesHarness;
beforeAll(async () => {
  harness = await startRulesHarness();
});
beforeEach(async () => {
  await withTimeout(harness.env.clearDatabase(), 'clearDatabase');
  await seed(harness.env, seedData());
});
afterAll(async () => {
  await harness?.stop();
});

function contextFor(role: Role): RulesTestContext {
  if (role === 'anonymous') return harness.env.unauthenticatedContext();
  return harness.env.authenticatedContext(UID[role], { email: EMAIL[role], email_verified: true });
}

describe('the samples agree with the shared schemas', () => {
  it.each(LISTS.map((c) => [c.list, c] as const))('%s', (_list, c) => {
    expect(c.schema.safeParse(c.valid).success).toBe(true);
    for (const bad of c.invalid)
      expect(c.schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
  it('obsolescence', () => {
    expect(obsolescenceSchema.safeParse(OBSOLESCENCE).success).toBe(true);
    for (const bad of BAD_OBSOLESCENCE)
      expect(obsolescenceSchema.safeParse(bad).success).toBe(false);
  });
});

describe('equipment records: add, edit, remove', () => {
  const rows = LISTS.flatMap((c) =>
    ROLES.map((role) => [`${c.list} as ${role}`, c, role] as const),
  );
  it.each(rows)('%s', async (_name, c, role) => {
    const context = contextFor(role);
    const db = context.database();
    const may = WRITERS.includes(role);
    const list = `${EQUIPMENT}/${c.list}`;
    try {
      const outcomes = {
        push: await allowed(Promise.resolve(db.ref(list).push(c.valid)), `push ${list}`),
        edit: await allowed(
          db.ref(`${list}/${c.existing}`).set(c.valid),
          `set ${list}/${c.existing}`,
        ),
        remove: await allowed(
          db.ref(`${list}/${c.existing}`).remove(),
          `remove ${list}/${c.existing}`,
        ),
      };
      expect(outcomes).toEqual({ push: may, edit: may, remove: may });
      const bad: string[] = [];
      for (const value of c.invalid) {
        if (await allowed(Promise.resolve(db.ref(list).push(value)), `push bad ${list}`))
          bad.push(JSON.stringify(value));
      }
      expect(bad).toEqual([]);
    } finally {
      closeContext(context);
    }
  });
});

describe('equipment records: the obsolescence assessment', () => {
  it.each(ROLES.map((role) => [role] as const))('as %s', async (role) => {
    const context = contextFor(role);
    const target = context.database().ref(`${EQUIPMENT}/obsolescence`);
    const may = WRITERS.includes(role);
    try {
      const bad: string[] = [];
      for (const value of BAD_OBSOLESCENCE) {
        if (await allowed(target.set(value), 'set bad obsolescence'))
          bad.push(JSON.stringify(value));
      }
      expect(bad).toEqual([]);
      expect(await allowed(target.set(OBSOLESCENCE), 'set obsolescence')).toBe(may);
      expect(await allowed(target.remove(), 'remove obsolescence')).toBe(may);
    } finally {
      closeContext(context);
    }
  });
});

/**
 * The demo as the stack loads it (issue 31): dated from the moment the stack started, whatever
 * the day of the month, so that from the start its owner has unread maintenance and warranty
 * messages, its buildings have tasks due and missed and a warranty ending, and their figures end
 * with the last complete month; (issue 35) its inbox holds every kind of message, some read, and a
 * building is shared by link with its figures. The instant comes from the stack (FACET_DEMO_NOW_MS), not from
 * the calendar day the suite runs on.
 */
import { describe, expect, it } from 'vitest';
import { demoNowMsOf } from '../../emulators/stack/src/demo-clock.js';
import { demoBuildingId } from '../../emulators/seed/src/generate.js';
import { demoShareToken, SHARED_BY_LINK_KEY } from '../../emulators/seed/src/share-link.js';
import {
  dayKeyOfMs,
  dayStartMs,
  monthIndexOfMs,
  monthKeyOf,
} from '../../functions/src/shared/domain/common/months.js';
import { buildingMetricsSchema } from '../../functions/src/shared/schemas/derived/metrics.js';
import { DATABASE_HOST, adminDatabase } from '../support/emulators.js';

const OWNER_UID = 'demo-owner';
const DAY_MS = 86_400_000;
/** The hotel in Prague (emulators/seed), with seven assets. */
const HOTEL = demoBuildingId('prague-vltava-hotel');

type Inbox = Record<string, { kind: string; createdAtMs: number; readAtMs?: number }>;
type Register = Record<string, { tasks?: Record<string, { dueOn: string; doneOn?: string }> }>;

describe.runIf(DATABASE_HOST)('the demo loaded by the stack', () => {
  const demoNowMs = demoNowMsOf(process.env);

  it("is dated from the stack's instant: each asset has a task due in the two weeks after it", async () => {
    expect(demoNowMs).toBeLessThanOrEqual(Date.now());
    const register = (await adminDatabase('GET', `/equipment/${HOTEL}`)) as Register;
    const today = dayStartMs(dayKeyOfMs(demoNowMs));
    for (const [id, item] of Object.entries(register)) {
      const due = Object.values(item.tasks ?? {})
        .filter((task) => task.doneOn === undefined)
        .map((task) => dayStartMs(task.dueOn) - today);
      expect(
        due.some((ms) => ms > 0 && ms <= 14 * DAY_MS),
        id,
      ).toBe(true);
    }
  });

  it("gives its owner unread maintenance and warranty messages from the stack's start", async () => {
    const inbox = ((await adminDatabase('GET', `/messages/${OWNER_UID}`)) ?? {}) as Inbox;
    const fromStart = Object.values(inbox).filter(
      (message) => message.createdAtMs >= demoNowMs && message.readAtMs === undefined,
    );
    const kinds = new Set(fromStart.map((message) => message.kind));
    for (const kind of ['maintenanceDue', 'maintenanceMissed', 'warrantyExpiring']) {
      expect([...kinds]).toContain(kind);
    }
  });

  it('gives its owner messages of every kind but a removed member, some read and some not', async () => {
    const inbox = Object.values(
      ((await adminDatabase('GET', `/messages/${OWNER_UID}`)) ?? {}) as Inbox,
    );
    const kinds = new Set(inbox.map((message) => message.kind));
    for (const kind of [
      'equipmentAlert',
      'maintenanceDue',
      'maintenanceMissed',
      'warrantyExpiring',
      'importFinished',
      'figuresFailed',
      'memberAdded',
    ])
      expect([...kinds]).toContain(kind);
    expect(inbox.some((message) => message.readAtMs !== undefined)).toBe(true);
    expect(inbox.some((message) => message.readAtMs === undefined)).toBe(true);
  });

  it('has a building shared by link whose view holds its figures from the start', async () => {
    const token = demoShareToken(0);
    const view = (await adminDatabase('GET', `/shares/${token}/view`)) as {
      sections: Record<string, true>;
      performance?: { energy?: { siteKwh?: number } };
      comparison?: object;
    };
    expect(Object.keys(view.sections).sort()).toEqual(['comparison', 'general', 'performance']);
    expect(view.performance?.energy?.siteKwh).toBeGreaterThan(0);
    expect(view.comparison).toBeDefined();
    expect(
      await adminDatabase('GET', `/shareLinks/${demoBuildingId(SHARED_BY_LINK_KEY)}/${token}`),
    ).toMatchObject({ createdByUid: OWNER_UID });
  });

  it('has figures of the last complete month, tasks due and missed and warranties ending', async () => {
    const portfolio = (await adminDatabase('GET', `/users/${OWNER_UID}/buildings`)) as Record<
      string,
      true
    >;
    let upcoming = 0;
    let missed = 0;
    let expiring = 0;
    for (const id of Object.keys(portfolio)) {
      const stored = await adminDatabase('GET', `/metrics/${id}`);
      const metrics = buildingMetricsSchema.parse(stored);
      // The last complete month before the figures were computed: the month before the stack's
      // instant, unless a recompute since has crossed into a new month.
      expect(metrics.period.lastMonth, id).toBe(
        monthKeyOf(monthIndexOfMs(metrics.computedAtMs) - 1),
      );
      upcoming += metrics.reliability?.maintenanceRegime?.upcoming?.length ?? 0;
      missed += metrics.reliability?.maintenanceRegime?.missed?.length ?? 0;
      expiring += metrics.reliability?.warranty.expiring ?? 0;
    }
    expect(upcoming).toBeGreaterThanOrEqual(10);
    expect(missed).toBeGreaterThan(0);
    expect(expiring).toBeGreaterThanOrEqual(10);
  });
});

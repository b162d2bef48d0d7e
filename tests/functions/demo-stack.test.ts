/**
 * The demo as the stack loads it (issue 31): dated from the moment the stack started, whatever
 * the day of the month, so that from the start its owner has unread maintenance and warranty
 * messages, its buildings have tasks due and missed and a warranty ending, and their figures end
 * with the last complete month. The instant comes from the stack (FACET_DEMO_NOW_MS), not from
 * the calendar day the suite runs on.
 */
import { describe, expect, it } from 'vitest';
import { demoNowMsOf } from '../../emulators/stack/src/demo-clock.js';
import { monthIndexOfMs, monthKeyOf } from '../../functions/src/shared/domain/common/months.js';
import { buildingMetricsSchema } from '../../functions/src/shared/schemas/metrics.js';
import { DATABASE_HOST, adminDatabase } from '../support/emulators.js';

const OWNER_UID = 'demo-owner';
/** Two hours: the emulator suites and journeys all run well within that after the stack starts. */
const RUN_MS = 2 * 60 * 60_000;

type Inbox = Record<string, { kind: string; createdAtMs: number; readAtMs?: number }>;

describe.runIf(DATABASE_HOST)('the demo loaded by the stack', () => {
  const demoNowMs = demoNowMsOf(process.env);

  it('is dated from the instant the stack started, not from the first of the month', () => {
    expect(demoNowMs).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - demoNowMs).toBeLessThan(RUN_MS);
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

  it('has figures ending with the last complete month and tasks due around its instant', async () => {
    const portfolio = (await adminDatabase('GET', `/users/${OWNER_UID}/buildings`)) as Record<
      string,
      true
    >;
    const lastComplete = monthKeyOf(monthIndexOfMs(demoNowMs) - 1);
    let upcoming = 0;
    let missed = 0;
    let expiring = 0;
    for (const id of Object.keys(portfolio)) {
      const stored = await adminDatabase('GET', `/metrics/${id}`);
      const metrics = buildingMetricsSchema.parse(stored);
      expect(metrics.period.lastMonth, id).toBe(lastComplete);
      upcoming += metrics.reliability?.maintenanceRegime?.upcoming?.length ?? 0;
      missed += metrics.reliability?.maintenanceRegime?.missed?.length ?? 0;
      expiring += metrics.reliability?.warranty.expiring ?? 0;
    }
    expect(upcoming).toBeGreaterThanOrEqual(10);
    expect(missed).toBeGreaterThan(0);
    expect(expiring).toBeGreaterThanOrEqual(10);
  });
});

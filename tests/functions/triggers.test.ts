/**
 * Derived data follows writes through database triggers (functions/src/triggers), delivered by
 * our database emulator to the stack's Functions emulator: portfolio summaries, figures after a
 * change of inputs (coalesced), and clean-up after a delete.
 */
import { describe, expect, it } from 'vitest';
import {
  unpackDashboardRow,
  unpackDigestLists,
} from '../../functions/src/shared/domain/dashboard/dashboard-row.js';
import { readStoredSummary } from '../../functions/src/shared/domain/portfolio/portfolio-summary.js';
import type { PortfolioSummary } from '../../functions/src/shared/schemas/derived/portfolio-summary.js';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  eventually,
  userWrite,
} from '../support/emulators.js';
import { RECOMPUTE_WINDOW_MS } from '../../functions/src/services/recompute-coalescing.js';

/** A stored (packed) portfolio summary read back; null when absent or unreadable. */
const unpacked = (stored: unknown): PortfolioSummary | null => {
  const read = readStoredSummary(stored);
  return read.ok ? read.value : null;
};

/** Polls `uid`'s summary of building `id` until `accept` holds of it, unpacked. */
const eventuallySummary = async (
  uid: string,
  id: string,
  accept: (summary: PortfolioSummary | null) => boolean,
) => unpacked(await eventually(`/portfolios/${uid}/${id}`, (stored) => accept(unpacked(stored))));

interface StoredMetrics {
  inputVersion: string;
  computedAtMs: number;
  energy?: { totalKwh?: number };
}

describe('database triggers keep derived data fresh', { timeout: 180_000 }, () => {
  it('a portfolio summary follows the building, its members and its portfolio entries', async () => {
    const owner = await createAccount();
    const viewer = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Summary house', city: 'Brno' });
    await eventuallySummary(
      owner.uid,
      id,
      (summary) => summary?.title === 'Summary house' && summary.role === 'owner',
    );
    // Stored packed: one string per building, one leaf in the client SDK.
    expect(typeof (await adminDatabase('GET', `/portfolios/${owner.uid}/${id}`))).toBe('string');
    await userWrite(owner, 'PATCH', `/buildings/${id}/general`, { name: 'Renamed house' });
    await eventuallySummary(
      owner.uid,
      id,
      (summary) => summary?.title === 'Renamed house' && summary.city === 'Brno',
    );
    // Shared with a viewer: their summary appears once the building is in their portfolio.
    await adminDatabase('PATCH', '/', {
      [`buildings/${id}/members/${viewer.uid}`]: 'viewer',
      [`users/${viewer.uid}/buildings/${id}`]: true,
    });
    await eventuallySummary(viewer.uid, id, (summary) => summary?.role === 'viewer');
    // Removed as a member: their summary goes.
    await userWrite(owner, 'PATCH', '/', {
      [`buildings/${id}/members/${viewer.uid}`]: null,
      [`users/${viewer.uid}/buildings/${id}`]: null,
    });
    await eventually(`/portfolios/${viewer.uid}/${id}`, (summary) => summary === null);
    expect(unpacked(await adminDatabase('GET', `/portfolios/${owner.uid}/${id}`))?.title).toBe(
      'Renamed house',
    );
  });

  it('figures follow a user edit by themselves, and a burst of saves costs one recompute', async () => {
    const owner = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Fresh figures' });
    const first = await eventually<StoredMetrics>(`/metrics/${id}`, (m) => m !== null);
    // Five quick saves, as the wizard writes them: a section and the update time. They start
    // at the beginning of a coalescing window (saves are coalesced by their own time), so that
    // they fall in one window however slow the stack is.
    const windowMs = RECOMPUTE_WINDOW_MS.interactive;
    await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs)));
    const seen = new Set<number>([first!.computedAtMs]);
    let lastUpdatedAtMs = 0;
    const burstStartMs = Date.now();
    for (let n = 1; n <= 5; n += 1) {
      lastUpdatedAtMs = Date.now();
      await userWrite(owner, 'PATCH', `/buildings/${id}`, {
        'general/grossFloorAreaM2': 1000 + n,
        'meta/updatedAtMs': lastUpdatedAtMs,
      });
    }
    const burstMs = Date.now() - burstStartMs;
    const watchUntil = Date.now() + 90_000;
    let fresh: StoredMetrics | null = null;
    while (Date.now() < watchUntil) {
      const metrics = (await adminDatabase('GET', `/metrics/${id}`)) as StoredMetrics | null;
      if (metrics) seen.add(metrics.computedAtMs);
      if (metrics?.inputVersion.startsWith(`${lastUpdatedAtMs}-`)) {
        fresh = metrics;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fresh, 'figures computed from the last save').not.toBeNull();
    // Let any straggling recompute land, then count the runs the burst caused.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = (await adminDatabase('GET', `/metrics/${id}`)) as StoredMetrics;
    seen.add(after.computedAtMs);
    expect(seen.size - 1, `recomputes of a burst of ${burstMs} ms`).toBe(1);
    // The owner's portfolio summary carries the new figures (the portfolio's progress line).
    await eventuallySummary(
      owner.uid,
      id,
      (summary) => summary?.figures?.inputUpdatedAtMs === lastUpdatedAtMs,
    );
  });

  it('an equipment change recomputes the building', async () => {
    const owner = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Equipment change' });
    const first = await eventually<StoredMetrics>(`/metrics/${id}`, (m) => m !== null);
    await adminDatabase('PUT', `/equipment/${id}/e1`, {
      assetId: 'CH-1',
      name: 'Chiller',
      type: 'chiller',
      system: 'cooling',
    });
    await eventually<StoredMetrics>(
      `/metrics/${id}`,
      (m) => m !== null && m.computedAtMs > first!.computedAtMs,
    );
  });

  it('a maintenance budget allocation recomputes the building with it', async () => {
    const owner = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Budget change' });
    await adminDatabase('PUT', `/equipment/${id}/e1`, {
      assetId: 'CH-1',
      name: 'Chiller',
      type: 'Chiller',
      subSystem: 'cooling',
      yearlyMaintenance: 8000,
    });
    type Budgets = { reliability?: { maintenanceBudget?: { scope: string; allocated: number }[] } };
    const cooling = (m: Budgets | null) =>
      m?.reliability?.maintenanceBudget?.find((b) => b.scope === 'cooling')?.allocated;
    await eventually<Budgets>(`/metrics/${id}`, (m) => cooling(m) === 8000);
    const year = new Date().getUTCFullYear();
    await userWrite(owner, 'PATCH', `/buildings/${id}`, {
      [`maintenanceBudget/${year}/cooling`]: 12_345,
      'meta/updatedAtMs': Date.now(),
    });
    await eventually<Budgets>(`/metrics/${id}`, (m) => cooling(m) === 12_345);
  });

  it('a deleted building takes its figures and summaries with it', async () => {
    const owner = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Going away' });
    await eventually(`/metrics/${id}`, (m) => m !== null);
    await eventually(`/portfolios/${owner.uid}/${id}`, (s) => s !== null);
    await userWrite(owner, 'PATCH', '/', {
      [`buildings/${id}`]: null,
      [`equipment/${id}`]: null,
      [`series/${id}`]: null,
      [`measures/${id}`]: null,
      [`users/${owner.uid}/buildings/${id}`]: null,
    });
    await eventually(`/metrics/${id}`, (m) => m === null);
    await eventually(`/portfolios/${owner.uid}/${id}`, (s) => s === null);
    await eventually(`/digests/${owner.uid}/${id}`, (d) => d === null);
    await eventually(`/digestLists/${owner.uid}/${id}`, (d) => d === null);
  });

  it('an edit of a building over 1 MB is refused, as Firebase refuses an event over 1 MB', async () => {
    // onBuildingUpdated and onBuildingDeleted receive the whole building (the data before the
    // write and the change): past 1 MB under /buildings/{id}, Firebase refuses the write.
    const owner = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Hospital' });
    await eventually(`/metrics/${id}`, (metrics) => metrics !== null);
    // 6,000 rooms of about 190 bytes: some 1.15 MB, written as test setup (no trigger).
    const spaces = Object.fromEntries(
      Array.from({ length: 6000 }, (_, index) => [
        `s${index}`,
        { name: `Ward ${index} patient room ${'x'.repeat(120)}`, fromFloor: 1, toFloor: 1 },
      ]),
    );
    await adminDatabase('PUT', `/buildings/${id}/spaces`, spaces, { disableTriggers: true });
    await expect(
      adminDatabase('PATCH', `/buildings/${id}/general`, { name: 'Renamed' }),
    ).rejects.toThrow(/payload exceeding the maximum size allowed.*event at \/buildings\//);
    await expect(adminDatabase('DELETE', `/buildings/${id}`)).rejects.toThrow(
      /payload exceeding the maximum size allowed/,
    );
    expect(await adminDatabase('GET', `/buildings/${id}/general/name`)).toBe('Hospital');
    // Under 1 MB again, the same edit is taken and followed.
    await adminDatabase('PUT', `/buildings/${id}/spaces`, null, { disableTriggers: true });
    await adminDatabase('PATCH', `/buildings/${id}/general`, { name: 'Renamed' });
    await eventuallySummary(owner.uid, id, (summary) => summary?.title === 'Renamed');
  });

  it("an import's new buildings fire no function; a building created one at a time fires one", async () => {
    const owner = await createAccount();
    const now = Date.now();
    const building = (name: string, creator: { importId: string } | { createdBy: string }) => ({
      meta: {
        ownerUid: owner.uid,
        status: 'temporary',
        createdAtMs: now,
        updatedAtMs: now,
        wizard: { step: 'general', percent: 0 },
        ...creator,
      },
      general: { name, city: 'Brno' },
      members: { [owner.uid]: 'owner' },
    });
    const idOf = (kind: string, index: number) =>
      `-t${kind}${now.toString(36)}${Math.random().toString(36).slice(2, 6)}${index}`;
    const many = (kind: string, creator: { importId: string } | { createdBy: string }) => {
      const update: Record<string, unknown> = {};
      for (let index = 0; index < 501; index++) {
        update[`buildings/${idOf(kind, index)}`] = building(`${kind} ${index}`, creator);
      }
      return update;
    };
    // 501 buildings created one at a time would fire 501 functions: refused, as Firebase refuses
    // a write past 500 functions of one region...
    await expect(adminDatabase('PATCH', '/', many('c', { createdBy: owner.uid }))).rejects.toThrow(
      /too many functions/i,
    );
    // ... while an import's 501 fire none (the import lists them and asks for their figures).
    const imported = many('i', { importId: '-Nimport' });
    await adminDatabase('PATCH', '/', imported);
    // A building created one at a time is listed by its creation's function and gets figures.
    const created = idOf('one', 0);
    await adminDatabase('PATCH', '/', {
      [`buildings/${created}`]: building('Created', { createdBy: owner.uid }),
      [`users/${owner.uid}/buildings/${created}`]: true,
    });
    await eventually(`/portfolios/${owner.uid}/${created}`, (summary) => summary !== null);
    await eventually(`/metrics/${created}`, (metrics) => metrics !== null);
    // Its later edits are updates of the building, as an import's buildings' are.
    const firstImported = Object.keys(imported)[0]!.slice('buildings/'.length);
    await adminDatabase('PATCH', '/', { [`users/${owner.uid}/buildings/${firstImported}`]: true });
    await adminDatabase('PATCH', `/buildings/${firstImported}/general`, { name: 'Renamed' });
    await eventually<string>(
      `/portfolios/${owner.uid}/${firstImported}`,
      (summary) => typeof summary === 'string' && summary.includes('Renamed'),
    );
    // Removed quietly: 501 deletions would fire 501 functions.
    const removal = Object.fromEntries(Object.keys(imported).map((path) => [path, null]));
    await adminDatabase('PATCH', '/', removal, { disableTriggers: true });
  });

  it('a dashboard row and lists follow the building, its figures and the members who list it', async () => {
    const owner = await createAccount();
    const viewer = await createAccount();
    const id = await createOwnedBuilding(owner, { name: 'Digest house', city: 'Plzeň' });
    const metrics = await eventually<StoredMetrics>(`/metrics/${id}`, (m) => m !== null);
    const rowOf = (text: unknown) => {
      const row = unpackDashboardRow(id, text);
      return row.ok ? row.value : null;
    };
    const row = rowOf(
      await eventually(
        `/digests/${owner.uid}/${id}`,
        (d) => (rowOf(d)?.digest?.computedAtMs ?? 0) >= metrics!.computedAtMs,
      ),
    );
    expect(row).toMatchObject({ title: 'Digest house', city: 'Plzeň' });
    expect(row?.digest?.currency).toMatch(/^[A-Z]{3}$/);
    // A measure changes the figures: the row is rebuilt with them and the lists name the measure
    // (an LED replacement in a described office saves energy by the model, without bills).
    await adminDatabase('PATCH', `/buildings/${id}/general`, {
      grossFloorAreaM2: 3_000,
      useType: 'office',
    });
    await adminDatabase('PUT', `/measures/${id}/m1`, {
      name: 'LED in the hall',
      kind: 'ledReplacement',
      status: 'proposed',
      ledCount: 500,
      ledWatts: 18,
      ledLumens: 2_200,
      ledUnitCost: 25,
      annualLightingKwh: 150_000,
    });
    await eventually(
      `/digests/${owner.uid}/${id}`,
      (d) => rowOf(d)?.digest?.potential?.count === 1,
    );
    const lists = unpackDigestLists(
      await eventually(`/digestLists/${owner.uid}/${id}`, (d) => d !== null),
    );
    expect(lists.ok && lists.value.topMeasures?.map((m) => m.name)).toEqual(['LED in the hall']);
    // The building renamed: the row follows without a change of figures.
    await userWrite(owner, 'PATCH', `/buildings/${id}/general`, { name: 'Renamed house' });
    await eventually(`/digests/${owner.uid}/${id}`, (d) => rowOf(d)?.title === 'Renamed house');
    // Shared with a viewer who lists it: their copy appears; removed: it goes.
    await adminDatabase('PATCH', '/', {
      [`buildings/${id}/members/${viewer.uid}`]: 'viewer',
      [`users/${viewer.uid}/buildings/${id}`]: true,
    });
    await eventually(`/digests/${viewer.uid}/${id}`, (d) => d !== null);
    await eventually(`/digestLists/${viewer.uid}/${id}`, (d) => d !== null);
    await userWrite(owner, 'PATCH', '/', {
      [`buildings/${id}/members/${viewer.uid}`]: null,
      [`users/${viewer.uid}/buildings/${id}`]: null,
    });
    await eventually(`/digests/${viewer.uid}/${id}`, (d) => d === null);
    await eventually(`/digestLists/${viewer.uid}/${id}`, (d) => d === null);
  });
});

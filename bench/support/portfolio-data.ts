/**
 * A generated portfolio for one throw-away user, written and removed as admin over the database
 * emulator's REST API (layout: docs/data-model.md).
 */
import { DATABASE_NAMESPACE, PROJECT_ID } from '../../emulators/stack/src/paths.ts';
import { createAccount } from '../../tests/support/emulators.js';
import {
  packPortfolioSummary,
  portfolioSummaryOf,
} from '../../functions/src/shared/domain/portfolio/portfolio-summary.ts';
import type { BuildingGeneral } from '../../functions/src/shared/schemas/stored/building-general.ts';
import type { BuildingMeta } from '../../functions/src/shared/schemas/stored/building-meta.ts';

export interface BenchUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

const CITIES = [
  { city: 'Praha', country: 'CZ', street: 'Vinohradská' },
  { city: 'Brno', country: 'CZ', street: 'Masarykova' },
  { city: 'Berlin', country: 'DE', street: 'Friedrichstraße' },
  { city: 'München', country: 'DE', street: 'Leopoldstraße' },
  { city: 'Wien', country: 'AT', street: 'Mariahilfer Straße' },
  { city: 'New York', country: 'US', street: 'Broadway' },
  { city: 'Chicago', country: 'US', street: 'Michigan Avenue' },
] as const;
const USE_TYPES = ['office', 'education', 'retail', 'hospitality', 'industrial', 'mixedUse'];
const STEPS = ['general', 'activity', 'electricity', 'heating', 'hvac', 'lighting', 'envelope'];
const DAY_MS = 86_400_000;

/** Registers an e-mail/password account in the Auth emulator (as the web SDK's sign-up does). */
export async function createBenchUser(): Promise<BenchUser> {
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@facet.example`;
  return createAccount(email, 'bench-portfolio-5000');
}

/** Throw-away accounts of one bench run: `create` makes one, `all` lists them for the clean-up. */
export function benchUsers(): { create(): Promise<BenchUser>; all: BenchUser[] } {
  const all: BenchUser[] = [];
  return {
    all,
    async create() {
      const user = await createBenchUser();
      all.push(user);
      return user;
    },
  };
}

/** Deletes the account again (Auth emulator admin endpoint). */
export async function deleteBenchUser(authUrl: string, user: BenchUser): Promise<void> {
  await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid }),
      signal: AbortSignal.timeout(10_000),
    },
  );
}

/**
 * A throw-away account for `use`, deleted afterwards whatever happened (a failed deletion is
 * printed, not thrown: the bench's figures stand).
 */
export async function withBenchUser(
  authUrl: string,
  use: (user: BenchUser) => Promise<void>,
): Promise<void> {
  const user = await createBenchUser();
  try {
    await use(user);
  } finally {
    await deleteBenchUser(authUrl, user).catch((error: unknown) =>
      console.error('Could not delete the bench account:', error),
    );
  }
}

/**
 * One admin multi-path update, as firebase-tools imports write (`disableTriggers=true`): the
 * portfolio, its summaries included, is written as the screen reads it, and thousands of trigger
 * events and recomputes do not run beside the measurement.
 */
async function adminPatch(databaseUrl: string, update: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `${databaseUrl}/.json?ns=${DATABASE_NAMESPACE}&disableTriggers=true`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(update),
      signal: AbortSignal.timeout(60_000),
    },
  );
  if (!response.ok) throw new Error(`PATCH /: ${response.status} ${await response.text()}`);
}

export function buildingIds(uid: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => `bench-${uid}-${String(index).padStart(5, '0')}`,
  );
}

/**
 * The multi-path update creating building `index` of the portfolio of `uid`, with the owner's
 * portfolio summary that the functions' triggers would write (the bench measures the screen, not
 * the triggers; with triggers on they write the same value).
 */
function buildingUpdate(uid: string, id: string, index: number, nowMs: number) {
  const place = CITIES[index % CITIES.length]!;
  const temporary = index % 7 === 3;
  // Spread over the last ten years whatever the count (20,000 buildings stay after 1970).
  const createdAtMs = nowMs - ((index * 37 + 11) % 36_500) * DAY_MS * 0.1;
  const step = temporary ? STEPS[index % STEPS.length]! : 'done';
  const meta = {
    ownerUid: uid,
    createdBy: uid,
    status: temporary ? 'temporary' : 'permanent',
    createdAtMs: Math.round(createdAtMs),
    updatedAtMs: Math.round(createdAtMs + DAY_MS),
    wizard: { step, percent: temporary ? (index * 13) % 90 : 100 },
  } as BuildingMeta;
  const general = {
    name: `Bench building ${index + 1}`,
    title: `${place.city} ${USE_TYPES[index % USE_TYPES.length]} ${index + 1}`,
    street: `${place.street} ${(index % 180) + 1}`,
    city: place.city,
    country: place.country,
    useType: USE_TYPES[index % USE_TYPES.length],
  } as BuildingGeneral;
  return {
    [`buildings/${id}/meta`]: meta,
    [`buildings/${id}/general`]: general,
    [`buildings/${id}/members/${uid}`]: 'owner',
    [`users/${uid}/buildings/${id}`]: true,
    [`portfolios/${uid}/${id}`]: packPortfolioSummary(
      portfolioSummaryOf({ meta, general, role: 'owner' }),
    ),
  };
}

/** Writes `count` buildings owned by `uid`, in batches; returns their ids. */
export async function writePortfolio(
  databaseUrl: string,
  uid: string,
  count: number,
  batchSize = 1000,
): Promise<string[]> {
  const ids = buildingIds(uid, count);
  const nowMs = Date.now();
  for (let start = 0; start < ids.length; start += batchSize) {
    const update: Record<string, unknown> = {};
    ids
      .slice(start, start + batchSize)
      .forEach((id, offset) =>
        Object.assign(update, buildingUpdate(uid, id, start + offset, nowMs)),
      );
    await adminPatch(databaseUrl, update);
  }
  return ids;
}

/** The ids in a user's portfolio index (`/users/{uid}/buildings`). */
export async function portfolioIds(databaseUrl: string, uid: string): Promise<string[]> {
  const response = await fetch(
    `${databaseUrl}/users/${uid}/buildings.json?ns=${DATABASE_NAMESPACE}&shallow=true`,
    { headers: { Authorization: 'Bearer owner' }, signal: AbortSignal.timeout(60_000) },
  );
  if (!response.ok) throw new Error(`GET portfolio: ${response.status}`);
  return Object.keys(((await response.json()) as Record<string, true> | null) ?? {});
}

/**
 * Waits until every building of `ids` has its figures stored (`/metrics/{id}`), the recomputes an
 * import asked for all run, polling every `pollMs`; gives up after `timeoutMs` and says so.
 * Answers the ms waited. The import bench waits for its warm-up's recompute with it: the task
 * queue dispatches a recompute a second or so after the import (after `waitForQuietMachine` has
 * seen the machine quiet), and production runs it on other instances than the next import's.
 */
export async function waitForFigures(
  databaseUrl: string,
  ids: readonly string[],
  log: (line: string) => void,
  { pollMs = 2000, timeoutMs = 300_000 } = {},
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(
      `${databaseUrl}/metrics.json?ns=${DATABASE_NAMESPACE}&shallow=true`,
      { headers: { Authorization: 'Bearer owner' }, signal: AbortSignal.timeout(60_000) },
    );
    if (!response.ok) throw new Error(`GET metrics: ${response.status}`);
    const stored = ((await response.json()) as Record<string, true> | null) ?? {};
    const missing = ids.filter((id) => !(id in stored)).length;
    const waited = performance.now() - started;
    if (missing === 0) return waited;
    if (waited > timeoutMs) {
      log(`  (${missing} buildings still without figures after ${(waited / 1000).toFixed(0)} s)`);
      return waited;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * `count` buildings of `uid` written (`writePortfolio`) for `use`, removed afterwards whatever
 * happened, those written before a failure too (a failed removal is printed, not thrown: the
 * bench's figures stand).
 */
export async function withBenchPortfolio(
  databaseUrl: string,
  uid: string,
  count: number,
  use: (ids: string[]) => Promise<void>,
): Promise<void> {
  let ids: string[] = [];
  try {
    ids = await writePortfolio(databaseUrl, uid, count);
    await use(ids);
  } finally {
    await deletePortfolio(databaseUrl, uid, ids).catch((error: unknown) =>
      console.error('Could not delete the bench portfolio:', error),
    );
  }
}

/** Removes every building of the bench portfolio and the user's index. */
export async function deletePortfolio(
  databaseUrl: string,
  uid: string,
  ids: string[],
  batchSize = 1000,
): Promise<void> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const update: Record<string, null> = {};
    for (const id of ids.slice(start, start + batchSize)) update[`buildings/${id}`] = null;
    await adminPatch(databaseUrl, update);
  }
  await adminPatch(databaseUrl, { [`users/${uid}`]: null, [`portfolios/${uid}`]: null });
}

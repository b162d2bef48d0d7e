/**
 * What the browser benchmarks share: the demo owner's sign-in, and admin REST access to the stack's
 * database emulator (to seed and remove generated data).
 */
import type { Page } from 'playwright-core';
import { EQUIPMENT_RECORDS_PER_WRITE } from '../../functions/src/shared/domain/equipment-import/write-steps.ts';
import type { Equipment } from '../../functions/src/shared/schemas/stored/equipment.ts';
import { signIn } from './browser.ts';
import type { BenchStack } from './stack.ts';

export const DEMO_OWNER = { email: 'demo@facet.example', password: 'facet-demo-2026' };
const NAMESPACE = 'demo-facet-default-rtdb';

/** An admin REST call to the stack's database emulator (`Bearer owner`); resolves its JSON. */
export async function adminDatabase(
  stack: BenchStack,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${stack.databaseUrl}${path}.json?ns=${NAMESPACE}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((failure: unknown) => {
    throw new Error(`${method} ${path} failed`, { cause: failure });
  });
  if (!response.ok) {
    const reason = await response.text().catch(() => '');
    throw new Error(`${method} ${path}: ${response.status} ${reason}`.trim());
  }
  return response.json();
}

/** The demo owner's uid, from the Auth emulator. */
export async function demoOwnerUid(stack: BenchStack): Promise<string> {
  const response = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_OWNER, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { localId: string }).localId;
}

/** Opens `url`, signs in as the demo owner and waits for the element `readyTestId`. */
export async function signInAsDemoOwner(page: Page, url: string, readyTestId: string) {
  await signIn(page, url, DEMO_OWNER, page.getByTestId(readyTestId));
}

/** The meta of a building of `uid` that the wizard finished, created and updated at `atMs`. */
function finishedMeta(uid: string, atMs: number) {
  return {
    ownerUid: uid,
    createdBy: uid,
    status: 'permanent',
    createdAtMs: atMs,
    updatedAtMs: atMs,
    wizard: { step: 'done', percent: 100 },
  };
}

/** A building of `uid` with a name and the euro, written as the wizard finishes one. */
function generatedBuilding(buildingId: string, uid: string, name: string, atMs: number) {
  return {
    [`buildings/${buildingId}/meta`]: finishedMeta(uid, atMs),
    [`buildings/${buildingId}/general`]: { name, currency: 'EUR' },
    [`buildings/${buildingId}/members/${uid}`]: 'owner',
    [`users/${uid}/buildings/${buildingId}`]: true,
  };
}

/**
 * A finished building of `uid` created now with `content` (description, bills, systems…), written
 * whole with the user's index as one update: for the benches that write it with the triggers on,
 * so that the stack's recompute stores its figures.
 */
export function finishedBuilding(
  uid: string,
  buildingId: string,
  content: Record<string, unknown>,
) {
  return {
    [`buildings/${buildingId}`]: {
      meta: finishedMeta(uid, Date.now()),
      members: { [uid]: 'owner' },
      ...content,
    },
    [`users/${uid}/buildings/${buildingId}`]: true,
  };
}

/** Removes what `generatedBuilding` wrote, and the building's figures. */
function removedBuilding(buildingId: string, uid: string) {
  return {
    [`buildings/${buildingId}`]: null,
    [`users/${uid}/buildings/${buildingId}`]: null,
    [`metrics/${buildingId}`]: null,
  };
}

/**
 * Writes (or with `null`, removes) a building's register in updates of at most
 * `EQUIPMENT_RECORDS_PER_WRITE` records, as the equipment import does: each record fires
 * `onEquipmentWritten`, and the database refuses a write that would trigger more than 500
 * functions in a region (Firebase's limit, which the emulator enforces).
 */
async function writeRegisterInSteps(
  stack: BenchStack,
  buildingId: string,
  register: Record<string, Equipment>,
  removing: boolean,
): Promise<void> {
  const keys = Object.keys(register);
  for (let start = 0; start < keys.length; start += EQUIPMENT_RECORDS_PER_WRITE) {
    const step = keys.slice(start, start + EQUIPMENT_RECORDS_PER_WRITE);
    await adminDatabase(
      stack,
      'PATCH',
      `/equipment/${buildingId}`,
      Object.fromEntries(step.map((key) => [key, removing ? null : register[key]])),
    );
  }
}

export interface DemoRegister {
  /** Starts the building's id, before the time: a left-over building names its bench. */
  idPrefix: string;
  /** The generated assets by key (support/equipment-data.ts). */
  register: Record<string, Equipment>;
  /** When the building was created and updated. */
  atMs: number;
}

/**
 * A building of the demo owner named after its asset count, with `register` as its equipment,
 * written (the triggers on) for `use` and removed afterwards whatever happened: the register
 * benches measure screens of the seeded owner without leaving a building behind.
 */
export async function withDemoRegister(
  stack: BenchStack,
  { idPrefix, register, atMs }: DemoRegister,
  use: (buildingId: string) => Promise<void>,
): Promise<void> {
  const uid = await demoOwnerUid(stack);
  const buildingId = `${idPrefix}${Date.now().toString(36)}`;
  const name = `Bench: ${Object.keys(register).length} assets`;
  try {
    await adminDatabase(stack, 'PATCH', '/', generatedBuilding(buildingId, uid, name, atMs));
    await writeRegisterInSteps(stack, buildingId, register, false);
    await use(buildingId);
  } finally {
    await writeRegisterInSteps(stack, buildingId, register, true);
    await adminDatabase(stack, 'PATCH', '/', removedBuilding(buildingId, uid));
  }
}

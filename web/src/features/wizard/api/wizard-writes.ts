import { push, ref, update } from 'firebase/database';
import { newBuildingRecord } from '@shared/domain/building/building-create';
import { buildingDeleteUpdate } from '@shared/domain/building/building-delete';
import { editorNameOf } from '@shared/domain/account/editor-name';
import { buildingPhotoUpdate } from '@shared/domain/building/image-paths';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import type { AuthUser } from '@/lib/auth/auth-service';
import { loadDatabase } from '@/lib/firebase';
import { answered } from '@/lib/answered';
import type { WizardProgressUpdate } from '../utils/wizard-flow';

export interface Editor {
  user: AuthUser;
  /** Name shown as "Edited by". */
  name: string;
}

export function editorOf(user: AuthUser): Editor {
  return { user, name: editorNameOf(user) };
}

/** Meta fields a save touches; ownerUid and createdAtMs are never rewritten. */
function metaPaths(
  buildingId: string,
  editor: Editor,
  nowMs: number,
  progress: WizardProgressUpdate,
) {
  const meta = `buildings/${buildingId}/meta`;
  return {
    [`${meta}/updatedAtMs`]: nowMs,
    [`${meta}/editedBy`]: editor.name,
    [`${meta}/editedByUid`]: editor.user.uid,
    [`${meta}/status`]: progress.status,
    [`${meta}/wizard`]: {
      step: progress.step,
      percent: progress.percent,
      ...(Object.keys(progress.done).length ? { done: progress.done } : {}),
    },
  };
}

/**
 * Creates a Temporary building with its General Information: meta, general, the writer as owner
 * and the portfolio index entry in one multi-path update (the rules demand all of them together).
 * `parts.general` carries the building's currency: the wizard gives it its creator's
 * (`withNewBuildingCurrency`) unless the user chose one. A Building Photo picked before this
 * first save (`photo`) is stored in the same update (`/images`, `/thumbnails`). Returns the new id.
 */
export async function createBuilding(
  editor: Editor,
  parts: Record<string, unknown>,
  progress: WizardProgressUpdate,
  nowMs: number,
  photo: ProcessedImage | null = null,
): Promise<string> {
  const database = await loadDatabase();
  const buildingId = push(ref(database, 'buildings')).key;
  if (!buildingId) throw new Error('Could not allocate a building id');
  const base = `buildings/${buildingId}`;
  const { meta, members } = newBuildingRecord({
    ownerUid: editor.user.uid,
    editorName: editor.name,
    nowMs,
    status: progress.status,
    wizard: {
      step: progress.step,
      percent: progress.percent,
      ...(Object.keys(progress.done).length ? { done: progress.done } : {}),
    },
  });
  const writes: Record<string, unknown> = {
    [`${base}/meta`]: meta,
    [`users/${editor.user.uid}/buildings/${buildingId}`]: true,
  };
  for (const [uid, role] of Object.entries(members)) writes[`${base}/members/${uid}`] = role;
  for (const [part, value] of Object.entries(parts)) writes[`${base}/${part}`] = value ?? null;
  if (photo) Object.assign(writes, buildingPhotoUpdate(buildingId, photo));
  await answered(update(ref(database), writes));
  return buildingId;
}

/**
 * Saves one step's parts (`{general: {...}}`, or several for Activity) and the wizard progress in
 * one multi-path update: either all of it is stored or none (a failed write leaves nothing half
 * written). An empty part is removed.
 */
export async function saveParts(
  buildingId: string,
  editor: Editor,
  parts: Record<string, unknown>,
  progress: WizardProgressUpdate,
  nowMs: number,
): Promise<void> {
  const database = await loadDatabase();
  const writes: Record<string, unknown> = metaPaths(buildingId, editor, nowMs, progress);
  for (const [part, value] of Object.entries(parts)) {
    const empty =
      value === undefined ||
      (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
    writes[`buildings/${buildingId}/${part}`] = empty ? null : value;
  }
  await answered(update(ref(database), writes));
}

/**
 * Deletes the building and everything under it in one multi-path update: the building, its
 * equipment, series and measures, and every member's portfolio entry. Only the owner may.
 * (Derived `/metrics` and summaries are removed by functions.)
 */
export async function deleteBuilding(
  buildingId: string,
  memberUids: readonly string[],
): Promise<void> {
  const database = await loadDatabase();
  await answered(update(ref(database), buildingDeleteUpdate(buildingId, memberUids)));
}

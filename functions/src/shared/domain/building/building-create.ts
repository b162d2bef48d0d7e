import type { BuildingMeta } from '../../schemas/stored/building-meta.js';

/** Who creates a building, when, and where its wizard stands. */
export interface NewBuilding {
  ownerUid: string;
  /** The creator's name as "Edited by" shows it (`editorNameOf`). */
  editorName: string;
  nowMs: number;
  status: BuildingMeta['status'];
  wizard: BuildingMeta['wizard'];
  /** Set by the CSV import only: the registry id it matched on, and the import itself. */
  externalId?: string;
  importId?: string;
}

/**
 * The stored start of every new building, whoever makes it (the wizard's first save, the CSV
 * import): its `meta` (owner, status, created and edited now by the creator, the wizard's
 * progress) and its `members`, the creator as owner. The rules demand both in the write that
 * creates the building; the deleting counterpart is `buildingDeleteUpdate` beside this file.
 */
export function newBuildingRecord(building: NewBuilding): {
  meta: BuildingMeta;
  members: Record<string, 'owner'>;
} {
  const { ownerUid, editorName, nowMs, status, wizard, externalId, importId } = building;
  return {
    meta: {
      ownerUid,
      status,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
      editedBy: editorName,
      editedByUid: ownerUid,
      wizard,
      ...(externalId ? { externalId } : {}),
      // An import's buildings name the import; any other's its creator, whose creation fires
      // `onBuildingCreated` (an import's fire nothing: it lists them itself).
      ...(importId ? { importId } : { createdBy: ownerUid }),
    },
    members: { [ownerUid]: 'owner' },
  };
}

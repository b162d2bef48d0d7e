import { describe, expect, it } from 'vitest';
import { buildingMetaSchema } from '../../schemas/stored/building-meta.js';
import { newBuildingRecord } from './building-create.js';

describe('newBuildingRecord', () => {
  it('starts a building owned, created and edited by its creator, in a valid meta', () => {
    const { meta, members } = newBuildingRecord({
      ownerUid: 'u1',
      editorName: 'Eva Nováková',
      nowMs: 1_700_000_000_000,
      status: 'temporary',
      wizard: { step: 'general', percent: 0 },
    });
    expect(buildingMetaSchema.parse(meta)).toEqual({
      ownerUid: 'u1',
      status: 'temporary',
      createdAtMs: 1_700_000_000_000,
      updatedAtMs: 1_700_000_000_000,
      editedBy: 'Eva Nováková',
      editedByUid: 'u1',
      wizard: { step: 'general', percent: 0 },
      createdBy: 'u1',
    });
    expect(members).toEqual({ u1: 'owner' });
  });

  it("keeps the import's registry id and import id, and only when given; an import's building names no creator", () => {
    const imported = newBuildingRecord({
      ownerUid: 'u1',
      editorName: 'E',
      nowMs: 1,
      status: 'temporary',
      wizard: { step: 'general', percent: 0 },
      externalId: 'espm:499045',
      importId: 'imp1',
    });
    expect(imported.meta.externalId).toBe('espm:499045');
    expect(imported.meta.importId).toBe('imp1');
    // Its creation must fire no function (onBuildingCreated watches meta/createdBy).
    expect('createdBy' in imported.meta).toBe(false);
    const plain = newBuildingRecord({
      ownerUid: 'u1',
      editorName: 'E',
      nowMs: 1,
      status: 'temporary',
      wizard: { step: 'general', percent: 0 },
      externalId: '',
    });
    expect('externalId' in plain.meta).toBe(false);
    expect('importId' in plain.meta).toBe(false);
    expect(plain.meta.createdBy).toBe('u1');
  });
});

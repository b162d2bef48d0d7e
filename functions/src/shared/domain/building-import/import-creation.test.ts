import { describe, expect, it } from 'vitest';
import { isImportCreation } from './import-creation.js';

const meta = { ownerUid: 'u1', status: 'temporary', createdAtMs: 1, updatedAtMs: 1 };
const imported = { meta: { ...meta, importId: '-Nimport' }, members: { u1: 'owner' } };
const created = { meta, members: { u1: 'owner' } };

describe('isImportCreation', () => {
  it('is an import creating a building: absent before, after with the import named', () => {
    expect(isImportCreation(null, imported)).toBe(true);
  });

  it('is not a creation by a person (no import named)', () => {
    expect(isImportCreation(null, created)).toBe(false);
    expect(isImportCreation(null, { ...created, meta: { ...meta, importId: '' } })).toBe(false);
    expect(isImportCreation(null, { ...created, meta: { ...meta, importId: 7 } })).toBe(false);
  });

  it('is not a later write of an imported building, nor its removal', () => {
    expect(isImportCreation(imported, { ...imported, general: { name: 'Renamed' } })).toBe(false);
    expect(isImportCreation(imported, null)).toBe(false);
  });

  it('is not a write without a building shape', () => {
    expect(isImportCreation(null, null)).toBe(false);
    expect(isImportCreation(null, 'text')).toBe(false);
    expect(isImportCreation(null, { members: { u1: 'owner' } })).toBe(false);
    expect(isImportCreation(null, { meta: null })).toBe(false);
  });
});

/**
 * `/searchIndex/{uid}/{buildingId}` follows writes through the database triggers (the per-user
 * copies, functions/src/services/search-index.ts): a building's members get its search entry, an
 * equipment or measure added by a member appears in every member's entry, a member removed loses
 * theirs, and a deleted building leaves no entry. Runs against the stack's emulators.
 */
import { describe, expect, it } from 'vitest';
import { searchIndexEntrySchema } from '../../functions/src/shared/schemas/derived/search-index.js';
import {
  DATABASE_HOST,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  eventually,
  userWrite,
} from '../support/emulators.js';

interface Entry {
  title: string;
  city: string;
  equipment?: Record<
    string,
    { assetId: string; name: string; type: string; manufacturer?: string }
  >;
  measures?: Record<string, { name: string }>;
}

describe.runIf(DATABASE_HOST)(
  'the search index follows the buildings',
  { timeout: 240_000 },
  () => {
    it('gives members the entry, adds equipment and measures, and removes it from a removed member and a deleted building', async () => {
      const [owner, editor] = await Promise.all([createAccount(), createAccount()]);
      const id = await createOwnedBuilding(owner, { name: 'Müller Haus', city: 'Plzeň' });
      const ownerEntry = `/searchIndex/${owner.uid}/${id}`;
      const editorEntry = `/searchIndex/${editor.uid}/${id}`;
      await eventually<Entry>(ownerEntry, (entry) => entry?.title === 'Müller Haus');

      await adminDatabase('PATCH', '/', {
        [`buildings/${id}/members/${editor.uid}`]: 'editor',
        [`users/${editor.uid}/buildings/${id}`]: true,
      });
      await eventually<Entry>(editorEntry, (entry) => entry?.city === 'Plzeň');

      // Equipment added by the editor reaches both members' entries, private fields left out.
      await userWrite(editor, 'PUT', `/equipment/${id}/e1`, {
        assetId: 'AHU-01',
        name: 'Lüftungsgerät',
        type: 'Air handling unit',
        manufacturer: 'Weiß & Söhne',
        initialValue: 50_000,
      });
      for (const path of [ownerEntry, editorEntry]) {
        const entry = await eventually<Entry>(
          path,
          (value) => value?.equipment?.['e1'] !== undefined,
        );
        expect(entry?.equipment).toEqual({
          e1: {
            assetId: 'AHU-01',
            name: 'Lüftungsgerät',
            type: 'Air handling unit',
            manufacturer: 'Weiß & Söhne',
          },
        });
        expect(searchIndexEntrySchema.safeParse(entry).success).toBe(true);
      }
      await userWrite(owner, 'PUT', `/measures/${id}/m1`, {
        name: 'LED retrofit',
        kind: 'ledReplacement',
        status: 'proposed',
      });
      await eventually<Entry>(
        editorEntry,
        (entry) => entry?.measures?.['m1']?.name === 'LED retrofit',
      );
      // A renamed building is renamed in the entries.
      await userWrite(owner, 'PATCH', `/buildings/${id}/general`, { name: 'Weiß Haus' });
      await eventually<Entry>(editorEntry, (entry) => entry?.title === 'Weiß Haus');

      // The editor removed as a member loses the entry; the owner keeps theirs.
      await userWrite(owner, 'PATCH', '/', {
        [`buildings/${id}/members/${editor.uid}`]: null,
        [`users/${editor.uid}/buildings/${id}`]: null,
      });
      await eventually(editorEntry, (entry) => entry === null);
      expect(((await adminDatabase('GET', ownerEntry)) as Entry | null)?.title).toBe('Weiß Haus');

      // The building deleted: no entry is left.
      await userWrite(owner, 'PATCH', '/', {
        [`buildings/${id}`]: null,
        [`equipment/${id}`]: null,
        [`measures/${id}`]: null,
        [`users/${owner.uid}/buildings/${id}`]: null,
      });
      await eventually(ownerEntry, (entry) => entry === null);
    });
  },
);

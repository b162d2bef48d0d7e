import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  HOSTING_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
} from '../support/emulators.js';

const FIXTURES = new URL('../fixtures/equipment-import/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const text = (value: string) => new TextEncoder().encode(value);
const TEN_MB = 10 * 1024 * 1024;

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function upload(
  token: string,
  buildingId: string,
  bytes: Uint8Array,
  fileName = 'register.csv',
  type = 'text/csv',
  origin = FUNCTIONS_ORIGIN,
): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type }), fileName);
  const response = await fetch(`${origin}/imports/equipment?buildingId=${buildingId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Register = Record<string, Record<string, unknown>>;
const register = async (buildingId: string) =>
  ((await adminDatabase('GET', `/equipment/${buildingId}`)) ?? {}) as Register;
const byAssetId = (records: Register) =>
  Object.fromEntries(Object.values(records).map((record) => [record['assetId'], record]));

/** A building with an owner, and an editor and a viewer added as members. */
async function sharedBuilding() {
  const [owner, editor, viewer] = await Promise.all([
    createAccount(),
    createAccount(),
    createAccount(),
  ]);
  const buildingId = await createOwnedBuilding(owner);
  await adminDatabase('PATCH', `/buildings/${buildingId}/members`, {
    [editor.uid]: 'editor',
    [viewer.uid]: 'viewer',
  });
  return { buildingId, owner, editor, viewer };
}

describe.runIf(DATABASE_HOST)('{host}/imports/equipment', () => {
  it('an editor imports a CMMS export through Hosting: records, conventions, unused columns', async () => {
    const { buildingId, editor } = await sharedBuilding();
    const reply = await upload(
      editor.idToken,
      buildingId,
      fixture('cmms-export.csv'),
      'assets.csv',
      'text/csv',
      HOSTING_ORIGIN,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      fileName: 'assets.csv',
      rows: 5,
      created: 5,
      updated: 0,
      unchanged: 0,
      skippedCount: 0,
      subSystemInferred: 2,
      unusedColumns: [
        { header: 'Category', reason: 'duplicate' },
        { header: 'Serial', reason: 'notStored' },
      ],
      conventions: {
        delimiter: ',',
        decimalSeparator: { value: '.', basis: 'detected' },
        dateOrder: { value: 'monthFirst', basis: 'detected' },
      },
    });
    const records = byAssetId(await register(buildingId));
    expect(records['CH-01']).toEqual({
      assetId: 'CH-01',
      name: 'Chiller 1',
      type: 'Centrifugal Chiller',
      location: 'Roof plant room',
      manufacturer: 'Trane',
      model: 'CVHE 500',
      installedOn: '2012-03-14',
      commissionedOn: '2012-04-02',
      initialValue: 412500,
      replacementValue: 520000,
      expectedLifeYears: 25,
      warrantyYears: 5,
      conditionPct: 72,
      capacityKwh: 1750,
      system: 'HVAC',
      subSystem: 'cooling',
    });
    expect(records['AHU-01']?.['subSystem']).toBe('mechanicalVentilation');
    expect(records['B-01']?.['subSystem']).toBe('heating');
  });

  it('reads the Czech (Windows-1250, semicolons, decimal commas) and German registers', async () => {
    const { buildingId, owner } = await sharedBuilding();
    const czech = await upload(owner.idToken, buildingId, fixture('czech-semicolons.csv'));
    expect(czech.body).toMatchObject({
      created: 3,
      skippedCount: 0,
      unusedColumns: [],
      conventions: {
        delimiter: ';',
        encoding: 'windows-1250',
        decimalSeparator: { value: ',', basis: 'detected' },
        dateOrder: null,
      },
    });
    const german = await upload(owner.idToken, buildingId, fixture('german.csv'));
    expect(german.body).toMatchObject({ created: 3, skippedCount: 0, unusedColumns: [] });
    const records = byAssetId(await register(buildingId));
    expect(records['VZT-01']).toMatchObject({
      name: 'Vzduchotechnická jednotka 1',
      subSystem: 'mechanicalVentilation',
      installedOn: '2014-09-01',
      initialValue: 1250000.5,
      conditionPct: 78.5,
    });
    expect(records['TC-01']?.['subSystem']).toBe('heating');
    expect(records['KM-01']).toMatchObject({
      name: 'Kältemaschine 1',
      subSystem: 'cooling',
      commissionedOn: '2016-06-01',
      initialValue: 312000,
      warrantyYears: 5,
    });
    expect(records['AUF-01']?.['subSystem']).toBe('others');
  });

  it('a file with one bad row writes the good ones and lists the bad one', async () => {
    const { buildingId, owner } = await sharedBuilding();
    const reply = await upload(owner.idToken, buildingId, fixture('one-bad-row.csv'));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      created: 2,
      skippedCount: 1,
      skipped: [{ line: 3, reason: 'validation:outOfRange', column: 'Condition', value: '140' }],
    });
    expect(Object.keys(byAssetId(await register(buildingId))).sort()).toEqual(['P-01', 'P-03']);
  });

  it('a re-import updates the same records instead of duplicating them, keeping their logs', async () => {
    const { buildingId, owner } = await sharedBuilding();
    const bytes = fixture('cmms-export.csv');
    await upload(owner.idToken, buildingId, bytes);
    const before = await register(buildingId);
    const chillerId = Object.keys(before).find((id) => before[id]?.['assetId'] === 'CH-01')!;
    const log = { kind: 'maintenance', date: '2025-01-10', durationHours: 3 };
    await adminDatabase('PATCH', `/equipment/${buildingId}/${chillerId}`, {
      logs: { l1: log },
      conditionPct: 50,
    });
    const again = await upload(owner.idToken, buildingId, bytes);
    expect(again.body).toMatchObject({ created: 0, updated: 1, unchanged: 4, skippedCount: 0 });
    const after = await register(buildingId);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after[chillerId]).toMatchObject({ conditionPct: 72, logs: { l1: log } });
  });

  it('refuses a viewer and a stranger, writing nothing', async () => {
    const { buildingId, viewer } = await sharedBuilding();
    const stranger = await createAccount();
    for (const token of [viewer.idToken, stranger.idToken]) {
      const reply = await upload(token, buildingId, fixture('cmms-export.csv'));
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ reason: 'import.notAllowed' });
    }
    expect(await register(buildingId)).toEqual({});
  });

  it('refuses a file that is not CSV, 10 MB or more, empty, or has no importable row', async () => {
    const { buildingId, editor } = await sharedBuilding();
    const pdf = await upload(
      editor.idToken,
      buildingId,
      text('%PDF-1.4'),
      'r.pdf',
      'application/pdf',
    );
    expect([pdf.status, pdf.body['reason']]).toEqual([400, 'import.notCsv']);
    const binary = await upload(editor.idToken, buildingId, new Uint8Array([0, 1, 2, 3, 0, 0]));
    expect([binary.status, binary.body['reason']]).toEqual([400, 'file.notText']);
    const large = new Uint8Array(TEN_MB).fill(0x41);
    const tooLarge = await upload(editor.idToken, buildingId, large);
    expect([tooLarge.status, tooLarge.body['reason']]).toEqual([413, 'import.fileTooLarge']);
    const empty = await upload(editor.idToken, buildingId, new Uint8Array());
    expect([empty.status, empty.body['reason']]).toEqual([422, 'file.empty']);
    const noId = await upload(editor.idToken, buildingId, text('Name,Type\nPump,Pump\n'));
    expect([noId.status, noId.body['reason']]).toEqual([422, 'import.headerNotRecognised']);
    const allBad = await upload(
      editor.idToken,
      buildingId,
      text('Asset ID,Name,Type,Condition\nX-1,X,X,140\n,Y,Y,50\n'),
    );
    expect(allBad.status).toBe(200);
    expect(allBad.body).toMatchObject({ created: 0, updated: 0, skippedCount: 2 });
    expect(await register(buildingId)).toEqual({});
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  HOSTING_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  forgeIdToken,
} from '../support/emulators.js';

interface Upload {
  buildingId: string;
  scope: string;
  equipmentId?: string;
  target?: string;
}

async function upload(
  query: Upload,
  body: string | Uint8Array,
  token: string | undefined,
  origin = FUNCTIONS_ORIGIN,
) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const headers: Record<string, string> = { 'Content-Type': 'text/csv' };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(`${origin}/series/upload?${params}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function buildingWithEquipment(owner: { uid: string }) {
  const buildingId = await createOwnedBuilding(owner);
  await adminDatabase('PATCH', '/', {
    [`equipment/${buildingId}/chiller1`]: { name: 'Chiller 1', subSystem: 'cooling' },
    [`equipment/${buildingId}/ahu1`]: { name: 'AHU 1', subSystem: 'mechanicalVentilation' },
  });
  return buildingId;
}

/** A year of 15-minute readings (35,040 rows) as a `;` file with decimal commas. */
function yearOfQuarterHours(): string {
  const start = Date.UTC(2025, 0, 1);
  const lines = ['Timestamp;Value;Unit'];
  for (let i = 0; i < 35_040; i += 1) {
    const at = new Date(start + i * 15 * 60_000).toISOString().slice(0, 16);
    lines.push(`${at};${(1 + (i % 4) * 0.25).toFixed(2).replace('.', ',')};kWh`);
  }
  return lines.join('\r\n');
}

describe.runIf(DATABASE_HOST)('{host}/series/upload', () => {
  it('stores a year of 15-minute data as 12 monthly chunks of one series', async () => {
    const owner = await createAccount();
    const buildingId = await buildingWithEquipment(owner);
    const before = (await adminDatabase(
      'GET',
      `/buildings/${buildingId}/meta/updatedAtMs`,
    )) as number;
    const stored = await upload(
      { buildingId, scope: 'cooling', equipmentId: 'chiller1' },
      yearOfQuarterHours(),
      owner.idToken,
    );
    // The building changed: its figures show as out of date until recomputed.
    expect(
      (await adminDatabase('GET', `/buildings/${buildingId}/meta/updatedAtMs`)) as number,
    ).toBeGreaterThan(before);
    expect(stored).toEqual({
      status: 200,
      body: {
        seriesId: 'cooling~chiller1',
        rows: 35_040,
        months: Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`),
        firstAt: Date.UTC(2025, 0, 1),
        lastAt: Date.UTC(2025, 11, 31, 23, 45),
        intervalMinutes: 15,
        timestampsAt: 'start',
        timestampsFrom: 'default',
      },
    });
    const meta = await adminDatabase('GET', `/series/${buildingId}/cooling~chiller1/meta`);
    expect(meta).toEqual({
      scope: 'cooling',
      equipmentId: 'chiller1',
      unit: 'kWh',
      source: 'upload',
      intervalMinutes: 15,
    });
    const february = (await adminDatabase(
      'GET',
      `/series/${buildingId}/cooling~chiller1/chunks/2025-02`,
    )) as { t: number[]; v: number[] };
    expect(february.t).toHaveLength(28 * 96);
    expect(february.t.slice(0, 3)).toEqual([0, 15, 30]);
    expect(february.v.slice(0, 4)).toEqual([1, 1.25, 1.5, 1.75]);
  });

  it('replaces the months a new upload covers and keeps the others', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const first = 'Timestamp,Value,Unit\n2025-01-01 00:00,1,kWh\n2025-02-01 00:00,2,kWh\n';
    expect((await upload({ buildingId, scope: 'overall' }, first, owner.idToken)).status).toBe(200);
    const second = 'Timestamp,Value,Unit\n2025-02-01 00:00,0.005,MWh\n2025-03-01 00:00,3,kWh\n';
    expect((await upload({ buildingId, scope: 'overall' }, second, owner.idToken)).status).toBe(
      200,
    );
    expect(await adminDatabase('GET', `/series/${buildingId}/overall/chunks`)).toEqual({
      '2025-01': { t: [0], v: [1] },
      '2025-02': { t: [0], v: [5] },
      '2025-03': { t: [0], v: [3] },
    });
  });

  it('lists bad rows by line with a reason and writes nothing', async () => {
    const owner = await createAccount();
    const buildingId = await buildingWithEquipment(owner);
    const file = [
      'Zeitstempel;Wert;Einheit',
      '01.01.2025 00:00;1,5;kWh',
      '01.01.2025 00:15;x;kWh',
      '32.01.2025 00:30;1;kWh',
      '01.01.2025 00:45;1;therms',
    ].join('\n');
    const rejected = await upload(
      { buildingId, scope: 'mechanicalVentilation', equipmentId: 'ahu1' },
      file,
      owner.idToken,
    );
    expect(rejected).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'unprocessable',
        reason: 'upload.badRows',
        issueCount: 3,
        rowCount: 3,
        issues: [
          { line: 3, code: 'cell.notANumber', detail: 'x' },
          { line: 4, code: 'cell.notATimestamp', detail: '32.01.2025 00:30' },
          { line: 5, code: 'row.unknownUnit', detail: 'therms' },
        ],
      }),
    });
    expect(await adminDatabase('GET', `/series/${buildingId}`)).toBeNull();
  });

  it('counts the rows that cannot be read apart from their problems', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const file = 'Timestamp,Value,Unit\nx,y,therms\n2025-01-01 01:00,,\n2025-01-01 02:00,1,kWh\n';
    expect(await upload({ buildingId, scope: 'overall' }, file, owner.idToken)).toEqual({
      status: 422,
      body: expect.objectContaining({
        message: '2 rows cannot be read (5 problems).',
        reason: 'upload.badRows',
        issueCount: 5,
        rowCount: 2,
      }),
    });
  });

  it('stores an end-stamped file at the start of each interval, without a stray month', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    // January's last two hours, stamped at their end: the last one is written 24:00.
    const file = 'Date,Time,kWh\n31.01.2025,23:00,1\n31.01.2025,24:00,2\n';
    expect(await upload({ buildingId, scope: 'overall' }, file, owner.idToken)).toEqual({
      status: 200,
      body: {
        seriesId: 'overall',
        rows: 2,
        months: ['2025-01'],
        firstAt: Date.UTC(2025, 0, 31, 22),
        lastAt: Date.UTC(2025, 0, 31, 23),
        intervalMinutes: 60,
        timestampsAt: 'end',
        timestampsFrom: 'hour24',
      },
    });
    expect(await adminDatabase('GET', `/series/${buildingId}/overall/chunks`)).toEqual({
      '2025-01': { t: [30 * 1440 + 22 * 60, 30 * 1440 + 23 * 60], v: [1, 2] },
    });
  });

  it("stores a utility's Green Button download as it comes", async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const file = new Uint8Array(
      readFileSync(
        new URL('../fixtures/series-upload/pge-green-button-15min.csv', import.meta.url),
      ),
    );
    expect(await upload({ buildingId, scope: 'overall' }, file, owner.idToken)).toMatchObject({
      status: 200,
      body: {
        rows: 288,
        months: ['2025-01', '2025-02'],
        firstAt: Date.UTC(2025, 0, 30),
        lastAt: Date.UTC(2025, 1, 1, 23, 45),
        timestampsAt: 'start',
        timestampsFrom: 'header',
      },
    });
  });

  it('says which columns a file without them needs, and which headers it has', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const refused = await upload(
      { buildingId, scope: 'overall' },
      'Time stamp,Reading\n2025-01-01 00:00,1\n',
      owner.idToken,
    );
    expect(refused).toEqual({
      status: 422,
      body: expect.objectContaining({
        reason: 'file.missingColumns',
        found: ['Time stamp', 'Reading'],
        message: expect.stringContaining('needs a timestamp column and a value column'),
      }),
    });
    expect(await adminDatabase('GET', `/series/${buildingId}`)).toBeNull();
  });

  it('answers monthly totals for the consumption rows without storing anything', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const file = 'Timestamp,Value,Unit\n2025-01-01,100,kWh\n2025-01-15,0.2,MWh\n2025-02-01,50,kWh';
    expect(
      await upload({ buildingId, scope: 'overall', target: 'monthlyTotals' }, file, owner.idToken),
    ).toEqual({
      status: 200,
      body: {
        rows: 3,
        months: [
          { month: '2025-01', consumptionKwh: 300 },
          { month: '2025-02', consumptionKwh: 50 },
        ],
        // 14 days is the shorter of the two gaps, each seen once.
        intervalMinutes: 14 * 1440,
        timestampsAt: 'start',
        timestampsFrom: 'default',
      },
    });
    expect(await adminDatabase('GET', `/series/${buildingId}`)).toBeNull();
  });

  it('lets editors upload but not viewers or strangers (403), nor callers without a token (401)', async () => {
    const owner = await createAccount();
    const editor = await createAccount();
    const viewer = await createAccount();
    const stranger = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    await adminDatabase('PATCH', `/buildings/${buildingId}/members`, {
      [editor.uid]: 'editor',
      [viewer.uid]: 'viewer',
    });
    const file = 'Timestamp,Value,Unit\n2025-01-01 00:00,1,kWh\n';
    const query = { buildingId, scope: 'overall' };
    expect((await upload(query, file, editor.idToken)).status).toBe(200);
    expect((await upload(query, file, viewer.idToken)).body).toMatchObject({
      code: 'permission-denied',
      reason: 'upload.notAllowed',
    });
    expect((await upload(query, file, stranger.idToken)).status).toBe(403);
    expect((await upload(query, file, undefined)).status).toBe(401);
    const forged = forgeIdToken({ uid: owner.uid });
    expect((await upload(query, file, forged)).status).toBe(401);
  });

  it('requires equipment of the scope for a sub-system series', async () => {
    const owner = await createAccount();
    const buildingId = await buildingWithEquipment(owner);
    const file = 'Timestamp,Value,Unit\n2025-01-01 00:00,1,kWh\n';
    expect((await upload({ buildingId, scope: 'cooling' }, file, owner.idToken)).status).toBe(400);
    expect(
      (await upload({ buildingId, scope: 'cooling', equipmentId: 'ahu1' }, file, owner.idToken))
        .body,
    ).toMatchObject({ code: 'not-found', reason: 'upload.noSuchEquipment' });
    expect(
      (await upload({ buildingId, scope: 'lighting', equipmentId: 'nothing' }, file, owner.idToken))
        .status,
    ).toBe(404);
  });

  it('refuses files that are not CSV text, are empty or have no rows', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const query = { buildingId, scope: 'overall' };
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(await upload(query, zip, owner.idToken)).toEqual({
      status: 400,
      body: expect.objectContaining({ reason: 'file.notText' }),
    });
    expect((await upload(query, '', owner.idToken)).body).toMatchObject({ reason: 'file.empty' });
    expect((await upload(query, 'Timestamp,Value,Unit\n', owner.idToken)).body).toMatchObject({
      reason: 'file.noRows',
    });
    expect(
      (await upload(query, 'Timestamp,Value\n"2025-01-01,1\n2025-01-02,2\n', owner.idToken)).body,
    ).toMatchObject({ reason: 'file.unclosedQuote' });
  });

  it('refuses files above 20 MB (413)', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const big = new Uint8Array(20 * 1024 * 1024 + 1).fill(0x31);
    expect(await upload({ buildingId, scope: 'overall' }, big, owner.idToken)).toEqual({
      status: 413,
      body: expect.objectContaining({ reason: 'upload.tooLarge' }),
    });
  });

  it('is reached through the Hosting rewrite of /series/**', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const file = 'Timestamp,Value,Unit\n2025-01-01 00:00,1,kWh\n';
    const stored = await upload(
      { buildingId, scope: 'overall' },
      file,
      owner.idToken,
      HOSTING_ORIGIN,
    );
    expect(stored).toMatchObject({ status: 200, body: { seriesId: 'overall', rows: 1 } });
  });
});

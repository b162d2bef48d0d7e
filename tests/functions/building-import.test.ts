import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  HOSTING_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  eventually,
  forgeIdToken,
} from '../support/emulators.js';
import { removePortfolioQuietly } from '../support/quiet-data.js';

const IMPORT = `${FUNCTIONS_ORIGIN}/imports/buildings`;
const SAMPLES = new URL('../fixtures/seed-platform/', import.meta.url);
const sample = (name: string) => new Uint8Array(readFileSync(new URL(name, SAMPLES)));
const TEN_MB = 10 * 1024 * 1024;

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function upload(
  token: string | undefined,
  bytes: Uint8Array,
  fileName = 'buildings.csv',
  type = 'text/csv',
  url = IMPORT,
): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type }), fileName);
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const text = (value: string) => new TextEncoder().encode(value);

async function portfolioIds(uid: string): Promise<string[]> {
  return Object.keys(((await adminDatabase('GET', `/users/${uid}/buildings`)) ?? {}) as object);
}

// Two tests wait for the imported buildings' figures, which the bulk recompute queue computes
// behind the other suites' imports: the multi-year one took 18.6 s in one CI run and went past the
// suites' 30 s in the next.
describe.runIf(DATABASE_HOST)('{host}/imports/buildings', { timeout: 120_000 }, () => {
  it('imports the Portfolio Manager sample: 512 Temporary buildings and the report', async () => {
    const account = await createAccount();
    const reply = await upload(account.idToken, sample('simple_data-portfolio-manager-sample.csv'));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      format: 'portfolioManager',
      rows: 512,
      created: 512,
      updated: 0,
      skipped: 0,
    });
    const ids = await portfolioIds(account.uid);
    expect(ids).toHaveLength(512);
    const first = (reply.body['buildings'] as { buildingId: string; line: number }[])[0];
    expect(first?.line).toBe(2);
    const building = (await adminDatabase('GET', `/buildings/${first?.buildingId}`)) as Record<
      string,
      Record<string, unknown>
    >;
    expect(building['meta']).toMatchObject({
      ownerUid: account.uid,
      status: 'temporary',
      externalId: 'espm:499045',
      wizard: { step: 'general', percent: 0 },
    });
    expect(building['members']).toEqual({ [account.uid]: 'owner' });
    expect(building['general']).toMatchObject({
      name: '120243 E True Lane',
      grossFloorAreaM2: 24614.57,
      country: 'US',
      // The importer has no profile: new buildings are in USD.
      currency: 'USD',
    });
    const report = (await adminDatabase(
      'GET',
      `/imports/${account.uid}/${String(reply.body['importId'])}`,
    )) as Record<string, unknown>;
    expect(report).toMatchObject({ created: 512, fileName: 'buildings.csv' });
    // The commit lists them with their summaries: the Portfolio shows all 512 at once.
    expect(
      Object.keys((await adminDatabase('GET', `/portfolios/${account.uid}`)) as object),
    ).toHaveLength(512);
    // Their figures are not this test's concern: the suites after it need the queue.
    await removePortfolioQuietly(account.uid);
  });

  it('imports the covered-buildings sample (512) and the full ESPM export (3), through Hosting too', async () => {
    const account = await createAccount();
    const covered = await upload(
      account.idToken,
      sample('simple_data-covered-buildings-sample.csv'),
      'covered.csv',
      'text/csv',
      `${HOSTING_ORIGIN}/imports/buildings`,
    );
    expect(covered.status).toBe(200);
    expect(covered.body).toMatchObject({ format: 'coveredBuildings', created: 512, skipped: 0 });
    const espm = await upload(account.idToken, sample('test_espm.csv'), 'test_espm.csv');
    expect(espm.body).toMatchObject({ format: 'portfolioManager', created: 3, skipped: 0 });
    expect(await portfolioIds(account.uid)).toHaveLength(515);
    await removePortfolioQuietly(account.uid);
  });

  it('a re-import matches the same buildings instead of duplicating them, and leaves them as they are', async () => {
    const account = await createAccount();
    const bytes = sample('test_espm.csv');
    const first = await upload(account.idToken, bytes);
    const again = await upload(account.idToken, bytes);
    expect(again.status).toBe(200);
    // Nothing in the file differs from what the first import stored: nothing is written.
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 0 });
    const ids = (reply: Reply) =>
      (reply.body['buildings'] as { buildingId: string }[]).map((entry) => entry.buildingId);
    expect(ids(again)).toEqual(ids(first));
    expect(await portfolioIds(account.uid)).toHaveLength(3);
    // Their figures come from the recompute queue, the one path an import's buildings take.
    for (const id of ids(first)) {
      await eventually(`/metrics/${id}/computedAtMs`, (value) => typeof value === 'number');
    }
  });

  it('matches an owned building by name and address and keeps its status', async () => {
    const account = await createAccount();
    const id = await createOwnedBuilding(account, {
      name: 'Radnice',
      street: 'Náměstí 1',
      city: 'Brno',
    });
    const reply = await upload(
      account.idToken,
      text(
        'Název budovy;Ulice;Město;Postaveno\nRADNICE;náměstí 1;Brno;1910\nNová;Jiná 2;Brno;2001\n',
      ),
    );
    expect(reply.body).toMatchObject({ created: 1, updated: 1 });
    const building = (await adminDatabase('GET', `/buildings/${id}`)) as Record<
      string,
      Record<string, unknown>
    >;
    expect(building['general']).toMatchObject({ name: 'RADNICE', constructionYear: 1910 });
    expect(building['meta']).toMatchObject({ status: 'permanent' });
  });

  it("gives new buildings the file's currency, else the importer's profile currency; a matched building keeps its own", async () => {
    const account = await createAccount();
    await adminDatabase('PUT', `/users/${account.uid}/profile`, {
      language: 'cs',
      theme: 'system',
      currency: 'CZK',
      units: 'metric',
    });
    const id = await createOwnedBuilding(account, {
      name: 'Radnice',
      street: 'Náměstí 1',
      city: 'Brno',
    });
    await adminDatabase('PUT', `/buildings/${id}/general/currency`, 'EUR');
    const reply = await upload(
      account.idToken,
      text(
        'Název budovy;Ulice;Město;Měna\nRADNICE;náměstí 1;Brno;\nNová;Jiná 2;Brno;\nŠvýcarská;Jiná 3;Brno;chf\nZlá;Jiná 4;Brno;Kč\n',
      ),
    );
    expect(reply.body).toMatchObject({ created: 2, updated: 1, skipped: 1 });
    expect(reply.body['skippedRows']).toEqual([
      { line: 5, columnIndex: 3, column: 'Měna', reason: 'import.currencyUnknown', value: 'Kč' },
    ]);
    const currencies: Record<number, unknown> = {};
    for (const entry of reply.body['buildings'] as { buildingId: string; line: number }[]) {
      currencies[entry.line] = await adminDatabase(
        'GET',
        `/buildings/${entry.buildingId}/general/currency`,
      );
    }
    expect(currencies).toEqual({ 2: 'EUR', 3: 'CZK', 4: 'CHF' });
  });

  it('a multi-year file: one building per property, its latest year as General Information, every year kept and used', async () => {
    const account = await createAccount();
    const file = text(
      [
        'OSEBuildingID,DataYear,PropertyName,Address,City,State,ZipCode,PrimaryPropertyType,PropertyGFATotal,YearBuilt,Electricity(kWh),NaturalGas(therms)',
        '1,2015,Mayflower Park Hotel,405 Olive Way,Seattle,WA,98101,Hotel,88434,1927,1156514,12764.5',
        '2,2015,Paramount Hotel,724 Pine St,Seattle,WA,98101,Hotel,103566,1996,950425.2,51450.8',
        '1,2016,Mayflower Park Hotel,405 Olive Way,Seattle,WA,98101,Hotel,88434,1927,1144996,12846.3',
        // Renamed in 2016: still the same property (its id).
        '2,2016,The Paramount,724 Pine St,Seattle,WA,98101,Hotel,103566,1996,1200000,50000',
        '1,2014,Mayflower Park Hotel,405 Olive Way,Seattle,WA,98101,Hotel,88434,1927,1100000,13000',
        // The same year twice is a duplicate.
        '1,2016,Mayflower Park Hotel,405 Olive Way,Seattle,WA,98101,Hotel,88434,1927,1,1',
        '',
      ].join('\n'),
    );
    const reply = await upload(account.idToken, file);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      rows: 6,
      created: 2,
      updated: 0,
      skipped: 1,
      years: { first: 2014, last: 2016, earlierRows: 3 },
      historyYears: 5,
    });
    expect(reply.body['skippedRows']).toMatchObject([{ line: 7, reason: 'import.duplicateId' }]);
    const ids = await portfolioIds(account.uid);
    expect(ids).toHaveLength(2);
    const buildings = await Promise.all(
      ids.map(async (id) => ({
        id,
        ...((await adminDatabase('GET', `/buildings/${id}`)) as {
          general: { name: string };
          reportedYears: Record<string, { electricityKwh: number; naturalGasKwh: number }>;
        }),
      })),
    );
    const byName = new Map(buildings.map((building) => [building.general.name, building]));
    expect([...byName.keys()].sort()).toEqual(['Mayflower Park Hotel', 'The Paramount']);
    const mayflower = byName.get('Mayflower Park Hotel')!;
    expect(Object.keys(mayflower.reportedYears).sort()).toEqual(['2014', '2015', '2016']);
    expect(mayflower.reportedYears['2016']).toMatchObject({
      electricityKwh: 1144996,
      // 12,846.3 therms × 29.3071 kWh/therm (100,000 Btu × 1055.05585262 J / 3.6 MJ)
      naturalGasKwh: 376487.9,
    });
    expect(Object.keys(byName.get('The Paramount')!.reportedYears).sort()).toEqual([
      '2015',
      '2016',
    ]);
    // Without bills, the latest year gives each carrier's annual total (recomputed after it).
    await eventually(`/metrics/${mayflower.id}/computedAtMs`, (value) => typeof value === 'number');
    const metrics = (await adminDatabase('GET', `/metrics/${mayflower.id}`)) as {
      energy: {
        carriers: Record<string, { siteKwh: number; reportedYear?: number; basis: string }>;
      };
    };
    expect(metrics.energy.carriers['electricity']).toMatchObject({
      reportedYear: 2016,
      basis: 'modelled',
    });
    expect(metrics.energy.carriers['electricity']!.siteKwh).toBeCloseTo(1144996, -1);
    expect(metrics.energy.carriers['naturalGas']!.siteKwh).toBeCloseTo(376487.9, -1);

    // The same file again: the Mayflower is left as it is (nothing written to it); the
    // Paramount's 2015 name differs from the stored one, so its 2015 row is written and its
    // 2016 row after it, which leaves its stored name as it was.
    const stamp = (id: string) => adminDatabase('GET', `/buildings/${id}/meta/updatedAtMs`);
    const mayflowerStamp = await stamp(mayflower.id);
    const again = await upload(account.idToken, file);
    expect(again.body).toMatchObject({ created: 0, updated: 1, unchanged: 1, skipped: 1 });
    expect(
      (again.body['buildings'] as { name: string; action: string }[])
        .map((entry) => [entry.name, entry.action])
        .sort(),
    ).toEqual([
      ['Mayflower Park Hotel', 'unchanged'],
      ['The Paramount', 'updated'],
    ]);
    expect(await stamp(mayflower.id)).toBe(mayflowerStamp);
    const paramount = byName.get('The Paramount')!;
    expect(await adminDatabase('GET', `/buildings/${paramount.id}/general/name`)).toBe(
      'The Paramount',
    );
  });

  it('reports skipped rows with line, column and reason, and duplicate ids', async () => {
    const account = await createAccount();
    const reply = await upload(
      account.idToken,
      text(
        'Property Id,Property Name,Address 1,Year Built\n1,A,1 Main St,1990\n1,A again,1 Main St,1990\n2,B,2 Main St,19x0\n',
      ),
    );
    expect(reply.body).toMatchObject({ created: 1, skipped: 2 });
    expect(reply.body['skippedRows']).toEqual([
      { line: 3, reason: 'import.duplicateId', columnIndex: 0, column: 'Property Id', value: '1' },
      { line: 4, columnIndex: 3, column: 'Year Built', reason: 'cell.notANumber', value: '19x0' },
    ]);
  });

  it('refuses a file of 10 MB + 1 byte with 413 and stores nothing', async () => {
    const account = await createAccount();
    const header = 'Building Name,City\n';
    const row = 'Padding building,Springfield\n';
    const body = header + row.repeat(Math.ceil((TEN_MB + 1) / row.length));
    const bytes = text(body).subarray(0, TEN_MB + 1);
    const reply = await upload(account.idToken, bytes);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ reason: 'import.fileTooLarge' });
    expect(await portfolioIds(account.uid)).toEqual([]);
  });

  it('refuses what is not CSV, by name and type and by content', async () => {
    const account = await createAccount();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
    const byName = await upload(account.idToken, png, 'photo.png', 'image/png');
    expect(byName).toMatchObject({ status: 400, body: { reason: 'import.notCsv' } });
    const byContent = await upload(account.idToken, png, 'photo.csv', 'text/csv');
    expect(byContent).toMatchObject({ status: 400, body: { reason: 'file.notText' } });
    const noHeader = await upload(account.idToken, text('{"json": true}\n'), 'data.csv');
    expect(noHeader).toMatchObject({ status: 422, body: { reason: 'import.headerNotRecognised' } });
  });

  it('an unreadable row leaves nothing half-written', async () => {
    const account = await createAccount();
    const rows = Array.from({ length: 50 }, (_, index) => `Building ${index},Street ${index}`);
    const reply = await upload(
      account.idToken,
      text(`Building Name,Street Name\n${rows.join('\n')}\nBroken,"unclosed\nLast,Row\n`),
    );
    expect(reply).toMatchObject({
      status: 422,
      body: { reason: 'file.unclosedQuote', line: 52 },
    });
    expect(await portfolioIds(account.uid)).toEqual([]);
    expect(await adminDatabase('GET', `/imports/${account.uid}`)).toBeNull();
  });

  it('refuses a missing or forged token with 401', async () => {
    const bytes = sample('test_espm.csv');
    expect((await upload(undefined, bytes)).status).toBe(401);
    const account = await createAccount();
    expect((await upload(forgeIdToken({ uid: 'nobody-here' }), bytes)).status).toBe(401);
    expect((await upload('not-a-token', bytes)).status).toBe(401);
    expect(await portfolioIds(account.uid)).toEqual([]);
  });

  it('answers 405 for other methods and 400 without a file', async () => {
    const account = await createAccount();
    const get = await fetch(IMPORT, { headers: { Authorization: `Bearer ${account.idToken}` } });
    expect(get.status).toBe(405);
    const empty = await fetch(IMPORT, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.idToken}`, 'Content-Type': 'text/csv' },
      body: 'Building Name\nA\n',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ reason: 'import.fileMissing' });
  });
});

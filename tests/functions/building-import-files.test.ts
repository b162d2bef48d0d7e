import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ImportFileRefusal,
  parseImportFile,
} from '../../functions/src/services/building-import/parse-import.js';

/**
 * The import's reading of real and generated files, without the emulators: the SEED Platform
 * samples (tests/fixtures/seed-platform, copied from ../shared/data) and the trap fixtures of tests/fixtures/building-import.
 */
const SAMPLES = new URL('../fixtures/seed-platform/', import.meta.url);
const FIXTURES = new URL('../fixtures/building-import/', import.meta.url);
const read = (base: URL, name: string) => new Uint8Array(readFileSync(new URL(name, base)));

describe('building import: the shared sample files', () => {
  it('reads the Portfolio Manager sample: 512 buildings, ft² to m², "Not Available" names', async () => {
    const parsed = await parseImportFile(read(SAMPLES, 'simple_data-portfolio-manager-sample.csv'));
    expect(parsed).toMatchObject({ format: 'portfolioManager', encoding: 'utf-8', rows: 512 });
    expect(parsed.buildings).toHaveLength(512);
    expect(parsed.issues).toEqual([]);
    expect(parsed.buildings[0]).toEqual({
      line: 2,
      externalId: 'espm:499045',
      general: {
        name: '120243 E True Lane',
        street: '120243 E True Lane',
        postCode: '10107-7915',
        city: 'EnergyTown',
        state: 'Illinois',
        country: 'US',
        grossFloorAreaM2: 24614.57,
        constructionYear: 1990,
      },
      // Source EUI 156.6 and national median source EUI 272.5 kBtu/ft² × 3.154591.
      reported: {
        reportingYear: 2010,
        energyStarScore: 91,
        siteEuiKwhPerM2: 148,
        sourceEuiKwhPerM2: 494,
        nationalMedianSourceEuiKwhPerM2: 859.6,
      },
    });
  });

  it('reads the covered-buildings sample: 512 buildings, areas written with units, year 0 unknown', async () => {
    const parsed = await parseImportFile(read(SAMPLES, 'simple_data-covered-buildings-sample.csv'));
    expect(parsed).toMatchObject({ format: 'coveredBuildings', rows: 512 });
    expect(parsed.buildings).toHaveLength(512);
    expect(parsed.issues).toEqual([]);
    const lines = new Map(parsed.buildings.map((building) => [building.line, building]));
    expect(lines.get(30)?.general.grossFloorAreaM2).toBeCloseTo(249090 * 0.09290304, 1);
    expect(lines.get(47)?.general).not.toHaveProperty('constructionYear');
    expect(parsed.header.unused.map((column) => column.header)).toEqual(['BLDGS', 'Owner']);
  });

  it('reads the full Portfolio Manager export: 3 buildings, kWh and therms, ~240 unused columns', async () => {
    const parsed = await parseImportFile(read(SAMPLES, 'test_espm.csv'));
    expect(parsed).toMatchObject({ format: 'portfolioManager', rows: 3 });
    expect(parsed.buildings.map((building) => building.general.name)).toEqual([
      'Database1',
      'Database2',
      'Database3',
    ]);
    expect(parsed.buildings[2]?.reported).toMatchObject({
      reportingYear: 2013,
      electricityKwh: 3894099,
      // 81,334.677 therms × 29.3071 kWh/therm
      naturalGasKwh: 2383684.1,
    });
    expect(parsed.header.unused.length).toBeGreaterThan(200);
  });
});

describe('building import: the traps', () => {
  it('UTF-8 BOM, quoted thousands separators, a blank line, a long and a short row', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'template-bom.csv'));
    expect(parsed).toMatchObject({ format: 'template', encoding: 'utf-8', rows: 4 });
    expect(parsed.buildings.map((building) => [building.line, building.general.name])).toEqual([
      [2, 'Riverside Office'],
      [4, 'North School'],
      [5, 'Corner Shop'],
    ]);
    // Cells past the header are ignored; a row short of the header's cells is refused whole.
    expect(parsed.issues).toEqual([
      {
        line: 6,
        columnIndex: 8,
        column: 'Constructed',
        reason: 'import.tooFewCells',
        value: '8/10',
      },
    ]);
    expect(parsed.buildings[0]?.general.grossFloorAreaM2).toBe(2400.5);
    expect(parsed.buildings[0]?.reported.electricityKwh).toBe(310000);
    expect(parsed.buildings[1]?.general).toMatchObject({ country: 'US', useType: 'education' });
  });

  it('Windows-1250 with ";" and decimal commas (Czech Excel)', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'czech-windows-1250.csv'));
    expect(parsed).toMatchObject({ encoding: 'windows-1250', delimiter: ';', format: 'template' });
    expect(parsed.options.decimalSeparator).toBe(',');
    expect(parsed.buildings[0]?.general).toMatchObject({
      name: 'Radnice Žďár',
      city: 'Žďár nad Sázavou',
      grossFloorAreaM2: 1234.5,
      useType: 'institution',
    });
    expect(parsed.buildings[0]?.reported.electricityKwh).toBe(98765.4);
    expect(parsed.buildings[1]?.general.country).toBe('CZ');
  });

  it('Windows-1252 with ";" and 1.234,5 numbers (German Excel)', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'german-windows-1252.csv'));
    expect(parsed).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(parsed.buildings[0]?.general).toMatchObject({
      name: 'Bürohaus Müllerstraße',
      grossFloorAreaM2: 1234.5,
      country: 'DE',
    });
    expect(parsed.buildings[0]?.reported.electricityKwh).toBe(210000.5);
  });

  it('Seattle: float noise, kWh preferred over its kBtu twin, therms to kWh, NULL as absent', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'seattle-style.csv'));
    expect(parsed.format).toBe('cityBenchmarking');
    expect(parsed.buildings[0]?.general).toMatchObject({
      useType: 'hospitality',
      storeysAboveGround: 12,
      grossFloorAreaM2: 8215.79,
      latitudeDeg: 47.6122,
    });
    expect(parsed.buildings[0]?.reported).toEqual({
      reportingYear: 2016,
      energyStarScore: 60,
      // 81.69999695 kBtu/ft² × 3.154591; 12,764.5293 therms × 29.307107
      siteEuiKwhPerM2: 257.7,
      electricityKwh: 1156514.3,
      naturalGasKwh: 374091.4,
    });
    expect(parsed.buildings[2]?.reported).not.toHaveProperty('energyStarScore');
  });

  it('New York: blank first header, mojibake ft², mixed dates, a bad row by line and column', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'new-york-style.csv'));
    expect(parsed.format).toBe('cityBenchmarking');
    expect(parsed.buildings.map((building) => building.reported.reportingYear)).toEqual([
      2016, 2016, 2016,
    ]);
    expect(parsed.buildings[0]?.general.grossFloorAreaM2).toBeCloseTo(2158000 * 0.09290304, 1);
    expect(parsed.issues).toEqual([
      {
        line: 5,
        columnIndex: 7,
        column: 'DOF Gross Floor Area (ft¬≤)',
        reason: 'cell.notANumber',
        value: 'lots',
      },
    ]);
  });

  it('a file cut off in its last row: the cut row is refused as cut, a net export kept', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'cut-off.csv'));
    expect(parsed.rows).toBe(2);
    expect(parsed.buildings).toHaveLength(1);
    expect(parsed.buildings[0]).toMatchObject({
      line: 2,
      externalId: 'espm:1001',
      // 120,000 ft² × 0.09290304 m²/ft² = 11,148.3648 m²
      general: { name: 'Harbor Office', grossFloorAreaM2: 11148.36, country: 'US' },
      // Exported more than it bought: kept below zero, not dropped.
      reported: { reportingYear: 2023, electricityKwh: -15000.5 },
    });
    expect(parsed.issues).toEqual([
      {
        line: 3,
        columnIndex: 3,
        column: 'City',
        reason: 'import.rowCut',
        value: '3/9',
      },
    ]);
  });

  it('a title line above the header, UTF-16 LE', async () => {
    const parsed = await parseImportFile(read(FIXTURES, 'titled-utf16le.csv'));
    expect(parsed).toMatchObject({ encoding: 'utf-16le', rows: 1 });
    expect(parsed.buildings[0]).toMatchObject({ line: 3, externalId: 'espm:9001' });
  });

  it('refuses what cannot be imported, with a reason and line', async () => {
    const refusal = async (text: string | Uint8Array) => {
      const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
      return parseImportFile(bytes).then(
        () => null,
        (failure: unknown) =>
          failure instanceof ImportFileRefusal
            ? { reason: failure.reason, line: failure.line }
            : failure,
      );
    };
    expect(await refusal('')).toEqual({ reason: 'file.empty', line: 1 });
    expect(await refusal('\r\n\r\n')).toEqual({ reason: 'file.empty', line: 1 });
    expect(await refusal('timestamp,value\n2025-01-01,3\n')).toEqual({
      reason: 'import.headerNotRecognised',
      line: 1,
    });
    expect(await refusal('Building Name,City\n')).toEqual({ reason: 'import.noRows' });
    expect(await refusal('Building Name,City\nA,"Prague\nB,Brno\n')).toEqual({
      reason: 'file.unclosedQuote',
      line: 2,
    });
    expect(await refusal(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02]))).toEqual({
      reason: 'file.notText',
      line: 1,
    });
  });
});

describe('building import: reading in chunks', () => {
  it('reads every sample and trap file the same at any chunk size (header, options, rows, lines)', async () => {
    const files = [
      ...[
        'simple_data-portfolio-manager-sample.csv',
        'simple_data-covered-buildings-sample.csv',
        'test_espm.csv',
      ].map((name) => read(SAMPLES, name)),
      ...[
        'template-bom.csv',
        'czech-windows-1250.csv',
        'german-windows-1252.csv',
        'seattle-style.csv',
        'new-york-style.csv',
        'titled-utf16le.csv',
      ].map((name) => read(FIXTURES, name)),
    ];
    for (const bytes of files) {
      const whole = await parseImportFile(bytes, { chunkBytes: bytes.byteLength + 1 });
      for (const chunkBytes of [7, 100, 4096]) {
        expect(await parseImportFile(bytes, { chunkBytes })).toEqual(whole);
      }
    }
  });
});

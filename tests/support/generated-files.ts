/**
 * Generated import files for the tests and benchmarks that need sizes no fixture has: a Portfolio
 * Manager-style export of any number of rows (with its traps: quoted thousands, "Not Available",
 * two date formats) and an asset register of any number of assets.
 */

const PORTFOLIO_MANAGER_HEADER =
  'Property Id,Property Name,Year Ending,Property Floor Area (Buildings and Parking) (ft2),Address 1,Address 2,City,State/Province,Postal Code,Year Built,ENERGY STAR Score,Site EUI (kBtu/ft2),Natural Gas Use (therms),Electricity Use - Grid Purchase (kWh),Primary Property Type - Self Selected,Organization';
const TYPES = [
  'Office',
  'K-12 School',
  'Hotel',
  'Retail Store',
  'Multifamily Housing',
  'Warehouse',
];
const CITIES = ['EnergyTown', 'Springfield', 'Gotham', 'Riverside', 'Fairview'];

/** Row `index` of {@link portfolioManagerFile}; `firstId` offsets its Property Id. */
function portfolioManagerRow(index: number, firstId: number): string {
  const area = 20_000 + ((index * 7919) % 480_000);
  return [
    String(firstId + index),
    index % 5 === 0 ? 'Not Available' : `"Building ${index}, Block ${index % 97}"`,
    index % 2 ? '12/31/16' : '2016-12-31',
    `"${area.toLocaleString('en-US')}"`,
    `${1000 + (index % 9000)} ${['N', 'S', 'E', 'W'][index % 4]} Main Street`,
    'Not Available',
    CITIES[index % CITIES.length],
    'Illinois',
    `${10_100 + (index % 900)}-${String(index % 10_000).padStart(4, '0')}`,
    String(1900 + (index % 120)),
    index % 3 ? String(1 + (index % 100)) : 'Not Available',
    (30 + (index % 1500) / 10).toFixed(1),
    index % 4 ? `"${(10_000 + index * 3.5).toLocaleString('en-US')}"` : 'Not Available',
    `"${(100_000 + index * 41).toLocaleString('en-US')}"`,
    TYPES[index % TYPES.length],
    `"Owner ${index % 313} Holdings, Property and Facility Management LLC"`,
  ].join(',');
}

/**
 * A Portfolio Manager-like export: `rows` rows, or as many as fit in `targetBytes`. Property ids
 * start at `firstId` (distinct files for distinct runs).
 */
export function portfolioManagerFile(
  size: { rows: number } | { targetBytes: number },
  firstId = 500_000,
): { bytes: Uint8Array; rows: number } {
  const lines = [PORTFOLIO_MANAGER_HEADER];
  let bytes = PORTFOLIO_MANAGER_HEADER.length + 1;
  for (let index = 0; ; index += 1) {
    if ('rows' in size ? index >= size.rows : bytes >= size.targetBytes) break;
    const line = portfolioManagerRow(index, firstId);
    lines.push(line);
    bytes += line.length + 1;
  }
  return { bytes: new TextEncoder().encode(`${lines.join('\n')}\n`), rows: lines.length - 1 };
}

const ASSET_TYPES = ['Pump', 'Air Handling Unit', 'Boiler', 'Fan Coil Unit', 'LED Luminaire'];

/** An asset register of `assets` rows, Equipment IDs `{prefix}-00001`… */
export function assetRegisterFile(assets: number, prefix = 'A'): Uint8Array {
  const lines = ['Equipment ID,Name,Type,Location,Install Date,Expected Life,Condition'];
  for (let index = 1; index <= assets; index += 1) {
    const id = `${prefix}-${String(index).padStart(5, '0')}`;
    lines.push(
      [
        id,
        `${ASSET_TYPES[index % ASSET_TYPES.length]} ${index}`,
        ASSET_TYPES[index % ASSET_TYPES.length],
        `Level ${index % 12}`,
        `${2005 + (index % 18)}-0${1 + (index % 9)}-15`,
        String(10 + (index % 20)),
        String(40 + (index % 60)),
      ].join(','),
    );
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

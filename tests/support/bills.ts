import { monthKeyOfMs } from '../../functions/src/shared/domain/common/months.js';

/** A month's bill row as the Electricity step stores it (`/buildings/{id}/electricity/rows`). */
export interface BillRow {
  month: string;
  cost: number;
  consumptionKwh: number;
}

/**
 * `months` monthly bills ending with last month (the analysis year is the 12 months before now),
 * keyed `r1` (last month) … `rN`, each costing 900 in the building's currency, with the
 * consumption `kwhOf(back, date)` gives (`back` months ago, `date` the month's first day, UTC).
 */
export function monthlyBills(
  months: number,
  kwhOf: (back: number, date: Date) => number,
  today = new Date(),
): Record<string, BillRow> {
  const rows: Record<string, BillRow> = {};
  for (let back = 1; back <= months; back += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    rows[`r${back}`] = {
      month: monthKeyOfMs(date.getTime()),
      cost: 900,
      consumptionKwh: kwhOf(back, date),
    };
  }
  return rows;
}

/**
 * The General step of the tests' described building: an office of 1,500 m² on three storeys in
 * the Czech Republic (Brno unless `city` says otherwise).
 */
export function officeGeneral(name: string, city = 'Brno') {
  return {
    name,
    useType: 'office',
    country: 'CZ',
    city,
    grossFloorAreaM2: 1500,
    storeysAboveGround: 3,
  } as const;
}

/**
 * A row's address completed from what the file gives: the house number of a column of its own
 * before the street, the street as the name of a row without one, Canadian postal codes written
 * as Canada Post writes them, and the country inferred from the state or post code.
 */
import type { CellValue } from './cell-read.js';
import { countryOfRegion } from './country.js';

/** Canada Post's postal code shape (`T2E 7L7`), written in any case, with or without its space. */
const CANADIAN_POSTAL_CODE = /^([A-Za-z]\d[A-Za-z]) ?(\d[A-Za-z]\d)$/;

/**
 * Completes the General Information read from a row, in place: `houseNumber` is the cell of a
 * house number column; the country of a row that neither gives nor implies one is
 * `defaultCountry` (see `RowReadOptions`).
 */
export function completeAddress(
  general: Record<string, CellValue>,
  houseNumber: string | undefined,
  defaultCountry: string | undefined,
): void {
  // A house number of its own column goes before the street ("1155" + "AVENUE OF THE AMER").
  const street = general['street'];
  if (houseNumber !== undefined && typeof street === 'string' && !street.startsWith(houseNumber)) {
    general['street'] = `${houseNumber} ${street}`;
  }
  if (general['name'] === undefined && general['street'] !== undefined) {
    general['name'] = general['street'];
  }
  const postCode = general['postCode'];
  if (general['country'] === undefined || general['country'] === 'CA') {
    const canadian = typeof postCode === 'string' ? CANADIAN_POSTAL_CODE.exec(postCode) : null;
    // Canada Post writes postal codes in capitals with a space (`t2e7l7` → `T2E 7L7`).
    if (canadian) general['postCode'] = `${canadian[1]} ${canadian[2]}`.toUpperCase();
  }
  if (general['country'] === undefined) {
    const inferred = countryOfRegion(
      general['state'] as string | undefined,
      general['postCode'] as string | undefined,
    );
    if (inferred) general['country'] = inferred;
    else if (defaultCountry) general['country'] = defaultCountry;
  }
}

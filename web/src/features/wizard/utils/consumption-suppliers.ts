/**
 * Electricity suppliers offered in the Electricity Supplier Company select (spec 3.5): large
 * retail suppliers of the countries we serve. The stored value is the name; a supplier that is
 * not listed is entered as Other Electricity Supplier. Names are proper nouns and not translated.
 */
export const ELECTRICITY_SUPPLIERS: readonly {
  country: 'CZ' | 'DE' | 'AT' | 'US';
  name: string;
}[] = [
  { country: 'CZ', name: 'ČEZ Prodej' },
  { country: 'CZ', name: 'PRE – Pražská energetika' },
  { country: 'CZ', name: 'E.ON Energie' },
  { country: 'CZ', name: 'innogy Energie' },
  { country: 'CZ', name: 'Centropol Energy' },
  { country: 'CZ', name: 'MND' },
  { country: 'DE', name: 'E.ON Energie Deutschland' },
  { country: 'DE', name: 'Vattenfall Europe Sales' },
  { country: 'DE', name: 'EnBW' },
  { country: 'DE', name: 'SWM Versorgungs GmbH' },
  { country: 'DE', name: 'EWE Vertrieb' },
  { country: 'DE', name: 'Yello Strom' },
  { country: 'AT', name: 'Wien Energie' },
  { country: 'AT', name: 'EVN' },
  { country: 'AT', name: 'Verbund' },
  { country: 'AT', name: 'Energie Steiermark' },
  { country: 'AT', name: 'Salzburg AG' },
  { country: 'AT', name: 'Kelag' },
  { country: 'US', name: 'Con Edison' },
  { country: 'US', name: 'ComEd' },
  { country: 'US', name: 'Pacific Gas and Electric' },
  { country: 'US', name: 'Duke Energy' },
  { country: 'US', name: 'Southern California Edison' },
  { country: 'US', name: 'Florida Power & Light' },
];

/**
 * Select options: the listed suppliers ("Name (CZ)"), a stored supplier that is no longer listed
 * (so an old value still shows), then "Other" under `otherValue`.
 */
export function supplierOptions(
  stored: string | undefined,
  otherValue: string,
  otherLabel: string,
): { value: string; label: string }[] {
  const listed = ELECTRICITY_SUPPLIERS.map(({ country, name }) => ({
    value: name,
    label: `${name} (${country})`,
  }));
  const unlisted =
    stored !== undefined && stored !== otherValue && !listed.some((o) => o.value === stored)
      ? [{ value: stored, label: stored }]
      : [];
  return [...listed, ...unlisted, { value: otherValue, label: otherLabel }];
}

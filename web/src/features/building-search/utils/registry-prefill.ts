import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import type { RegistryEntry } from '@shared/schemas/stored/registry';

/** The General Information values a chosen registry building fills in (nothing is saved yet). */
export function registryPrefill(entry: RegistryEntry): BuildingGeneral {
  const value: Record<string, unknown> = {
    name: entry.name,
    street: entry.street,
    city: entry.city,
    state: entry.state,
    postCode: entry.postCode,
    country: entry.country,
    grossFloorAreaM2: entry.grossFloorAreaM2,
    constructionYear: entry.constructionYear,
    useType: entry.useType,
    latitudeDeg: entry.latitudeDeg,
    longitudeDeg: entry.longitudeDeg,
  };
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== ''),
  ) as BuildingGeneral;
}

/** One line of address: street, post code and city, state, country. */
export function registryAddress(entry: RegistryEntry): string {
  return [
    entry.street,
    [entry.postCode, entry.city].filter(Boolean).join(' '),
    entry.state,
    entry.country,
  ]
    .filter(Boolean)
    .join(', ');
}

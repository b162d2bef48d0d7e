/**
 * Suggestions from an online geocoding provider for the wizard's online search (spec 2.7; issue
 * 5: "when configured online, a geocoding provider"). The provider answers in the format of
 * OpenStreetMap's Nominatim search API (`format=jsonv2&addressdetails=1`), which Nominatim,
 * Photon's Nominatim mode and several commercial hosts share. Pure: parsing and merging only.
 */
import { z } from 'zod';
import type { RegistryEntry } from '../../schemas/stored/registry.js';

const nominatimPlaceSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: z.string(),
  lon: z.string(),
  name: z.string().optional(),
  display_name: z.string().optional(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      state: z.string().optional(),
      postcode: z.string().optional(),
      country_code: z.string().optional(),
    })
    .optional(),
});

/**
 * Registry-shaped suggestions from a Nominatim-format answer. A place without a street and town,
 * or with an unreadable position, is left out: it could not fill in the General Information.
 * Floor area, year and use type are unknown to a geocoder and stay empty for the user.
 */
export function geocoderSuggestions(answer: unknown): RegistryEntry[] {
  if (!Array.isArray(answer)) return [];
  const out: RegistryEntry[] = [];
  for (const item of answer) {
    const parsed = nominatimPlaceSchema.safeParse(item);
    if (!parsed.success) continue;
    const place = parsed.data;
    const address = place.address ?? {};
    const road = address.road ?? address.pedestrian;
    const city = address.city ?? address.town ?? address.village ?? address.municipality;
    const latitudeDeg = Number(place.lat);
    const longitudeDeg = Number(place.lon);
    if (!road || !city || !address.country_code) continue;
    if (!Number.isFinite(latitudeDeg) || Math.abs(latitudeDeg) > 90) continue;
    if (!Number.isFinite(longitudeDeg) || Math.abs(longitudeDeg) > 180) continue;
    const street = address.house_number ? `${road} ${address.house_number}` : road;
    out.push({
      id: `geo-${place.place_id}`,
      name: place.name || street,
      street,
      city,
      ...(address.state ? { state: address.state } : {}),
      ...(address.postcode ? { postCode: address.postcode } : {}),
      country: address.country_code.toUpperCase(),
      latitudeDeg,
      longitudeDeg,
      source: 'geocoder',
    });
  }
  return out;
}

const key = (entry: RegistryEntry) =>
  `${entry.street}|${entry.city}|${entry.country}`.toLocaleLowerCase('en');

/**
 * Registry matches first (they carry floor area, year and use type), then geocoded addresses not
 * already among them, at most `max` in all.
 */
export function mergeSuggestions(
  registry: readonly RegistryEntry[],
  geocoded: readonly RegistryEntry[],
  max: number,
): RegistryEntry[] {
  const seen = new Set(registry.map(key));
  const extra = geocoded.filter((entry) => {
    const k = key(entry);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return [...registry, ...extra].slice(0, max);
}

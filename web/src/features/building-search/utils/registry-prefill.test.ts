import { describe, expect, it } from 'vitest';
import { buildingGeneralSchema } from '@shared/schemas/stored/building-general';
import { registryAddress, registryPrefill } from './registry-prefill';

describe('registryPrefill', () => {
  it('maps a registry building to valid General Information values, leaving unknowns out', () => {
    const prefill = registryPrefill({
      id: 'us-10107-true-lane',
      name: '120243 E True Lane',
      street: '120243 E True Lane',
      city: 'EnergyTown',
      state: 'Illinois',
      postCode: '10107-7915',
      country: 'US',
      grossFloorAreaM2: 24615,
      useType: 'office',
    });
    expect(prefill).toEqual({
      name: '120243 E True Lane',
      street: '120243 E True Lane',
      city: 'EnergyTown',
      state: 'Illinois',
      postCode: '10107-7915',
      country: 'US',
      grossFloorAreaM2: 24615,
      useType: 'office',
    });
    expect(buildingGeneralSchema.safeParse(prefill).success).toBe(true);
    expect(
      registryAddress({ id: 'x', name: 'n', street: '1 Main St', city: 'Town', country: 'US' }),
    ).toBe('1 Main St, Town, US');
  });
});

describe('registryPrefill of a geocoded address', () => {
  it('fills in the position the geocoder found', () => {
    expect(
      registryPrefill({
        id: 'geo-1',
        name: 'Palác Koruna',
        street: 'Václavské náměstí 1',
        city: 'Praha',
        country: 'CZ',
        latitudeDeg: 50.0852,
        longitudeDeg: 14.4264,
        source: 'geocoder',
      }),
    ).toEqual({
      name: 'Palác Koruna',
      street: 'Václavské náměstí 1',
      city: 'Praha',
      country: 'CZ',
      latitudeDeg: 50.0852,
      longitudeDeg: 14.4264,
    });
  });
});

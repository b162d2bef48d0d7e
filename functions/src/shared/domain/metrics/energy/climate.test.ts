import { describe, expect, it } from 'vitest';
import { climateFor, distanceKm } from './climate.js';

describe('climateFor', () => {
  it('takes the nearest station within 250 km', () => {
    const match = climateFor({ name: 'B', latitudeDeg: 50.0929, longitudeDeg: 14.4521 });
    expect(match.station.code).toBe('prague');
    expect(match.distanceKm).toBeLessThan(5);
    expect(match.climate.monthlyMeanTemperatureDegC).toHaveLength(12);
  });

  it('matches by city name without coordinates ("Praha 8", "München", "Wien")', () => {
    expect(climateFor({ name: 'B', city: 'Praha 8' }).station.code).toBe('prague');
    expect(climateFor({ name: 'B', city: 'München' }).station.code).toBe('munich');
    expect(climateFor({ name: 'B', city: 'Wien' }).station.code).toBe('vienna');
  });

  it('says when the climate is only indicative (far from every station)', () => {
    const match = climateFor({ name: 'B', latitudeDeg: 35.7, longitudeDeg: 139.7, country: 'JP' });
    expect(match.withinRange).toBe(false);
  });

  it('measures Prague–Vienna as about 250 km (haversine)', () => {
    expect(distanceKm(50.08, 14.42, 48.21, 16.37)).toBeCloseTo(251, -1);
  });
});

import { describe, expect, it } from 'vitest';
import { latestReportedAnnual } from './building-energy-model.js';

const kept = { importId: 'i1', line: 2 };

describe('latestReportedAnnual', () => {
  it('takes each carrier from the latest year that reports it', () => {
    expect(
      latestReportedAnnual({
        '2021': { ...kept, electricityKwh: 100, naturalGasKwh: 50 },
        '2023': { ...kept, electricityKwh: 120, siteEuiKwhPerM2: 90 },
        '2022': { ...kept, electricityKwh: 110, naturalGasKwh: 60 },
      }),
    ).toEqual({
      electricity: { kwh: 120, year: 2023 },
      naturalGas: { kwh: 60, year: 2022 },
    });
  });

  it('leaves out a net export and years without energy figures', () => {
    expect(latestReportedAnnual({ '2023': { ...kept, electricityKwh: -10 } })).toBeUndefined();
    expect(latestReportedAnnual({ '2023': { ...kept, energyStarScore: 80 } })).toBeUndefined();
    expect(latestReportedAnnual(undefined)).toBeUndefined();
  });
});

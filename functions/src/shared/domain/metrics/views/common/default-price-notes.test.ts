import { describe, expect, it } from 'vitest';
import { defaultPriceNotes } from './default-price-notes.js';

const carrier = (extra: object) => ({
  siteKwh: 1,
  purchasedKwh: 1,
  sourceKwh: 1,
  co2Kg: 1,
  co2KgPerKwh: 1,
  sourceFactor: 1,
  basis: 'modelled' as const,
  monthlyKwh: [],
  ...extra,
});

describe('defaultPriceNotes', () => {
  it('names each carrier priced by a default, with its band and period, in carrier order', () => {
    expect(
      defaultPriceNotes({
        defaultPricePeriod: '2025-S2',
        carriers: {
          naturalGas: carrier({ priceSource: 'countryDefault', priceBand: 'I2' }),
          electricity: carrier({ priceSource: 'countryDefault', priceBand: 'IC' }),
          districtHotWater: carrier({ priceSource: 'bills' }),
        },
      }),
    ).toEqual([
      { carrier: 'electricity', kind: 'countryDefault', band: 'IC', period: '2025-S2' },
      { carrier: 'naturalGas', kind: 'countryDefault', band: 'I2', period: '2025-S2' },
    ]);
  });

  it('is empty when every price comes from bills or none is known', () => {
    expect(
      defaultPriceNotes({
        carriers: { electricity: carrier({ priceSource: 'bills' }), naturalGas: carrier({}) },
      }),
    ).toEqual([]);
  });

  it('gives a U.S. state default without a band', () => {
    expect(
      defaultPriceNotes({
        defaultPricePeriod: '2024',
        carriers: { electricity: carrier({ priceSource: 'stateDefault' }) },
      }),
    ).toEqual([{ carrier: 'electricity', kind: 'stateDefault', period: '2024' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultPricesFor } from './default-prices.js';

const TABLE = { DE: { electricity: 0.2, naturalGas: 0.05 }, AT: { electricity: 0.18 } };

describe('defaultPricesFor', () => {
  it('gives a U.S. state its prices in dollars only', () => {
    const usd = defaultPricesFor('US', 'Illinois', 'USD');
    expect(usd?.kind).toBe('stateDefault');
    expect(usd?.currency).toBe('USD');
    expect(usd?.prices.electricity).toBe(0.1194);
    expect(defaultPricesFor('US', 'Illinois', 'EUR')).toBeNull();
  });

  it('gives a European country its prices in euros only, with the carriers it has', () => {
    const de = defaultPricesFor('DE', undefined, 'EUR', TABLE);
    expect(de).toMatchObject({
      kind: 'countryDefault',
      currency: 'EUR',
      prices: { electricity: 0.2, naturalGas: 0.05 },
    });
    expect(de?.source).toMatch(/nrg_pc_205.*nrg_pc_203/);
    expect(defaultPricesFor('AT', undefined, 'EUR', TABLE)?.prices).toEqual({ electricity: 0.18 });
    expect(defaultPricesFor('DE', undefined, 'USD', TABLE)).toBeNull();
    expect(defaultPricesFor('CZ', undefined, 'EUR', TABLE)).toBeNull();
    expect(defaultPricesFor(undefined, undefined, 'EUR', TABLE)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  EUROSTAT_ELECTRICITY_BANDS,
  EUROSTAT_GAS_BANDS,
  EUROSTAT_NON_HOUSEHOLD_PRICES,
} from '../../../constants/eu-energy-prices.js';
import { bandOf, defaultPricesFor } from './default-prices.js';

describe('defaultPricesFor', () => {
  it('gives a U.S. state its prices in dollars only', () => {
    const usd = defaultPricesFor('US', 'Illinois', 'USD');
    expect(usd?.kind).toBe('stateDefault');
    expect(usd?.currency).toBe('USD');
    expect(usd?.period).toBe('2024');
    expect(usd?.prices.electricity).toBe(0.1194);
    expect(defaultPricesFor('US', 'Illinois', 'EUR')).toBeNull();
  });

  it("takes Eurostat's band of each carrier's annual purchases (a 5,000 m² German office)", () => {
    // ~600 MWh of electricity (band IC, 500–1,999 MWh) and ~450 MWh of gas (I2, 1,000–9,999 GJ).
    const de = defaultPricesFor('DE', undefined, 'EUR', {
      electricity: 600_000,
      naturalGas: 450_000,
    });
    expect(de).toMatchObject({
      kind: 'countryDefault',
      currency: 'EUR',
      period: '2025-S2',
      // nrg_pc_205 DE IC and nrg_pc_203 DE I2, 2025-S2, excl. VAT and recoverable taxes, EUR.
      prices: { electricity: 0.2264, naturalGas: 0.086 },
      bands: { electricity: 'IC', naturalGas: 'I2' },
    });
    expect(de?.source).toMatch(/nrg_pc_205.*nrg_pc_203.*2025-S2/);
    // A corner shop: IA and I1; a hospital past the largest band held: ID and I3.
    expect(
      defaultPricesFor('DE', undefined, 'EUR', { electricity: 15_000, naturalGas: 20_000 }),
    ).toMatchObject({ prices: { electricity: 0.3258, naturalGas: 0.095 } });
    expect(
      defaultPricesFor('DE', undefined, 'EUR', { electricity: 50e6, naturalGas: 90e6 })?.bands,
    ).toEqual({ electricity: 'ID', naturalGas: 'I3' });
  });

  it('gives a country outside the euro area its own currency, or euros, and nothing else', () => {
    const czk = defaultPricesFor('CZ', undefined, 'CZK', { electricity: 800_000 });
    // nrg_pc_205 CZ IC 2025-S2: 4.4498 CZK (0.1825 EUR) per kWh.
    expect(czk).toMatchObject({ currency: 'CZK', prices: { electricity: 4.4498 } });
    expect(defaultPricesFor('CZ', undefined, 'EUR', { electricity: 800_000 })?.prices).toEqual({
      electricity: 0.1825,
      naturalGas: 0.077,
    });
    expect(defaultPricesFor('CZ', undefined, 'PLN', { electricity: 800_000 })).toBeNull();
    expect(defaultPricesFor('DE', undefined, 'USD', { electricity: 800_000 })).toBeNull();
    // Norway: euro figures only (its krone figures were not read).
    expect(defaultPricesFor('NO', undefined, 'NOK', { electricity: 800_000 })).toBeNull();
    expect(defaultPricesFor(undefined, undefined, 'EUR', { electricity: 800_000 })).toBeNull();
    expect(defaultPricesFor('GB', undefined, 'GBP', { electricity: 800_000 })).toBeNull();
  });

  it('gives a country only the carriers Eurostat has for it (Cyprus: no gas)', () => {
    const cy = defaultPricesFor('CY', undefined, 'EUR', { electricity: 800_000, naturalGas: 1e6 });
    expect(cy?.prices).toEqual({ electricity: 0.2429 });
    expect(cy?.bands).toEqual({ electricity: 'IC' });
  });
});

describe('bandOf', () => {
  it("follows Eurostat's lower bounds", () => {
    expect(bandOf(EUROSTAT_ELECTRICITY_BANDS, 0)).toBe('IA');
    expect(bandOf(EUROSTAT_ELECTRICITY_BANDS, 19_999)).toBe('IA');
    expect(bandOf(EUROSTAT_ELECTRICITY_BANDS, 20_000)).toBe('IB');
    expect(bandOf(EUROSTAT_ELECTRICITY_BANDS, 499_999)).toBe('IB');
    expect(bandOf(EUROSTAT_ELECTRICITY_BANDS, 500_000)).toBe('IC');
    expect(bandOf(EUROSTAT_ELECTRICITY_BANDS, 2_000_000)).toBe('ID');
    // 1,000 GJ = 277,777.8 kWh; 10,000 GJ = 2,777,778 kWh.
    expect(bandOf(EUROSTAT_GAS_BANDS, 277_777)).toBe('I1');
    expect(bandOf(EUROSTAT_GAS_BANDS, 277_778)).toBe('I2');
    expect(bandOf(EUROSTAT_GAS_BANDS, 2_777_778)).toBe('I3');
  });
});

describe('the Eurostat table', () => {
  const codes = Object.keys(EUROSTAT_NON_HOUSEHOLD_PRICES);

  it('holds the EU-27 and Norway by ISO code, every price in range', () => {
    expect(codes).toHaveLength(28);
    expect(codes).toContain('GR');
    expect(codes).not.toContain('EL');
    for (const [code, country] of Object.entries(EUROSTAT_NON_HOUSEHOLD_PRICES)) {
      for (const cell of [
        ...Object.values(country.electricity ?? {}),
        ...Object.values(country.naturalGas ?? {}),
      ]) {
        expect(cell.eur, code).toBeGreaterThan(0.02);
        expect(cell.eur, code).toBeLessThan(0.5);
        if (cell.national !== undefined) expect(country.nationalCurrency, code).toBeDefined();
      }
    }
  });

  it('has national figures at one exchange rate per country (a check on the copied columns)', () => {
    for (const [code, country] of Object.entries(EUROSTAT_NON_HOUSEHOLD_PRICES)) {
      if (!country.nationalCurrency) continue;
      const rates = [
        ...Object.values(country.electricity ?? {}),
        ...Object.values(country.naturalGas ?? {}),
      ].map((cell) => cell.national! / cell.eur);
      // Rounding of 4-decimal cells only (docs/research/eurostat-prices.md §1.2, check 3).
      expect(Math.max(...rates) / Math.min(...rates), code).toBeLessThan(1.02);
    }
  });

  it("keeps the euro area's medium bands of the research table (§7)", () => {
    const ic = (code: string) => EUROSTAT_NON_HOUSEHOLD_PRICES[code]?.electricity?.IC?.eur;
    const i3 = (code: string) => EUROSTAT_NON_HOUSEHOLD_PRICES[code]?.naturalGas?.I3?.eur;
    expect([ic('DE'), ic('AT'), ic('FR'), ic('FI'), ic('GR'), ic('MT')]).toEqual([
      0.2264, 0.1986, 0.1534, 0.0748, 0.1738, 0.1352,
    ]);
    expect([i3('DE'), i3('NL'), i3('FI'), i3('GR')]).toEqual([0.0713, 0.0674, 0.0863, 0.0424]);
    expect(EUROSTAT_NON_HOUSEHOLD_PRICES['AT']?.electricity?.IC?.flag).toBe('e');
  });
});

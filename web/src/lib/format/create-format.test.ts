import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import csUnits from '@/locales/cs/units.json';
import deUnits from '@/locales/de/units.json';
import enUnits from '@/locales/en/units.json';
import { createFormat } from './create-format';
import { unitTextsFromCatalog } from './unit-texts';

const CATALOGS = { en: enUnits, cs: csUnits, de: deUnits };
const NBSP = '\u00a0';

function formatFor(language: Language, units: 'metric' | 'imperial' = 'metric', timeZone = 'UTC') {
  return createFormat({
    language,
    timeZone,
    units,
    texts: unitTextsFromCatalog(CATALOGS[language]),
  });
}

/** ICU puts various spaces inside numbers and dates; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormat', () => {
  it('formats energy in the unit asked for, with a no-break space before the unit', () => {
    const en = formatFor('en');
    expect(en.energy(1_234_567, 'MWh')).toBe(`1,234.6${NBSP}MWh`);
    expect(en.energy(1_234_567, 'kWh')).toBe(`1,234,567${NBSP}kWh`);
    expect(en.energy(1_234_567, 'MWh', 0)).toBe(`1,235${NBSP}MWh`);
    expect(plain(formatFor('cs').energy(1_234_567, 'MWh'))).toBe('1 234,6 MWh');
    expect(formatFor('de').energy(1_234_567, 'MWh')).toBe(`1.234,6${NBSP}MWh`);
  });

  it('switches to MWh from 1,000 kWh on in the auto variant', () => {
    const en = formatFor('en');
    expect(en.energyAuto(999)).toBe(`999${NBSP}kWh`);
    expect(en.energyAuto(1_000)).toBe(`1${NBSP}MWh`);
    expect(en.energyAuto(-25_500)).toBe(`-25.5${NBSP}MWh`);
  });

  it('shows area and intensity in the user unit system', () => {
    expect(formatFor('en').area(1_000)).toBe(`1,000${NBSP}m²`);
    expect(formatFor('en', 'imperial').area(1_000)).toBe(`10,764${NBSP}ft²`);
    expect(formatFor('en').intensity(150)).toBe(`150${NBSP}kWh/m²/yr`);
    expect(formatFor('en', 'imperial').intensity(150)).toBe(`47.5${NBSP}kBtu/ft²/yr`);
    expect(formatFor('cs').intensity(150)).toBe(`150${NBSP}kWh/m²/rok`);
    expect(formatFor('cs', 'imperial').intensity(150)).toBe(`47,5${NBSP}kBtu/ft²/rok`);
    expect(formatFor('de').intensity(150)).toBe(`150${NBSP}kWh/(m²·a)`);
    expect(plain(formatFor('de', 'imperial').area(2_500))).toBe('26.910 ft²');
  });

  it('keeps value and unit apart for charts', () => {
    const area = formatFor('en', 'imperial').quantity('area');
    expect(area.unit).toBe('ft2');
    expect(area.label).toBe('ft²');
    expect(area.convert(1)).toBeCloseTo(10.7639, 4);
    expect(area.value(1_000)).toBe('10,764');
    const mwh = formatFor('de').quantity('MWh');
    expect(mwh.convert(2_500)).toBe(2.5);
    expect(mwh.value(2_500)).toBe('2,5');
    expect(formatFor('en').withUnit('Building Energy Usage', 'MWh')).toBe(
      'Building Energy Usage (MWh)',
    );
    expect(formatFor('cs', 'imperial').withUnit('Plocha', 'area')).toBe('Plocha (ft²)');
  });

  it('shows CO2 in kg or metric tonnes ("tons" in English)', () => {
    expect(formatFor('en').co2(12_345, 't')).toBe(`12.3${NBSP}tons`);
    expect(formatFor('cs').co2(12_345, 't')).toBe(`12,3${NBSP}t`);
    expect(plain(formatFor('de').co2(12_345, 'kg'))).toBe('12.345 kg');
  });

  it('formats power, U-value, efficacy and peak power', () => {
    const en = formatFor('en');
    expect(en.power(12.34)).toBe(`12.3${NBSP}kW`);
    expect(en.uValue(0.284)).toBe(`0.28${NBSP}W/m²K`);
    expect(en.efficacy(110.4)).toBe(`110${NBSP}Lm/W`);
    expect(en.peakPower(49.95)).toBe(`50${NBSP}kWp`);
    expect(formatFor('de').uValue(0.284)).toBe(`0,28${NBSP}W/(m²·K)`);
  });

  it('shows money in the currency given, whatever the language', () => {
    expect(formatFor('en').money(1234.5, 'EUR', 2)).toBe('€1,234.50');
    expect(formatFor('en').money(120, 'EUR')).toBe('€120');
    expect(plain(formatFor('de').money(120, 'USD'))).toBe('120 $');
    expect(plain(formatFor('cs').money(1234.5, 'USD', 2))).toBe('1 234,50 $');
    expect(plain(formatFor('cs').money(1234.5, 'CZK'))).toBe('1 235 Kč');
    expect(formatFor('de').currencySymbol('EUR')).toBe('€');
    expect(formatFor('cs').currencySymbol('USD')).toBe('$');
  });

  it('formats percentages and plain numbers per language', () => {
    expect(formatFor('en').percent(0.125)).toBe('13%');
    expect(formatFor('en').percent(0.125, 1)).toBe('12.5%');
    expect(plain(formatFor('cs').percent(0.125))).toBe('13 %');
    expect(plain(formatFor('de').percent(-0.05))).toBe('-5 %');
    expect(formatFor('de').number(1234.567, 2)).toBe('1.234,57');
  });

  it('shows nothing for a missing figure', () => {
    const en = formatFor('en');
    expect(en.area(undefined)).toBe('');
    expect(en.energy(null, 'MWh')).toBe('');
    expect(en.money(Number.NaN, 'USD')).toBe('');
    expect(en.dateTime(undefined)).toBe('');
  });

  it('spans months: one month once, two with a dash, nothing when an end is missing', () => {
    expect(formatFor('en').monthSpan('2025-01', '2025-12')).toBe('Jan 2025 – Dec 2025');
    expect(formatFor('de').monthSpan('2025-03', '2025-03')).toBe('März 2025');
    expect(formatFor('en').monthSpan(undefined, '2025-12')).toBe('');
    expect(formatFor('en').monthSpan('2025-01', undefined)).toBe('');
  });

  it('names months and period keys in the language', () => {
    expect(formatFor('en').month('2026-01')).toBe('Jan 2026');
    expect(formatFor('en').month('2026-01', 'long')).toBe('January 2026');
    expect(formatFor('cs').month('2026-01', 'long')).toBe('leden 2026');
    expect(formatFor('de').month('2026-03')).toBe('März 2026');
    expect(formatFor('en').periodLabel('2025-Q1')).toBe('Q1 2025');
    expect(formatFor('cs').periodLabel('2025-Q1')).toBe('1. čtvrtletí 2025');
    expect(formatFor('de').periodLabel('2025-W09')).toBe('KW 9 2025');
    expect(formatFor('en').periodLabel('2025-W09')).toBe('Week 9, 2025');
    expect(formatFor('en').periodLabel('2025-03')).toBe('Mar 2025');
    expect(formatFor('en').periodLabel('2025')).toBe('2025');
    expect(formatFor('de').periodLabel('2025-03-04')).toBe('04.03.2025');
  });

  it('shows instants in the user time zone and calendar days as they are', () => {
    // 2026-01-01 23:30 UTC is already 2 January in Prague and still 1 January in New York.
    const instant = Date.UTC(2026, 0, 1, 23, 30);
    expect(formatFor('en', 'metric', 'America/New_York').date(instant)).toBe('Jan 1, 2026');
    expect(plain(formatFor('cs', 'metric', 'Europe/Prague').dateTime(instant))).toBe(
      '2. 1. 2026 0:30',
    );
    expect(plain(formatFor('en', 'metric', 'America/New_York').dateTime(instant))).toBe(
      'Jan 1, 2026, 6:30 PM',
    );
    expect(formatFor('de', 'metric', 'Europe/Berlin').date(instant)).toBe('02.01.2026');
    // A meter's wall clock, stored as if UTC, reads the same in every zone.
    expect(plain(formatFor('en', 'metric', 'America/New_York').wallClock(instant))).toBe(
      'Jan 1, 2026, 11:30 PM',
    );
    expect(formatFor('de', 'metric', 'Europe/Berlin').wallClock(instant, false)).toBe('01.01.2026');
    // A day key is a calendar day: no zone moves it.
    expect(formatFor('en', 'metric', 'Pacific/Kiritimati').date('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('names countries in the language', () => {
    expect(formatFor('de').region('CZ')).toBe('Tschechien');
    expect(formatFor('cs').region('DE')).toBe('Německo');
    expect(formatFor('en').region('')).toBe('');
  });

  it('makes each date formatter on its first use, once (not when the formats are made)', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Original(...args);
    } as typeof Intl.DateTimeFormat);
    try {
      const format = formatFor('en', 'metric', 'Europe/Prague');
      expect(made).not.toHaveBeenCalled();
      expect(format.month('2026-03')).toBe('Mar 2026');
      expect(format.month('2026-04')).toBe('Apr 2026');
      expect(made).toHaveBeenCalledTimes(1);
      expect(format.date('2026-03-04')).toBe('Mar 4, 2026');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});

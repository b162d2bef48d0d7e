import type { UnitSystem } from '@shared/schemas/enums/account';
import { formattingLocale, type Language } from '@/lib/i18n/languages';
import { createDateFormats, type DateFormats, type PeriodTexts } from './date-formats';
import {
  createNumberFormats,
  isShown,
  type MaybeNumber,
  type NumberFormats,
} from './number-formats';
import { displayOf, type Quantity, type UnitId } from './quantities';

/** Texts of the `units` namespace the formats need, already translated. */
export interface UnitTexts extends PeriodTexts {
  unitLabel(unit: UnitId): string;
  /** "{label} ({unit})": an axis title or CSV header with its unit. */
  withUnit(label: string, unit: string): string;
}

export interface FormatSettings {
  language: Language;
  /** IANA zone for instants, e.g. "Europe/Prague" (the browser's unless overridden). */
  timeZone: string;
  units: UnitSystem;
  texts: UnitTexts;
}

/** One quantity as shown: a chart takes its value and unit apart, a table the whole string. */
export interface QuantityFormat {
  quantity: Quantity;
  /** The unit shown, after the user's unit system (e.g. `ft2` for an area in imperial). */
  unit: UnitId;
  /** The unit's label in the language, e.g. "MWh", "kWh/m²/rok". */
  label: string;
  /** A stored value in the shown unit (kWh → MWh, m² → ft², …), unrounded: for charts and CSV. */
  convert(stored: number): number;
  /** The shown value without its unit: "1,234.5". */
  value(stored: MaybeNumber, digits?: number): string;
  /** The shown value with its unit after a no-break space: "1,234.5 MWh". */
  format(stored: MaybeNumber, digits?: number): string;
}

/** Every formatter of the app for one language, time zone and unit system. Strings only. */
export interface Format extends NumberFormats, DateFormats {
  language: Language;
  locale: string;
  timeZone: string;
  units: UnitSystem;
  quantity(quantity: Quantity): QuantityFormat;
  unitLabel(unit: UnitId): string;
  /** "Building Energy Usage (MWh)": a label with the shown unit of a quantity. */
  withUnit(label: string, quantity: Quantity): string;
  /** Energy stored in kWh, shown in the unit the spec gives for the figure. */
  energy(kWh: MaybeNumber, unit: 'kWh' | 'MWh', digits?: number): string;
  /** Energy stored in kWh, in MWh from 1,000 kWh on, in kWh below. */
  energyAuto(kWh: MaybeNumber, digits?: number): string;
  power(kW: MaybeNumber, digits?: number): string;
  /** Energy use intensity stored in kWh/m²/yr; kBtu/ft²/yr in imperial. */
  intensity(kWhPerM2Year: MaybeNumber, digits?: number): string;
  /** Area stored in m²; ft² in imperial. */
  area(m2: MaybeNumber, digits?: number): string;
  /** CO2 stored in kg, shown in kg or metric tonnes ("tons" in English, as the spec says). */
  co2(kg: MaybeNumber, unit: 'kg' | 't', digits?: number): string;
  uValue(wPerM2K: MaybeNumber, digits?: number): string;
  efficacy(lmPerW: MaybeNumber, digits?: number): string;
  peakPower(kWp: MaybeNumber, digits?: number): string;
}

/** The no-break space between a number and its unit (SI brochure 5.4.3; en, cs and de alike). */
export const NUMBER_UNIT_SEPARATOR = '\u00a0';

/** Creates the formatters for given settings; pure apart from `Intl` (testable without React). */
export function createFormat(settings: FormatSettings): Format {
  const { language, timeZone, units, texts } = settings;
  const locale = formattingLocale(language);
  const numbers = createNumberFormats(locale);
  const dates = createDateFormats(locale, timeZone, texts);
  const quantities = new Map<Quantity, QuantityFormat>();
  const quantity = (which: Quantity): QuantityFormat => {
    const cached = quantities.get(which);
    if (cached) return cached;
    const display = displayOf(which, units);
    const label = texts.unitLabel(display.unit);
    const convert = (stored: number) => stored * display.factor;
    const value = (stored: MaybeNumber, digits = display.digits) =>
      isShown(stored) ? numbers.number(convert(stored), digits) : '';
    const made: QuantityFormat = {
      quantity: which,
      unit: display.unit,
      label,
      convert,
      value,
      format: (stored, digits) =>
        isShown(stored) ? `${value(stored, digits)}${NUMBER_UNIT_SEPARATOR}${label}` : '',
    };
    quantities.set(which, made);
    return made;
  };
  const show = (which: Quantity) => (stored: MaybeNumber, digits?: number) =>
    quantity(which).format(stored, digits);
  return {
    ...numbers,
    ...dates,
    language,
    locale,
    timeZone,
    units,
    quantity,
    unitLabel: texts.unitLabel,
    withUnit: (label, which) => texts.withUnit(label, quantity(which).label),
    energy: (kWh, unit, digits) => quantity(unit).format(kWh, digits),
    energyAuto: (kWh, digits) =>
      quantity(isShown(kWh) && Math.abs(kWh) >= 1_000 ? 'MWh' : 'kWh').format(kWh, digits),
    power: show('kW'),
    intensity: show('intensity'),
    area: show('area'),
    co2: (kg, unit, digits) => quantity(unit).format(kg, digits),
    uValue: show('uValue'),
    efficacy: show('efficacy'),
    peakPower: show('kWp'),
  };
}

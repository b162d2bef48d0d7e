import type { TFunction } from 'i18next';
import type enUnits from '@/locales/en/units.json';
import type { UnitTexts } from './create-format';

/** The shape of a `units` catalog (web/src/locales/{en,cs,de}/units.json). */
export type UnitsCatalog = typeof enUnits;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** Unit texts read straight from a catalog: for code outside React (CSV export, tests). */
export function unitTextsFromCatalog(catalog: UnitsCatalog): UnitTexts {
  return {
    unitLabel: (unit) => catalog.unit[unit],
    quarter: (quarter, year) => fill(catalog.period.quarter, { quarter, year }),
    week: (week, year) => fill(catalog.period.week, { week, year }),
    withUnit: (label, unit) => fill(catalog.withUnit, { label, unit }),
  };
}

/** Unit texts through i18next (with its fallback to English), for `useFormat`. */
export function unitTextsFromT(t: TFunction<'units'>): UnitTexts {
  return {
    unitLabel: (unit) => t(`unit.${unit}`),
    quarter: (quarter, year) => t('period.quarter', { quarter, year }),
    week: (week, year) => t('period.week', { week, year }),
    withUnit: (label, unit) => t('withUnit', { label, unit }),
  };
}

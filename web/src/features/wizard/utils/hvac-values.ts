import type { Hvac } from '@shared/schemas/stored/hvac';
import type { HvacStep } from '@shared/schemas/stored/wizard-systems';
import type { DeepPartial } from 'react-hook-form';

/** The HVAC form while being filled in: any answer may still be missing. */
export type HvacFormValues = DeepPartial<HvacStep>;

const COOLING_DETAILS = [
  'systemType',
  'compressorType',
  'refrigerant',
  'energySource',
  'capacityKw',
  'cop',
] as const;
const HEATING_DETAILS = [
  'systemType',
  'heaterType',
  'energySource',
  'capacityKw',
  'efficiencyPct',
] as const;
const MECHANICAL_DETAILS = ['mechanicalSystemType', 'gfaPct', 'fanType'] as const;

/** Every field of a section, empty: react-hook-form compares values with defaults key by key. */
function allKeys(keys: readonly string[]): Record<string, undefined> {
  return Object.fromEntries(keys.map((key) => [key, undefined]));
}

/**
 * The form's starting values: the saved part, with every section and field present (a field that
 * mounts adds its key, which must not count as an edit).
 */
export function hvacFormDefaults(initial: Hvac | undefined): HvacFormValues {
  return {
    cooling: { ...allKeys(['installed', ...COOLING_DETAILS]), ...initial?.cooling },
    heating: { ...allKeys(['installed', ...HEATING_DETAILS]), ...initial?.heating },
    ventilation: {
      ...allKeys(['mechanicalInstalled', ...MECHANICAL_DETAILS, 'naturalInstalled']),
      ...initial?.ventilation,
    },
  };
}

/**
 * A section without the fields that are hidden because `flag` is not "Yes", and without empty
 * fields (the database stores no `undefined`).
 */
function visibleSection<T extends object>(
  section: T | undefined,
  flag: keyof T,
  details: readonly (keyof T)[],
): T {
  const entries = Object.entries(section ?? {}).filter(
    ([key, value]) =>
      value !== undefined && (section?.[flag] === true || !details.includes(key as keyof T)),
  );
  return Object.fromEntries(entries) as T;
}

/**
 * What the HVAC step validates and saves: the details of a system not installed stay on screen
 * (answering "Yes" again brings them back) but are neither checked nor submitted.
 */
export function visibleHvac(values: HvacFormValues): HvacFormValues {
  return {
    cooling: visibleSection(values.cooling, 'installed', COOLING_DETAILS),
    heating: visibleSection(values.heating, 'installed', HEATING_DETAILS),
    ventilation: visibleSection(values.ventilation, 'mechanicalInstalled', MECHANICAL_DETAILS),
  };
}

import { createContext, useContext } from 'react';
import type { UnitSystem } from '@shared/schemas/enums/account';
import { browserTimeZone } from './time-zone';

/** What a provider sets; anything unset comes from an outer provider or the default. */
export interface FormatSettingsOverrides {
  units?: UnitSystem;
  timeZone?: string;
}

export const FormatSettingsContext = createContext<FormatSettingsOverrides>({});

/**
 * The user's unit system (metric until the profile says otherwise: while it loads, when the user
 * has none, on public views) and time zone (the browser's unless a provider sets one, as tests do).
 */
export function useFormatSettings(): { units: UnitSystem; timeZone: string } {
  const { units, timeZone } = useContext(FormatSettingsContext);
  return { units: units ?? 'metric', timeZone: timeZone ?? browserTimeZone() };
}

import { useContext, useMemo, type ReactNode } from 'react';
import type { UnitSystem } from '@shared/schemas/enums/account';
import { FormatSettingsContext } from './format-settings-context';

/** Sets the unit system and/or time zone for `useFormat` below it; unset values are inherited. */
export function FormatSettingsProvider({
  units,
  timeZone,
  children,
}: {
  units?: UnitSystem;
  timeZone?: string;
  children: ReactNode;
}) {
  const outer = useContext(FormatSettingsContext);
  const value = useMemo(
    () => ({ units: units ?? outer.units, timeZone: timeZone ?? outer.timeZone }),
    [units, timeZone, outer.units, outer.timeZone],
  );
  return <FormatSettingsContext.Provider value={value}>{children}</FormatSettingsContext.Provider>;
}

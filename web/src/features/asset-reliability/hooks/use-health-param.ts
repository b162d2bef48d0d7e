import { datePresetSchema, type DatePreset } from '@shared/schemas/enums/analysis';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search parameter that keeps the Asset Health chart's period in the URL. */
const HEALTH_PARAM = 'health';

/** The Asset Health chart's period from the URL (this year by default), and how to change it. */
export function useHealthParam(): [DatePreset, (next: DatePreset) => void] {
  const [search, setSearch] = useSearchParams();
  const parsed = datePresetSchema.safeParse(search.get(HEALTH_PARAM));
  const preset: DatePreset = parsed.success ? parsed.data : 'thisYear';
  const change = useCallback(
    (next: DatePreset) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(HEALTH_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [preset, change];
}

import type { HourlyProfile } from './energy.js';
import { electricLoad } from './energy.js';
import type { GeneratedEquipment } from './equipment.js';
import { seriesIdFor } from '../../../functions/src/shared/domain/series/series-id.js';
import type { SeriesScope } from '../../../functions/src/shared/schemas/enums/series.js';
import { pushId } from './ids.js';
import type { Json, JsonObject } from './json.js';
import { compact } from './json.js';
import type { Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import { monthKeyOf, monthStartMs } from '../../../functions/src/shared/domain/common/months.js';
import { HOUR_MS, round } from './time.js';

interface SeriesDefinition {
  scope: SeriesScope;
  role?: keyof GeneratedEquipment['byRole'];
  title: string;
  value: (profile: HourlyProfile, i: number) => number;
}

const DEFINITIONS: readonly SeriesDefinition[] = [
  { scope: 'overall', title: 'Main electricity meter', value: electricLoad },
  {
    scope: 'cooling',
    role: 'cooling',
    title: 'Chiller electricity sub-meter',
    value: (p, i) => p.cooling[i] ?? 0,
  },
  {
    scope: 'heating',
    role: 'heating',
    title: 'Heat meter (space heating and hot water)',
    value: (p, i) => p.heat[i] ?? 0,
  },
  {
    scope: 'lighting',
    role: 'lighting',
    title: 'Lighting distribution boards',
    value: (p, i) => p.lighting[i] ?? 0,
  },
  {
    scope: 'mechanicalVentilation',
    role: 'ventilation',
    title: 'Air-handling unit sub-meter',
    value: (p, i) => p.ventilation[i] ?? 0,
  },
];

/**
 * Hourly sub-metered series (kWh per hour) for the last `months` months of a profile:
 * `{seriesId: {meta, chunks: {yyyy-mm: {t, v}}}}`, `t` in minutes since the month start (UTC).
 */
export function seriesOf(
  profile: HourlyProfile,
  equipment: GeneratedEquipment,
  fromMonth: number,
  months: number,
  rng: Rng,
): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  const firstHour = Math.round((monthStartMs(fromMonth) - profile.startMs) / HOUR_MS);
  DEFINITIONS.forEach((definition, index) => {
    const equipmentId = definition.role ? equipment.byRole[definition.role] : undefined;
    if (definition.role && equipmentId === undefined) return;
    const chunks: Record<string, Json> = {};
    for (let m = fromMonth; m < fromMonth + months; m += 1) {
      const t: number[] = [];
      const v: number[] = [];
      const start = monthStartMs(m);
      const end = monthStartMs(m + 1);
      for (let ms = start; ms < end; ms += HOUR_MS) {
        const i = firstHour + Math.round((ms - monthStartMs(fromMonth)) / HOUR_MS);
        t.push(Math.round((ms - start) / 60_000));
        v.push(round(definition.value(profile, i), 1));
      }
      chunks[monthKeyOf(m)] = { t, v };
    }
    // The id an upload for this scope and equipment uses, so a user's upload replaces the demo
    // months it covers. The push id is still drawn to keep the generator's sequence unchanged.
    pushId(monthStartMs(fromMonth) + index * 1000, rng);
    out[seriesIdFor(definition.scope, equipmentId)] = {
      meta: compact({
        scope: definition.scope,
        equipmentId,
        unit: 'kWh',
        source: 'demo',
        intervalMinutes: 60,
        title: definition.title,
      }),
      chunks,
    };
  });
  return out;
}

import {
  DEFAULT_SERVICE_LIFE_YEARS,
  SERVICE_LIFE_TABLE,
} from '../../../constants/equipment-life.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';

/** An expected life and where it came from: the equipment's own field or the service-life table. */
export interface ExpectedLife {
  years: number;
  source: 'equipment' | 'table' | 'default';
}

/**
 * Expected life of an equipment in years: its Expected Life when given, else the median service
 * life of the first row of `SERVICE_LIFE_TABLE` whose keyword appears in its Equipment Type (or
 * System / Sub-System text), else 20 years.
 */
export function expectedLifeOf(
  equipment: Pick<Equipment, 'expectedLifeYears' | 'type' | 'system'>,
): ExpectedLife {
  if (equipment.expectedLifeYears !== undefined) {
    return { years: equipment.expectedLifeYears, source: 'equipment' };
  }
  const text = `${equipment.type} ${equipment.system ?? ''}`.toLowerCase();
  const row = SERVICE_LIFE_TABLE.find((candidate) =>
    candidate.keywords.some((keyword) => text.includes(keyword)),
  );
  return row === undefined
    ? { years: DEFAULT_SERVICE_LIFE_YEARS, source: 'default' }
    : { years: row.years, source: 'table' };
}

/** When the equipment entered service: Commissioned, else Installed ("YYYY-MM-DD"), else undefined. */
export function inServiceDate(
  equipment: Pick<Equipment, 'commissionedOn' | 'installedOn'>,
): string | undefined {
  return equipment.commissionedOn ?? equipment.installedOn;
}

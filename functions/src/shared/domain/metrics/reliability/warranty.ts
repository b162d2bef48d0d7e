import type { Equipment } from '../../../schemas/stored/equipment.js';
import { addYears } from './dates.js';
import { MS_PER_DAY } from '../../common/durations.js';
import { inServiceDate } from './expected-life.js';

/*
 * Warranty status of an equipment: the warranty runs Warranty Period (years, counted in whole
 * months) from the service date (Commissioned, else Installed). It is "expiring" in its last
 * 90 days, a quarter's notice to renew or claim.
 */

/** Days before expiry from which a warranty is reported as expiring. */
export const WARRANTY_NOTICE_DAYS = 90;

export type WarrantyState = 'active' | 'expiring' | 'expired' | 'none' | 'unknown';

export interface WarrantyStatus {
  state: WarrantyState;
  /** When the warranty ends (ms); absent when unknown or none. */
  expiresAtMs?: number;
  /** Whole days left, ≥ 0 (0 once expired); absent when unknown or none. */
  daysRemaining?: number;
  /** Share of the warranty period elapsed, 0–1. */
  elapsedShare?: number;
}

/**
 * Warranty status as at `asOfMs`: `none` for a warranty of 0 years, `unknown` without a period or
 * a service date.
 */
export function warrantyStatus(
  equipment: Pick<Equipment, 'warrantyYears' | 'commissionedOn' | 'installedOn'>,
  asOfMs: number,
): WarrantyStatus {
  const start = inServiceDate(equipment);
  if (equipment.warrantyYears === 0) return { state: 'none' };
  if (equipment.warrantyYears === undefined || start === undefined) return { state: 'unknown' };
  const startMs = addYears(start, 0);
  const expiresAtMs = addYears(start, equipment.warrantyYears);
  const daysRemaining = Math.max(0, Math.ceil((expiresAtMs - asOfMs) / MS_PER_DAY));
  const elapsedShare = Math.min(1, Math.max(0, (asOfMs - startMs) / (expiresAtMs - startMs)));
  let state: WarrantyState = 'active';
  if (asOfMs >= expiresAtMs) state = 'expired';
  else if (daysRemaining <= WARRANTY_NOTICE_DAYS) state = 'expiring';
  return { state, expiresAtMs, daysRemaining, elapsedShare };
}

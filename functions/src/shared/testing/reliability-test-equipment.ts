import type { Equipment } from '../schemas/stored/equipment.js';
import type { EquipmentEnergyInput } from '../domain/metrics/reliability/equipment-reliability.js';

/*
 * Equipment shared by the reliability tests, described as of mid-June 2026 (the tests' as-of
 * date is 15 June 2026): one described in full, one that says nothing but what it is.
 */

/** A 2008 chiller out of warranty: worn bearings, a repair in February, a task due, one missed. */
export const TEST_CHILLER: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller 1',
  type: 'Centrifugal Chiller',
  subSystem: 'cooling',
  commissionedOn: '2008-05-01',
  initialValue: 150_000,
  salvageValue: 5_000,
  depreciationMode: 'doubleDecliningBalance',
  yearlyMaintenance: 9_000,
  yearlyAdHoc: 3_000,
  warrantyYears: 5,
  issues: { i1: { fault: 'Worn Bearings', timeToFailureWeeks: 8, potentialDowntimeHours: 48 } },
  logs: { r1: { kind: 'repair', date: '2026-02-01', durationHours: 12, cost: 4_000 } },
  tasks: {
    t1: { title: 'Oil analysis', dueOn: '2026-06-20' },
    t2: { title: 'Tubes', dueOn: '2026-06-05' },
  },
};

/** The chiller's energy over two years, its price and CO2 factor, COP 4.5 now and 6.2 new. */
export const TEST_CHILLER_ENERGY: EquipmentEnergyInput = {
  kwhByYear: { 2024: 380_000, 2025: 400_000 },
  pricePerKwh: 0.2,
  co2KgPerKwh: 0.4,
  currentEfficiencyPct: 450,
  newEfficiencyPct: 620,
};

/** Knows nothing: no health, no depreciation, no replacement, no regime. */
export const TEST_PRINTER: Equipment = { assetId: 'P-01', name: 'Printer', type: 'Printer' };

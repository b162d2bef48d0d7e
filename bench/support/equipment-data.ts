/**
 * A generated equipment register for the browser and recompute benchmarks: every sub-system's
 * types, service dates over 25 years, costs, repair and maintenance logs, alerts, a potential
 * issue on every third asset and a task each. Deterministic (Park–Miller), so runs compare.
 */
import type { Equipment } from '../../functions/src/shared/schemas/stored/equipment.ts';
import { createRng } from '../../functions/src/shared/domain/common/seeded-random.ts';
import type { SubSystem } from '../../functions/src/shared/schemas/enums/equipment.ts';

const KINDS: { type: string; subSystem: SubSystem; value: number }[] = [
  { type: 'Centrifugal Chiller', subSystem: 'cooling', value: 180_000 },
  { type: 'Cooling Tower', subSystem: 'cooling', value: 60_000 },
  { type: 'Condensing Gas Boiler', subSystem: 'heating', value: 45_000 },
  { type: 'Heating Pump', subSystem: 'heating', value: 6_000 },
  { type: 'LED Panel Group', subSystem: 'lighting', value: 12_000 },
  { type: 'Air Handling Unit', subSystem: 'mechanicalVentilation', value: 90_000 },
  { type: 'Exhaust Fan', subSystem: 'mechanicalVentilation', value: 4_000 },
  { type: 'Roof Membrane', subSystem: 'facilityEnvelope', value: 150_000 },
  { type: 'PV Inverter', subSystem: 'renewables', value: 15_000 },
  { type: 'Server Room UPS', subSystem: 'plugLoads', value: 25_000 },
  { type: 'Passenger Lift', subSystem: 'others', value: 120_000 },
];
const FAULTS = ['Shaft Alignment', 'Broken Rotor Bar', 'Worn Bearings'];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One generated asset with its records. */
function asset(index: number, asOfMs: number): Equipment {
  const { next } = createRng(`equipment/${index}`);
  const kind = KINDS[index % KINDS.length]!;
  const ageYears = 1 + next() * 24;
  const installedMs = asOfMs - ageYears * 365.25 * 86_400_000;
  const logs: NonNullable<Equipment['logs']> = {};
  for (let log = 0; log < 1 + Math.floor(next() * 6); log += 1) {
    logs[`l${log}`] = {
      kind: next() < 0.4 ? 'repair' : 'maintenance',
      date: day(asOfMs - next() * Math.min(ageYears, 5) * 365 * 86_400_000),
      durationHours: 1 + Math.round(next() * 24),
      cost: Math.round(next() * 3_000),
    };
  }
  const alerts: NonNullable<Equipment['alerts']> = {};
  for (let alert = 0; alert < Math.floor(next() * 4); alert += 1) {
    alerts[`a${alert}`] = {
      severity: (['critical', 'high', 'medium', 'low'] as const)[Math.floor(next() * 4)]!,
      raisedAtMs: Math.round(asOfMs - next() * 700 * 86_400_000),
      message: 'Generated alert',
      resolved: next() < 0.5,
    };
  }
  const record: Equipment = {
    assetId: `A-${String(index + 1).padStart(4, '0')}`,
    name: `${kind.type} ${index + 1}`,
    type: kind.type,
    subSystem: kind.subSystem,
    location: `Floor ${index % 12}`,
    installedOn: day(installedMs),
    commissionedOn: day(installedMs + 30 * 86_400_000),
    capacityKwh: 5 + Math.round(next() * 500),
    initialValue: Math.round(kind.value * (0.7 + next() * 0.6)),
    replacementValue: Math.round(kind.value * (0.9 + next() * 0.6)),
    labourAndOther: Math.round(kind.value * 0.1),
    yearlyMaintenance: Math.round(kind.value * 0.04),
    yearlyAdHoc: Math.round(kind.value * 0.01),
    maintenanceIncreasePct: Math.round(next() * 12),
    warrantyYears: 1 + Math.floor(next() * 5),
    conditionPct: Math.round(20 + next() * 80),
    depreciationMode: index % 3 === 0 ? 'decliningBalance' : 'straightLine',
    logs,
    alerts,
    tasks: {
      t0: {
        title: 'Quarterly inspection',
        dueOn: day(asOfMs + (next() - 0.5) * 40 * 86_400_000),
      },
    },
  };
  if (index % 3 === 0) {
    record.issues = {
      i0: {
        fault: FAULTS[index % FAULTS.length]!,
        timeToFailureWeeks: Math.round(next() * 60),
        potentialDowntimeHours: Math.round(next() * 100),
        sparePartsLeadTimeWeeks: Math.round(next() * 12),
      },
    };
  }
  return record;
}

/** `count` generated assets by key, the same every run, as at `asOfMs`. */
export function generatedRegister(count: number, asOfMs: number): Record<string, Equipment> {
  const records: Record<string, Equipment> = {};
  for (let index = 0; index < count; index += 1)
    records[`-bench${String(index).padStart(5, '0')}`] = asset(index, asOfMs);
  return records;
}

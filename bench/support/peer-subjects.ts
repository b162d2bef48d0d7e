import { DATABASE_NAMESPACE } from '../../emulators/stack/src/paths.ts';
import type { BenchmarkSubject } from '../../functions/src/shared/domain/metrics/benchmarks/benchmark.ts';
import { monthlyBills } from '../../tests/support/bills.ts';
import type { BenchStack } from './stack.ts';

/**
 * A peer's stored benchmark subject for the comparison benches: an office whose figures vary with
 * its index (site EUI 80–299 kWh/m²·yr, end uses as fixed shares, U-values over their spread).
 */
export function peerSubject(buildingId: string, index: number): BenchmarkSubject {
  const eui = 80 + ((index * 37) % 220);
  return {
    buildingId,
    useType: 'office',
    siteEuiKwhPerM2: eui,
    sourceEuiKwhPerM2: eui * 1.9,
    co2KgPerM2: eui * 0.28,
    endUseKwhPerM2: {
      cooling: eui * 0.1,
      heating: eui * 0.4,
      lighting: eui * 0.2,
      mechanicalVentilation: eui * 0.08,
      plugLoads: eui * 0.12,
      others: eui * 0.1,
    },
    uValues: {
      roof: 0.15 + (index % 20) / 10,
      wall: 0.24 + (index % 15) / 10,
      openings: 1 + (index % 40) / 10,
      floor: 0.25 + (index % 10) / 10,
    },
  };
}

/** One admin multi-path update without triggers, as firebase-tools imports write. */
export async function quietPatch(
  stack: BenchStack,
  update: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(
    `${stack.databaseUrl}/.json?ns=${DATABASE_NAMESPACE}&disableTriggers=true`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(update),
      signal: AbortSignal.timeout(60_000),
    },
  );
  if (!response.ok) throw new Error(`PATCH /: ${response.status} ${await response.text()}`);
}

/**
 * The compared office's description: 4,000 m² in Brno, built 1975, with two years of monthly
 * electricity bills lower in summer (its figures rest on bills, so every peer is placed).
 */
export function comparedOffice(name: string) {
  return {
    general: {
      name,
      useType: 'office',
      country: 'CZ',
      city: 'Brno',
      grossFloorAreaM2: 4000,
      storeysAboveGround: 4,
      constructionYear: 1975,
      currency: 'EUR',
    },
    electricity: {
      rows: monthlyBills(
        24,
        (_back, date) => 30_000 + 6_000 * Math.cos((date.getUTCMonth() / 12) * 2 * Math.PI),
      ),
    },
  };
}

import type { MetricsBenchmarks, MetricsEnergy } from '../../../../schemas/derived/metrics.js';
import { placedRow } from './placed-row.js';
import type { ComparisonPeerSet, ComparisonRow } from './types.js';

/*
 * The whole building on the Comparison tab (spec 2.10): the Building Energy Performance row (site
 * EUI, kWh/m²·yr) and the CO2 Emissions Performance row (kg/m²·yr), each with its potential after
 * the measures and how the building's energy is known.
 */

/**
 * How the building's total energy is known: `modelled` when a carrier is modelled from the
 * description alone, else `reported` when a carrier adds up to a reported annual total, else
 * `metered`.
 */
export function energyBasisOf(energy: MetricsEnergy): ComparisonRow['basis'] {
  const carriers = Object.values(energy.carriers).filter((carrier) => carrier !== undefined);
  if (carriers.some((c) => c.basis === 'modelled' && c.reportedYear === undefined)) {
    return 'modelled';
  }
  return carriers.some((c) => c.reportedYear !== undefined) ? 'reported' : 'metered';
}

/** The energy (site EUI) and CO2 rows of the building in the peer set. */
export function wholeBuildingRows(
  benchmarks: MetricsBenchmarks,
  energy: MetricsEnergy,
  peerSet: ComparisonPeerSet,
): { energy: ComparisonRow; co2: ComparisonRow } {
  const energyBasis = energyBasisOf(energy);
  const energyRow = placedRow(
    {
      key: 'total',
      quantity: 'intensity',
      current: benchmarks.total.value,
      basis: energyBasis,
      potential: benchmarks.markers.potential,
    },
    benchmarks.total,
    peerSet,
  );
  const co2Row = placedRow(
    {
      key: 'co2',
      quantity: 'co2Intensity',
      current: benchmarks.co2.value,
      basis: energyBasis,
      potential: benchmarks.markers.potentialCo2KgPerM2,
    },
    benchmarks.co2,
    peerSet,
  );
  return { energy: energyRow, co2: co2Row };
}

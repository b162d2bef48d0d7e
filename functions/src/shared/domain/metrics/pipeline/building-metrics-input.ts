import type { Activity } from '../../../schemas/stored/activity.js';
import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { ComparisonParameters } from '../../../schemas/stored/comparison-parameters.js';
import type { Electricity } from '../../../schemas/stored/electricity.js';
import type { Envelope } from '../../../schemas/stored/envelope.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import type { Heating } from '../../../schemas/stored/heating.js';
import type { Hvac } from '../../../schemas/stored/hvac.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { Lighting } from '../../../schemas/stored/lighting.js';
import type { BudgetAllocationsByYear } from '../../../schemas/stored/maintenance-budget-allocation.js';
import type { Renewables } from '../../../schemas/stored/renewables.js';
import type { ReportedYear } from '../../../schemas/stored/reported-year.js';
import type { SpaceUsageItem } from '../../../schemas/stored/space-usage.js';
import type { UseDetails } from '../../../schemas/stored/use-details.js';
import type { BenchmarkSubject } from '../benchmarks/benchmark.js';
import type { StoredSeries } from './metered-data.js';
import type { PeerExclusion } from './peer-set.js';

/** One building as stored under `/buildings/{id}` (parts of an unfinished wizard may be missing). */
export interface BuildingRecord {
  meta?: { updatedAtMs?: number };
  general?: BuildingGeneral;
  activity?: Activity;
  spaceUsage?: Readonly<Record<string, SpaceUsageItem>>;
  electricity?: Electricity;
  heating?: Heating;
  hvac?: Hvac;
  lighting?: Lighting;
  envelope?: Envelope;
  renewables?: Renewables;
  comparison?: ComparisonParameters;
  /** What the ENERGY STAR score models ask beyond the wizard (`/buildings/{id}/useDetails`). */
  useDetails?: UseDetails;
  /** Annual figures a CSV import kept, by reporting year (`/buildings/{id}/reportedYears`). */
  reportedYears?: Readonly<Record<string, ReportedYear>>;
  /** Maintenance budget allocations by year (`/buildings/{id}/maintenanceBudget`). */
  maintenanceBudget?: BudgetAllocationsByYear;
}

export interface BuildingMetricsInput {
  buildingId: string;
  building: BuildingRecord;
  series?: Readonly<Record<string, StoredSeries>>;
  equipment?: Readonly<Record<string, Equipment>>;
  measures?: Readonly<Record<string, ImprovementMeasure>>;
  /** Benchmark subjects of the chosen peers (from their own metrics). */
  peers?: readonly BenchmarkSubject[];
  /**
   * Why chosen peers are missing from `peers` (`peersOf` in services/metrics-input.ts); a
   * chosen building neither among the peers nor here counts as `unavailable`.
   */
  peerExclusions?: Readonly<Record<string, PeerExclusion>>;
  /** The moment the figures are for, ms (UTC): the analysis year ends with the month before. */
  asOfMs: number;
  /** When they are computed, ms (stored as `computedAtMs`). */
  computedAtMs: number;
  /** Optional clock (ms) to time the stages; the figures never depend on it. */
  clock?: () => number;
}

import type { ComparisonParameters } from '../../../../schemas/stored/comparison-parameters.js';
import type {
  MetricsBenchmarks,
  MetricsEnergy,
  MetricsQuality,
} from '../../../../schemas/derived/metrics.js';
import { END_USES } from '../../../../schemas/derived/metrics.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import type { DetailElement, ElementDetail } from '../../benchmarks/element-detail.js';
import { DETAIL_ELEMENTS } from '../../benchmarks/element-detail.js';
import { wholeBuildingRows } from './building-rows.js';
import { chosenKeys, isShown } from './chosen.js';
import { envelopeRows } from './envelope-rows.js';
import { comparisonRadar } from './radar.js';
import { comparisonSource } from './source.js';
import { subSystemRows } from './sub-system-rows.js';
import type { ComparisonPeerSet, ComparisonView } from './types.js';

/*
 * The view of the Comparison tab (spec 2.10): the stored benchmarks (`/metrics/{b}/benchmarks`,
 * docs/methodology.md §2) shaped for its charts and tables, in the chosen peer set: the shipped
 * reference distribution of the use type, or the chosen buildings. Pure; it computes nothing the
 * figures do not hold except per-m² quotients, the radar scores among peers (100 − percentile)
 * and the filter by the chosen sub-systems. Intensities kWh/m²·yr, CO2 kg/m²·yr, U-values W/m²K.
 * Each chart's part is its own module: comparison-source (the peer set's notice),
 * comparison-building-rows (energy and CO2), comparison-sub-system-rows, comparison-envelope-rows,
 * comparison-radar; comparison-chosen filters them by the chosen sub-systems.
 */

export interface ComparisonViewArgs {
  benchmarks: MetricsBenchmarks;
  energy: MetricsEnergy;
  quality: MetricsQuality;
  /** The building after its measures (only `improved` is read: a share carries no more). */
  measures?: Pick<MetricsMeasures, 'improved'>;
  parameters?: ComparisonParameters;
  peerSet: ComparisonPeerSet;
}

/** Everything the Comparison tab shows, in the chosen peer set and for the chosen sub-systems. */
export function comparisonView(args: ComparisonViewArgs): ComparisonView {
  const { benchmarks, energy, quality, measures, parameters, peerSet } = args;
  const chosen = chosenKeys(parameters);
  const building = wholeBuildingRows(benchmarks, energy, peerSet);
  const subSystems = subSystemRows({ benchmarks, energy, measures, peerSet, chosen });
  const envelope = envelopeRows(benchmarks, quality, peerSet, chosen);

  const axes = END_USES.filter((endUse) => isShown(chosen, endUse));
  const details = benchmarks.details.filter(
    (detail): detail is typeof detail & { element: DetailElement } => {
      const element = detail.element as DetailElement;
      if (!DETAIL_ELEMENTS.includes(element)) return false;
      return isShown(chosen, element === 'renewables' ? 'renewables' : element);
    },
  ) as ElementDetail[];

  return {
    peerSet,
    source: comparisonSource(benchmarks, peerSet, parameters),
    energy: building.energy,
    co2: building.co2,
    subSystems,
    envelope,
    radar: comparisonRadar(benchmarks, peerSet, axes),
    details,
    bestInClassEui: benchmarks.markers.bestInClass,
  };
}

import type { ComparisonSubSystem } from '../../../../schemas/enums/reliability.js';
import type {
  EndUse,
  MetricsBenchmarks,
  MetricsEnergy,
} from '../../../../schemas/derived/metrics.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import type { DetailElement } from '../../benchmarks/element-detail.js';
import { DETAIL_ELEMENTS } from '../../benchmarks/element-detail.js';
import { isShown } from './chosen.js';
import { placedRow } from './placed-row.js';
import type { ComparisonPeerSet, ComparisonRow } from './types.js';

/*
 * The Comparison tab's Sub-System Comparison (spec 2.10): each end use's intensity (kWh/m²·yr)
 * placed in the peer set with its potential after the measures, and on-site PV per m² for
 * renewables (no reference for generation, so no limits).
 */

/** The Sub-System Comparison rows, in the order of the spec (`others` only when nothing is chosen). */
const SUB_SYSTEM_ROWS = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'renewables',
  'plugLoads',
] as const;

/** The detail popup of an end use or renewables row (none for `others`). */
function detailOf(row: EndUse | 'renewables'): DetailElement | undefined {
  return (DETAIL_ELEMENTS as readonly string[]).includes(row) ? (row as DetailElement) : undefined;
}

export interface SubSystemRowsArgs {
  benchmarks: MetricsBenchmarks;
  energy: MetricsEnergy;
  /** The building after its measures (only `improved` is read). */
  measures?: Pick<MetricsMeasures, 'improved'>;
  peerSet: ComparisonPeerSet;
  /** The chosen sub-systems; null when none is chosen (all shown, `others` too). */
  chosen: ReadonlySet<ComparisonSubSystem> | null;
}

/** The Sub-System Comparison rows of the chosen sub-systems, in the order of the spec. */
export function subSystemRows(args: SubSystemRowsArgs): ComparisonRow[] {
  const { benchmarks, energy, measures, peerSet, chosen } = args;
  const area = energy.floorAreaM2;
  const endUsePotential = (endUse: EndUse, current: number): number | undefined => {
    if (!measures || !(area > 0)) return undefined;
    const kwh = measures.improved.byEndUseKwh?.[endUse];
    return kwh === undefined ? current : kwh / area;
  };
  const subSystems: ComparisonRow[] = [];
  const rowKeys: (EndUse | 'renewables')[] = [
    ...SUB_SYSTEM_ROWS,
    ...(chosen ? [] : ['others' as const]),
  ];
  for (const key of rowKeys) {
    if (!isShown(chosen, key)) continue;
    if (key === 'renewables') {
      const electricity = energy.carriers.electricity;
      subSystems.push({
        key,
        quantity: 'intensity',
        current: area > 0 ? energy.onSitePvKwh / area : 0,
        limits: null,
        percentile: null,
        band: null,
        basis: electricity?.basis === 'metered' ? 'metered' : 'modelled',
        detail: 'renewables',
      });
      continue;
    }
    const placement = benchmarks.subSystems[key];
    if (!placement) continue;
    const endUseBasis = energy.endUses[key]?.basis ?? 'modelled';
    subSystems.push(
      placedRow(
        {
          key,
          quantity: 'intensity',
          current: placement.value,
          basis: endUseBasis,
          potential: endUsePotential(key, placement.value),
          detail: detailOf(key),
        },
        placement,
        peerSet,
      ),
    );
  }
  return subSystems;
}

import { SHORT_TEXT_MAX } from '../../../schemas/common.js';
import type { MeasureKind } from '../../../schemas/enums/analysis.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { DetailElement, ElementDetail } from '../benchmarks/element-detail.js';

/*
 * The Comparison tab's detail popup (spec 2.10) links an element's best practice to the matching
 * improvement measure of the catalog (spec 3.14) and, when the user asks, creates it as a
 * proposed measure. Elements the catalog has no measure for (roof, floor, renewables, plug loads)
 * become a custom measure, whose savings the user states on Improve.
 */

/** The catalog measure that brings an element to best practice (`custom` where there is none). */
export const ELEMENT_MEASURE_KIND: Readonly<Record<DetailElement, MeasureKind>> = {
  openings: 'lowEWindows',
  wall: 'curtainWallInsulation',
  roof: 'custom',
  floor: 'custom',
  heating: 'airSourceHeatPump',
  cooling: 'chillerReplacement',
  lighting: 'ledReplacement',
  mechanicalVentilation: 'vsdPumps',
  renewables: 'custom',
  plugLoads: 'custom',
};

/** The sub-system (spec 9.5) an element's measure belongs to. */
export const ELEMENT_SUB_SYSTEM: Readonly<Record<DetailElement, SubSystem>> = {
  openings: 'facilityEnvelope',
  wall: 'facilityEnvelope',
  roof: 'facilityEnvelope',
  floor: 'facilityEnvelope',
  heating: 'heating',
  cooling: 'cooling',
  lighting: 'lighting',
  mechanicalVentilation: 'mechanicalVentilation',
  renewables: 'renewables',
  plugLoads: 'plugLoads',
};

/** The key of the measure an element's detail creates: one per element and building. */
export function elementMeasureKey(element: DetailElement): string {
  return `compare-${element}`;
}

/** Whether an existing measure already does what the element's detail proposes. */
export function isElementMeasure(measure: ImprovementMeasure, element: DetailElement): boolean {
  const kind = ELEMENT_MEASURE_KIND[element];
  return kind !== 'custom' && measure.kind === kind;
}

/**
 * A proposed measure that takes `detail.element` to its best-practice state: the catalog's kind,
 * the new U-value of an envelope element or the new cooling efficiency where the measure replaces
 * like for like (a boiler's best-practice efficiency is no heat pump's SCOP, so the heat pump keeps
 * the catalog's). `name` is in the user's language; `startOn` "YYYY-MM-DD".
 */
export function measureDraftFromElementDetail(args: {
  detail: ElementDetail;
  name: string;
  startOn: string;
}): ImprovementMeasure {
  const { detail } = args;
  const kind = ELEMENT_MEASURE_KIND[detail.element];
  const measure: ImprovementMeasure = {
    name: args.name.slice(0, SHORT_TEXT_MAX),
    kind,
    subSystem: ELEMENT_SUB_SYSTEM[detail.element],
    startOn: args.startOn,
    status: 'proposed',
  };
  const u = detail.best.uValueWPerM2K;
  if ((kind === 'lowEWindows' || kind === 'curtainWallInsulation') && u !== undefined && u > 0) {
    measure.newUValueWPerM2K = u;
  }
  const efficiency = detail.best.efficiencyPct;
  if (kind === 'chillerReplacement' && efficiency !== undefined && efficiency > 0) {
    measure.newEfficiencyPct = efficiency;
  }
  return measure;
}

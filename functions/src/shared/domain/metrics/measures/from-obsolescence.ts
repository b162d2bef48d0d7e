import { SHORT_TEXT_MAX } from '../../../schemas/common.js';
import { MEASURE_LIFE_YEARS_MAX } from '../../../schemas/stored/improvement-measure.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { MeasureKind } from '../../../schemas/enums/analysis.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import type { ObsolescenceFinding } from '../reliability/obsolescence.js';
import type { ReplacementResult } from '../reliability/replacement.js';

/*
 * "+ Add to Improvement Measures" (spec 2.12, Functional Obsolescence & New Replacement): an
 * obsolete equipment becomes a proposed measure to replace it. The kind is the catalog's
 * replacement for the equipment's type: a chiller → Chiller Unit Replacement; a boiler or other
 * heater → Electric Air Source Heat Pump (Boiler Replacement); lighting → LED Replacement;
 * anything else a custom measure. Investment, life and the new unit's efficiency come from the
 * replacement evaluation (the efficiency only when the kind replaces like for like).
 */

/**
 * The key of the measure that replaces an equipment: one per equipment, so that "+ Add to
 * Improvement Measures" cannot add the same replacement twice.
 */
export function replacementMeasureKey(equipmentId: string): string {
  return `replace-${equipmentId}`;
}

/** The catalog kind that replaces an equipment. */
export function replacementKindFor(equipment: Pick<Equipment, 'type' | 'subSystem'>): MeasureKind {
  const type = equipment.type.toLowerCase();
  if (type.includes('chiller')) return 'chillerReplacement';
  if (equipment.subSystem === 'lighting' || /\b(lamp|light|luminaire|led)\b/.test(type))
    return 'ledReplacement';
  if (type.includes('boiler') || (equipment.subSystem === 'heating' && type.includes('heater'))) {
    return 'airSourceHeatPump';
  }
  return 'custom';
}

export interface ObsolescenceDraft {
  /** A valid `improvementMeasureSchema` value, status `proposed`, ready to be stored. */
  measure: ImprovementMeasure;
  /** The findings that motivated it, to show beside the draft. */
  reasons: ObsolescenceFinding[];
}

/**
 * A measure draft from an equipment's obsolescence findings. `name` is the measure's name in the
 * user's language (the caller translates, e.g. "Replace Chiller 1"); `startOn` the proposed start
 * date "YYYY-MM-DD". Returns `undefined` when there is no finding (nothing to act on).
 */
export function measureDraftFromObsolescence(args: {
  equipment: Equipment;
  findings: readonly ObsolescenceFinding[];
  replacement?: ReplacementResult;
  name: string;
  startOn: string;
}): ObsolescenceDraft | undefined {
  const { equipment, findings, replacement } = args;
  if (findings.length === 0) return undefined;
  const measure: ImprovementMeasure = {
    name: args.name.slice(0, SHORT_TEXT_MAX),
    kind: replacementKindFor(equipment),
    startOn: args.startOn,
    status: 'proposed',
  };
  if (equipment.subSystem !== undefined) measure.subSystem = equipment.subSystem;
  if (replacement !== undefined) {
    measure.investment = replacement.investment;
    measure.lifeYears = Math.min(
      MEASURE_LIFE_YEARS_MAX,
      Math.max(1, Math.round(replacement.lifeYears)),
    );
    // Like for like only: a boiler's efficiency is no heat pump's SCOP.
    const sameKind = measure.kind === 'chillerReplacement';
    if (
      sameKind &&
      replacement.newEfficiencyPct !== undefined &&
      replacement.newEfficiencyPct > 0
    ) {
      measure.newEfficiencyPct = replacement.newEfficiencyPct;
    }
  }
  return { measure, reasons: [...findings] };
}

import { dayKeyOfMs } from '../../../functions/src/shared/domain/common/months.js';
import type { ImprovementMeasure } from '../../../functions/src/shared/schemas/stored/improvement-measure.js';
import type { BuildingSpec } from './catalog.js';
import { keyed } from './keyed.js';
import { localAmount } from './climate.js';
import { createRng, type Rng } from '../../../functions/src/shared/domain/common/seeded-random.js';
import { TIME_CONTROL_HEATING_SAVING } from '../../../functions/src/shared/constants/measure-catalog.js';
import { DAY_MS, round } from './time.js';

/** A measure as planned, before its amounts are converted: every one has an investment. */
type PlannedMeasure = ImprovementMeasure & { investment: number };

/**
 * A few improvement measures that suit the building (at most three): LED retrofit where
 * fluorescent fittings remain, glazing for old windows, heat pumps for gas boilers, chiller
 * replacement for ageing chillers, VSDs where fans run at fixed speed, heating time control.
 */
export function measuresOf(
  spec: BuildingSpec,
  annualLightingKwh: number,
  nowMs: number,
  rng: Rng,
): Record<string, ImprovementMeasure> | undefined {
  const measures: PlannedMeasure[] = [];
  const effective = spec.refurbishmentYear ?? spec.constructionYear;
  const area = spec.grossFloorAreaM2;
  const start = (days: number) => dayKeyOfMs(nowMs + days * DAY_MS);
  if (spec.ledPct < 80) {
    const ledCount = Math.round(
      ((area / (spec.useType === 'industrial' ? 30 : 9)) * (100 - spec.ledPct)) / 100,
    );
    measures.push({
      name: 'LED Replacement',
      kind: 'ledReplacement',
      subSystem: 'lighting',
      investment: round(ledCount * 155, -2),
      startOn: start(60),
      lifeYears: 15,
      ledCount,
      ledWatts: 33,
      ledLumens: 4000,
      ledUnitCost: 95,
      annualLightingKwh: round(annualLightingKwh, -2),
      status: spec.ledPct < 40 ? 'planned' : 'proposed',
    });
  }
  if (effective < 1995) {
    measures.push({
      name: 'Double Glaze Low-E Windows',
      kind: 'lowEWindows',
      subSystem: 'facilityEnvelope',
      investment: round(area * 0.25 * 480, -3),
      startOn: start(240),
      lifeYears: 30,
      status: 'proposed',
    });
  }
  if (spec.heating === 'gasBoiler') {
    measures.push({
      name: 'Electric Air Source Heat Pump (Boiler Replacement)',
      kind: 'airSourceHeatPump',
      subSystem: 'heating',
      investment: round(area * 0.06 * 1100, -3),
      startOn: start(400),
      lifeYears: 20,
      status: 'proposed',
    });
  }
  if (spec.cooling !== 'none' && effective < 2012) {
    measures.push({
      name: 'Chiller Unit Replacement',
      kind: 'chillerReplacement',
      subSystem: 'cooling',
      investment: round(area * 0.08 * 520, -3),
      startOn: start(180),
      lifeYears: 20,
      status: 'planned',
    });
  }
  if (effective < 2005 && spec.useType !== 'education') {
    measures.push({
      name: 'Install Variable Speed Drive Pumps',
      kind: 'vsdPumps',
      subSystem: 'mechanicalVentilation',
      investment: round(18000 + area * 1.2, -2),
      startOn: start(90),
      lifeYears: 15,
      status: 'proposed',
    });
  }
  measures.push({
    name: 'Install Heating Central Time Control',
    kind: 'heatingTimeControl',
    subSystem: 'heating',
    investment: round(6000 + area * 0.6, -2),
    startOn: start(-200),
    lifeYears: 10,
    status: 'done',
  });
  // Planned in dollars, written in the building's currency (climate.ts).
  const local = measures.slice(0, 3).map((measure): ImprovementMeasure => ({
    ...measure,
    investment: round(localAmount(spec.cityCode, measure.investment), -2),
    ...(measure.ledUnitCost === undefined
      ? {}
      : { ledUnitCost: round(localAmount(spec.cityCode, measure.ledUnitCost), 0) }),
  }));
  return keyed(local, nowMs - 300 * DAY_MS, rng);
}

/**
 * When the building's heating time control is a measure done (it is among its measures, see
 * `measuresOf`), its start and the share of the space heating it saves, so that the bills after
 * it show the saving (TIME_CONTROL_HEATING_SAVING, the engine's figure for the measure).
 */
export function doneHeatingControl(
  spec: BuildingSpec,
  nowMs: number,
): { fromMs: number; share: number } | undefined {
  const measures = Object.values(measuresOf(spec, 0, nowMs, createRng('probe')) ?? {});
  const done = measures.find(
    (measure) => measure.kind === 'heatingTimeControl' && measure.status === 'done',
  );
  if (done?.startOn === undefined) return undefined;
  return {
    fromMs: Date.parse(`${done.startOn}T00:00:00Z`),
    share: TIME_CONTROL_HEATING_SAVING,
  };
}

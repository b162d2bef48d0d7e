import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { BenchmarkSubject } from '../benchmarks/benchmark.js';
import type { SubjectRanges } from '../benchmarks/uncertainty.js';
import { subjectRanges } from '../benchmarks/uncertainty.js';
import { envelopeEraYear } from '../energy/building-geometry.js';
import type { Carrier, EndUse } from '../energy/carriers.js';
import { END_USES } from '../energy/carriers.js';
import type { CarrierIndicators, EnergyIndicators } from '../energy/indicators.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import type { BuildingRecord } from './building-metrics-input.js';

/** The building as benchmarked: use type, EUIs, CO2 and end uses per m², U-values. */
export function subjectOf(
  buildingId: string,
  building: BuildingRecord,
  indicators: EnergyIndicators,
  model: EnergyModelOutput,
): BenchmarkSubject {
  const area = indicators.floorAreaM2 > 0 ? indicators.floorAreaM2 : 1;
  const endUseKwhPerM2 = {} as Record<EndUse, number>;
  for (const endUse of END_USES)
    endUseKwhPerM2[endUse] = indicators.byEndUse[endUse].siteKwh / area;
  const u = model.descriptors.envelope.uValues;
  return {
    buildingId,
    useType: building.general?.useType ?? 'other',
    siteEuiKwhPerM2: indicators.siteEuiKwhPerM2 ?? 0,
    sourceEuiKwhPerM2: indicators.sourceEuiKwhPerM2 ?? 0,
    co2KgPerM2: indicators.co2KgPerM2 ?? 0,
    endUseKwhPerM2,
    uValues: { roof: u.roof, wall: u.wall, openings: u.window, floor: u.floor },
  };
}

/**
 * The uncertainty ranges of the subject's figures (`subjectRanges`): from the basis of each
 * carrier and end use (metered, modelled, a reported year) and the U-values assumed by age.
 */
export function subjectRangesOf(
  subject: BenchmarkSubject,
  building: BuildingRecord,
  general: BuildingGeneral,
  indicators: EnergyIndicators,
  model: EnergyModelOutput,
): SubjectRanges {
  return subjectRanges({
    siteEuiKwhPerM2: subject.siteEuiKwhPerM2,
    co2KgPerM2: subject.co2KgPerM2,
    carriers: Object.fromEntries(
      (Object.entries(indicators.byCarrier) as [Carrier, CarrierIndicators][]).map(
        ([carrier, figures]) => [
          carrier,
          {
            siteKwh: figures.siteKwh,
            basis: figures.basis,
            reportedYear: model.reportedYears[carrier],
          },
        ],
      ),
    ),
    endUses: Object.fromEntries(
      END_USES.map((endUse) => [
        endUse,
        {
          kwhPerM2: subject.endUseKwhPerM2[endUse],
          basis: indicators.byEndUse[endUse].basis,
        },
      ]),
    ) as Record<EndUse, { kwhPerM2: number; basis: 'metered' | 'modelled' }>,
    assumedUValues: model.descriptors.envelope.assumedUValues,
    eraYear: envelopeEraYear(general),
    glazing: building.envelope?.glazing,
  });
}

import { CLIMATE_NORMALS } from '@shared/constants/climate-normals';
import { envelopeRows } from '@shared/domain/metrics/views/comparison/envelope-performance';
import { weatherBaselineViews } from '@shared/domain/metrics/views/performance/weather-baseline';
import type { Format } from '@/lib/format/create-format';
import { baselineVerdict } from './baseline-chart';
import { keyFigures } from './key-figures';
import type { ReportInput, ReportT } from './report-types';

/** One line of "what the figures are based on": the figure, how it is known, and why. */
export interface BasisRow {
  figure: string;
  basis: string;
  note: string;
}

/**
 * What each group of the report's figures rests on, from the same views and notes as the screens:
 * the year's energy (`keyFigures`: metered, reported or modelled, and which carriers), the prices
 * (bills or a default), the peak (interval data), each weather fit (its temperatures and verdict)
 * and the envelope's U-values (entered or assumed).
 */
export function dataBasisRows(input: ReportInput, t: ReportT, format: Format): BasisRow[] {
  const { figures, building } = input;
  const basisText = (basis: string | null) =>
    basis ? t(`report:keyFigures.basis.${basis as 'metered'}`) : t('report:keyFigures.noFigure');
  const [energy, cost, , , , peak] = keyFigures(figures.energy, building.currency, t, format);
  const rows: BasisRow[] = [
    { figure: t('report:dataQuality.annual'), basis: basisText(energy!.basis), note: energy!.note },
    {
      figure: t('report:dataQuality.prices'),
      basis:
        cost!.basis === null
          ? t('report:keyFigures.noFigure')
          : cost!.note
            ? t('report:methods.priceDefault')
            : t('report:methods.priceBills'),
      note: cost!.note,
    },
    { figure: peak!.label, basis: basisText(peak!.basis), note: peak!.note },
  ];
  const station = CLIMATE_NORMALS.find((item) => item.name === figures.climate.station);
  const baselines = weatherBaselineViews(figures, station?.monthlyMeanDegC ?? null);
  for (const view of baselines)
    rows.push({
      figure: t('report:dataQuality.baseline', {
        carrier: t(`performance:carrier.${view.carrier}`),
      }),
      basis:
        view.temperatureSource === 'normals'
          ? t('performance:baseline.sourceNormals', { station: figures.climate.station })
          : t('performance:baseline.sourceMeasured'),
      note: baselineVerdict(view.fit, t),
    });
  if (baselines.length === 0)
    rows.push({
      figure: t('performance:baseline.title'),
      basis: t('report:keyFigures.noFigure'),
      note: t('performance:baseline.empty'),
    });
  const envelope = envelopeRows(figures.benchmarks, figures.quality);
  const listOf = (assumed: boolean) =>
    envelope
      .filter((row) => row.assumed === assumed && row.uValueWPerM2K !== null)
      .map((row) => t(`enums:envelopeElement.${row.element}`))
      .join(', ');
  const entered = listOf(false);
  const assumed = listOf(true);
  rows.push({
    figure: t('report:dataQuality.envelope'),
    basis: [
      entered && `${t('comparison:basis.given')}: ${entered}`,
      assumed && `${t('comparison:basis.assumed')}: ${assumed}`,
    ]
      .filter(Boolean)
      .join('; '),
    // Why values are assumed is in the findings below ("U-values assumed from the building's age").
    note: '',
  });
  return rows;
}

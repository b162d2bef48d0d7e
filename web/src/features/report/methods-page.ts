import { comparisonSource } from '@shared/domain/metrics/views/comparison/source';
import { CARRIERS } from '@shared/schemas/derived/metrics';
import { energyBasis } from './key-figures';
import type { PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/** Every source the report's figures rest on: the carriers' data, grid factor, weather, reference. */
export function writeMethods(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, options } = input;
  const { t, format } = tools;
  const { energy, climate } = figures;
  writer.sectionTitle(t('report:methods.title'));
  writer.text(t('report:methods.intro'), { size: 10 });
  writer.space(10);
  writer.text(t('report:methods.carriers'), { size: 11, bold: true });
  for (const carrier of CARRIERS) {
    const figures = energy.carriers[carrier];
    if (!figures) continue;
    const basis = energyBasis({ carriers: { [carrier]: figures } });
    writer.text(
      `• ${t('report:methods.carrierLine', {
        carrier: t(`performance:carrier.${carrier}`),
        basis: t(`report:keyFigures.basis.${basis}`),
        price:
          figures.priceSource === undefined || figures.priceSource === 'bills'
            ? t('report:methods.priceBills')
            : t('report:methods.priceDefault'),
      })}`,
      { size: 9.5 },
    );
  }
  writer.space(8);
  const lines = [
    t('report:methods.grid', {
      source: energy.grid.source,
      value: format.number(energy.grid.kgPerKwh, 3),
      year: energy.grid.year ?? '',
    }),
    t('report:methods.weather', { source: climate.source, station: climate.station }),
  ];
  // The Building Performance section's baseline rests on these models and normals.
  if (options.sections.includes('energyUsage') && figures.weather)
    lines.push(t('report:methods.baseline', { station: climate.station }));
  const source = comparisonSource(figures.benchmarks, 'reference');
  if (source.kind === 'reference') {
    if (options.referenceName)
      lines.push(t('report:methods.reference', { name: options.referenceName }));
    lines.push(
      t('report:methods.datasets', {
        centre: source.centreDataset,
        year: source.year,
        spread: source.spreadDataset,
      }),
    );
    if (options.sections.includes('comparison')) lines.push(t('report:methods.subSystems'));
  }
  // The Improve and Asset Reliability sections rest on the measures' and the register's models.
  if (options.sections.includes('improve') && figures.measures)
    lines.push(t('report:methods.measures'));
  if (options.sections.includes('assetReliability') && figures.reliability) {
    lines.push(
      t('report:methods.reliability', { date: format.dateTime(figures.reliability.asOfMs) }),
    );
    if (options.assetPages) lines.push(t('report:methods.critical'));
  }
  // A share link's snapshot keeps its own time, not the figures' (`SECTION_PARTS`).
  const computedAtMs: number | undefined = figures.computedAtMs;
  if (computedAtMs !== undefined)
    lines.push(t('report:methods.computedAt', { date: format.dateTime(computedAtMs) }));
  else if (options.sharedAtMs !== undefined)
    lines.push(t('report:methods.sharedAt', { date: format.dateTime(options.sharedAtMs) }));
  for (const line of lines) {
    writer.text(line, { size: 9.5 });
    writer.space(4);
  }
}

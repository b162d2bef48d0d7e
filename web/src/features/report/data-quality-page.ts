import { subMeterCoverage } from '@shared/domain/metrics/views/performance/breakdown';
import { dataQualityIssues } from '@shared/domain/metrics/views/performance/data-quality';
import { CARRIERS } from '@shared/schemas/derived/metrics';
import { dataIssueText } from '@/lib/figures/data-issue-text';
import { writeAnalysisYearTitle } from './analysis-year-title';
import { dataBasisRows } from './data-basis-rows';
import { TEXT_TABLE, drawTable } from './draw-table';
import { energyBasis } from './key-figures';
import { MARGIN, MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/**
 * What the figures rest on and what is missing or estimated: the Performance tab's "Metered or
 * modelled" and "Data quality" panels (`subMeterCoverage`, `dataQualityIssues`, the same views and
 * texts) over the report's period, each finding with the wizard step that fixes it.
 */
export function writeDataQuality(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, options } = input;
  const { t, format } = tools;
  const { energy } = figures;
  writeAnalysisYearTitle(writer, t('report:dataQuality.title'), input, tools);

  writer.text(t('report:dataQuality.basedOn'), { size: 12, bold: true });
  writer.space(2);
  for (const carrier of CARRIERS) {
    const carrierFigures = energy.carriers[carrier];
    if (!carrierFigures) continue;
    const basis = energyBasis({ carriers: { [carrier]: carrierFigures } });
    const year = carrierFigures.reportedYear;
    writer.text(
      `• ${t('report:dataQuality.carrier', {
        carrier: t(`performance:carrier.${carrier}`),
        basis: t(`report:keyFigures.basis.${basis}`),
        energy: format.energy(carrierFigures.siteKwh, 'MWh', 1),
      })}${year === undefined ? '' : ` (${year})`}`,
      { size: 9.5, x: MARGIN + 8 },
    );
  }
  writer.space(6);
  drawTable(
    writer,
    [
      { header: t('report:dataQuality.figure'), share: 0.26 },
      { header: t('report:keyFigures.basisLabel'), share: 0.27 },
      { header: t('report:dataQuality.note'), share: 0.47 },
    ],
    dataBasisRows(input, t, format).map((row) => [row.figure, row.basis, row.note]),
    TEXT_TABLE,
  );
  writer.space(6);
  const coverage = subMeterCoverage(energy);
  writer.text(
    coverage.metered.length > 0
      ? t('performance:coverage.explained', {
          share: format.percent(coverage.explainedPct / 100),
          value: format.energy(coverage.meteredKwh, 'MWh', 1),
        })
      : t('performance:coverage.none'),
    { size: 9.5 },
  );
  const list = (endUses: readonly string[]) =>
    endUses.map((endUse) => t(`enums:subSystem.${endUse as 'heating'}`)).join(', ');
  if (coverage.metered.length > 0)
    writer.text(`${t('performance:kpi.metered')}: ${list(coverage.metered)}`, { size: 9.5 });
  if (coverage.modelled.length > 0)
    writer.text(`${t('performance:kpi.modelled')}: ${list(coverage.modelled)}`, { size: 9.5 });
  writer.space(14);

  writer.text(t('report:dataQuality.missing'), { size: 12, bold: true });
  writer.space(2);
  const issues = dataQualityIssues(figures.quality, options.range, energy.carriers);
  if (issues.length === 0) writer.text(t('performance:quality.none'), { size: 9.5 });
  for (const issue of issues) {
    writer.ensure(30);
    writer.text(`• ${dataIssueText(issue, t, format)}`, { size: 9.5, x: MARGIN + 8 });
    writer.text(t('performance:quality.fix', { step: t(`enums:wizardStep.${issue.step}`) }), {
      size: 8.5,
      color: MUTED,
      x: MARGIN + 16,
    });
    writer.space(4);
  }
}

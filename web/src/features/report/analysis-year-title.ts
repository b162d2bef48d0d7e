import { MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/**
 * A section's title on a new page and, under it, the analysis year its figures are of, in the
 * words of the Performance tab's KPIs: the sections of the analysis year's figures (Key figures,
 * Data quality) open the same way.
 */
export function writeAnalysisYearTitle(
  writer: PdfWriter,
  title: string,
  input: ReportInput,
  tools: ReportTools,
): void {
  const { period } = input.figures;
  const { t, format } = tools;
  writer.sectionTitle(title);
  writer.text(
    t('performance:kpi.analysisYear', {
      start: format.month(period.firstMonth),
      end: format.month(period.lastMonth),
    }),
    { size: 10, color: MUTED },
  );
  writer.space(10);
}

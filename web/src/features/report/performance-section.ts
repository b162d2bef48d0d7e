import { writeBaseline } from './baseline-chart';
import { writeBreakdown } from './breakdown-chart';
import { writeHistoricalComparison } from './history-chart';
import type { PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';
import { writeEnergyUsage } from './usage-page';

/**
 * The Building Performance section: the tab's charts in its order (usage, historical comparison,
 * breakdown, weather-normalized baseline), each from the view its card uses.
 */
export function writePerformance(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  writer.sectionTitle(tools.t('report:performance.title'));
  writeEnergyUsage(writer, input, tools);
  writeHistoricalComparison(writer, input, tools);
  writeBreakdown(writer, input, tools);
  writeBaseline(writer, input, tools);
}

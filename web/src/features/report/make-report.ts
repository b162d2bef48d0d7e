import { generateReport } from './generate-report';
import { loadReportFonts } from './load-report-fonts';
import type { ReportTools } from './report-types';
import type { PartialReportInput } from './section-parts';

/**
 * The report's entry for the app, loaded with a dynamic `import()` when a report is asked for:
 * pdf-lib, fontkit and the fonts stay out of every route's chunks (the sign-in route's budget).
 */
export async function makeReport(
  input: PartialReportInput,
  tools: Omit<ReportTools, 'fonts'>,
): Promise<Blob> {
  const bytes = await generateReport(input, { ...tools, fonts: await loadReportFonts() });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

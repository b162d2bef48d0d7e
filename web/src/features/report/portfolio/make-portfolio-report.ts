import { loadReportFonts } from '../load-report-fonts';
import { generatePortfolioReport } from './generate-portfolio-report';
import type { PortfolioReportInput, PortfolioTools } from './portfolio-report-types';

/**
 * The portfolio report's entry for the app, loaded with a dynamic `import()` when a report is
 * asked for: pdf-lib, fontkit and the fonts stay out of the Dashboard's and every route's chunks.
 */
export async function makePortfolioReport(
  input: PortfolioReportInput,
  tools: Omit<PortfolioTools, 'fonts'>,
): Promise<Blob> {
  const bytes = await generatePortfolioReport(input, { ...tools, fonts: await loadReportFonts() });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

import { dashboardContent } from '@shared/domain/dashboard/dashboard-content';
import { PdfWriter } from '../pdf-writer';
import { writePortfolioCharts } from './portfolio-charts-page';
import { writePortfolioCover } from './portfolio-cover';
import { writePortfolioSavings, writePortfolioRisk } from './portfolio-lists-page';
import { writePortfolioRanking } from './portfolio-ranking-page';
import {
  PORTFOLIO_SECTIONS,
  type PortfolioReportInput,
  type PortfolioSection,
  type PortfolioSectionWriter,
  type PortfolioTools,
} from './portfolio-report-types';
import { writePortfolioTotals } from './portfolio-totals-page';

const WRITERS: Readonly<Record<PortfolioSection, PortfolioSectionWriter>> = {
  cover: writePortfolioCover,
  totals: writePortfolioTotals,
  ranking: writePortfolioRanking,
  charts: writePortfolioCharts,
  savings: writePortfolioSavings,
  risk: writePortfolioRisk,
};

/**
 * A portfolio report as PDF bytes: the Dashboard's content for the view on screen
 * (`dashboardContent`, the function the Dashboard shows), the sections asked for in their fixed
 * order, each on its own page, with page numbers. Reads no clock: the same input gives the same
 * document in the browser and in tests.
 */
export async function generatePortfolioReport(
  input: PortfolioReportInput,
  tools: PortfolioTools,
): Promise<Uint8Array> {
  const { t, format } = tools;
  const title = t('report:portfolio.title');
  const writer = await PdfWriter.create(tools.fonts, title, format.locale);
  const content = dashboardContent(input.buildings, input.view);
  const sections = PORTFOLIO_SECTIONS.filter((section) => input.sections.includes(section));
  for (const section of sections) WRITERS[section](writer, content, input, tools);
  if (sections.length === 0) writer.newPage();
  const made = format.date(input.madeAtMs);
  writer.stampFooters((page, pages) => ({
    left: t('report:portfolio.footer', { title, date: made }),
    right: t('report:page', { page, pages }),
  }));
  // A fixed date keeps the bytes a function of the input (pdf-lib otherwise stamps the clock).
  const madeAt = new Date(input.madeAtMs);
  writer.doc.setCreationDate(madeAt);
  writer.doc.setModificationDate(madeAt);
  return writer.doc.save();
}

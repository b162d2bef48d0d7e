import type { DashboardContent, DashboardScope } from '@shared/domain/dashboard/dashboard-content';
import type { DashboardBuilding, Ranking } from '@shared/domain/dashboard/portfolio-dashboard';
import type { TFunction } from 'i18next';
import type { Format } from '@/lib/format/create-format';
import type { PdfWriter } from '../pdf-writer';
import type { ReportFonts } from '../report-types';

/** The sections of a portfolio report, in the order they are printed. */
export const PORTFOLIO_SECTIONS = [
  'cover',
  'totals',
  'ranking',
  'charts',
  'savings',
  'risk',
] as const;
export type PortfolioSection = (typeof PORTFOLIO_SECTIONS)[number];

/** The portfolio report's `t`: its own texts (`report:portfolio.*`) and the Dashboard's. */
export type PortfolioT = TFunction<readonly ['report', 'dashboard', 'enums']>;

/** The Dashboard's view as its URL holds it: filters, period, selection and ranking. */
export interface PortfolioView extends DashboardScope {
  ranking: Ranking;
}

/** Everything one portfolio report is made of. */
export interface PortfolioReportInput {
  /** Every building of the Dashboard (its rows joined with their lists), before the filters. */
  buildings: readonly DashboardBuilding[];
  view: PortfolioView;
  /** The sections asked for; printed in the order of `PORTFOLIO_SECTIONS`. */
  sections: readonly PortfolioSection[];
  /** When the report is made, ms since the epoch (passed in: the generator reads no clock). */
  madeAtMs: number;
}

/** What the generator writes with: texts, the app's formats, and the fonts. */
export interface PortfolioTools {
  t: PortfolioT;
  format: Format;
  fonts: ReportFonts;
}

/** One section of the portfolio report, written from the Dashboard's content for the view. */
export type PortfolioSectionWriter = (
  writer: PdfWriter,
  content: DashboardContent,
  input: PortfolioReportInput,
  tools: PortfolioTools,
) => void;

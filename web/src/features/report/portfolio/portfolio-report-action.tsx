import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../components/report-dialog';
import { PORTFOLIO_SECTIONS, type PortfolioSection } from './portfolio-report-types';

/** The dialog's label of each section: the Dashboard's own card titles where it has one. */
const LABELS = {
  cover: 'report:action.section.cover',
  totals: 'dashboard:kpi.totals',
  ranking: 'dashboard:ranking.title',
  charts: 'report:portfolio.charts',
  savings: 'dashboard:savings.title',
  risk: 'dashboard:risk.title',
} as const satisfies Record<PortfolioSection, string>;

export interface PortfolioReportActionProps {
  /** Makes and saves the report of the sections chosen; rejects when it cannot. */
  make: (sections: PortfolioSection[]) => Promise<void>;
  /** The period and filters on screen, as the report's cover names them. */
  period: string;
  filters: string;
  /** False while the Dashboard's lists are still on their way: no Make. */
  ready: boolean;
}

/** The Dashboard's "Report" action: the sections of the portfolio report, then the PDF. */
export function PortfolioReportAction({
  make,
  period,
  filters,
  ready,
}: PortfolioReportActionProps) {
  const { t } = useTranslation(['report', 'dashboard']);
  return (
    <ReportDialog
      sections={PORTFOLIO_SECTIONS}
      labelOf={(section) => t(LABELS[section])}
      make={make}
      openLabel={t('report:portfolio.action.open')}
      openTestId="portfolio-report-open"
      title={t('report:portfolio.action.title')}
      titleId="portfolio-report-title"
      maxWidth="sm"
      intro={
        <Typography variant="body2" color="text.secondary" data-testid="portfolio-report-scope">
          {t('report:portfolio.action.scope', { period, filters })}
        </Typography>
      }
      notice={
        ready ? null : (
          <Alert severity="info" role="status">
            {t('report:portfolio.action.listsLoading')}
          </Alert>
        )
      }
      ready={ready}
    />
  );
}

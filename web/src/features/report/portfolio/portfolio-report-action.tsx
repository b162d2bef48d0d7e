import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PortfolioSection[]>([...PORTFOLIO_SECTIONS]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = (section: PortfolioSection) =>
    setChosen((current) =>
      current.includes(section) ? current.filter((s) => s !== section) : [...current, section],
    );
  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await make(PORTFOLIO_SECTIONS.filter((section) => chosen.includes(section)));
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        onClick={() => setOpen(true)}
        data-testid="portfolio-report-open"
      >
        {t('report:portfolio.action.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="portfolio-report-title"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="portfolio-report-title">{t('report:portfolio.action.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" data-testid="portfolio-report-scope">
            {t('report:portfolio.action.scope', { period, filters })}
          </Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
            {t('report:action.sections')}
          </Typography>
          <FormGroup>
            {PORTFOLIO_SECTIONS.map((section) => (
              <FormControlLabel
                key={section}
                control={
                  <Checkbox
                    checked={chosen.includes(section)}
                    onChange={() => toggle(section)}
                    disabled={busy}
                  />
                }
                label={t(LABELS[section])}
              />
            ))}
          </FormGroup>
          {ready ? null : (
            <Alert severity="info" role="status">
              {t('report:portfolio.action.listsLoading')}
            </Alert>
          )}
          {failed ? <Alert severity="error">{t('report:action.failed')}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('report:action.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || chosen.length === 0 || !ready}
            data-testid="report-make"
          >
            {busy ? t('report:action.making') : t('report:action.make')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

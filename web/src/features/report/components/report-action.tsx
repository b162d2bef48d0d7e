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
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_SECTIONS, type ReportSection } from '../report-types';

/** What the dialog asks besides the sections. */
export interface ReportChoices {
  /** One page per critical asset after Asset Reliability (off by default: it can be long). */
  assetPages: boolean;
}

export interface ReportActionProps {
  /** Makes and saves the report of the sections chosen; rejects when it cannot. */
  make: (sections: ReportSection[], choices: ReportChoices) => Promise<void>;
  /** The period selector, shown in the dialog while it is open (mounted only then). */
  period?: ReactNode;
  /** False while the period cannot be used (loading, or ending before it starts): no Make. */
  periodReady?: boolean;
  /** The sections offered, in report order (a share link's: the shared ones); all by default. */
  sections?: readonly ReportSection[];
  /** The test id of the button that opens the dialog. */
  openTestId?: string;
}

/**
 * The "Report" action of the building header and of a share link: choose the sections, then make
 * the PDF.
 */
export function ReportAction({
  make,
  period,
  periodReady = true,
  sections: offered = REPORT_SECTIONS,
  openTestId = 'report-open',
}: ReportActionProps) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReportSection[]>([...offered]);
  const [assetPages, setAssetPages] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = (section: ReportSection) =>
    setChosen((current) =>
      current.includes(section) ? current.filter((s) => s !== section) : [...current, section],
    );
  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const sections = offered.filter((section) => chosen.includes(section));
      await make(sections, { assetPages: assetPages && sections.includes('assetReliability') });
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
        data-testid={openTestId}
      >
        {t('action.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="report-title"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="report-title">{t('action.title')}</DialogTitle>
        <DialogContent>
          {period}
          <Typography variant="subtitle2" component="h3" sx={{ mt: period ? 2 : 0, mb: 0.5 }}>
            {t('action.sections')}
          </Typography>
          <FormGroup>
            {offered.map((section) => (
              <Fragment key={section}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.includes(section)}
                      onChange={() => toggle(section)}
                      disabled={busy}
                    />
                  }
                  label={t(`action.section.${section}`)}
                />
                {section === 'assetReliability' ? (
                  <FormControlLabel
                    sx={{ ml: 3 }}
                    control={
                      <Checkbox
                        checked={assetPages}
                        onChange={() => setAssetPages((current) => !current)}
                        disabled={busy || !chosen.includes('assetReliability')}
                      />
                    }
                    label={t('action.assetPages')}
                  />
                ) : null}
              </Fragment>
            ))}
          </FormGroup>
          {failed ? <Alert severity="error">{t('action.failed')}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || chosen.length === 0 || !periodReady}
            data-testid="report-make"
          >
            {busy ? t('action.making') : t('action.make')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

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
import { REPORT_SECTIONS, type ReportSection } from '../report-types';

/** What the dialog asks besides the sections. */
export interface ReportChoices {
  /** One page per critical asset after Asset Reliability (off by default: it can be long). */
  assetPages: boolean;
}

export interface ReportActionProps {
  /** Makes and saves the report of the sections chosen; rejects when it cannot. */
  make: (sections: ReportSection[], choices: ReportChoices) => Promise<void>;
}

/** The building header's "Report" action: choose the sections, then make the PDF. */
export function ReportAction({ make }: ReportActionProps) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReportSection[]>([...REPORT_SECTIONS]);
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
      const sections = REPORT_SECTIONS.filter((section) => chosen.includes(section));
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
        data-testid="report-open"
      >
        {t('action.open')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="report-title">
        <DialogTitle id="report-title">{t('action.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('action.period')}
          </Typography>
          <FormGroup>
            {REPORT_SECTIONS.map((section) => (
              <FormControlLabel
                key={section}
                control={
                  <Checkbox
                    checked={chosen.includes(section)}
                    onChange={() => toggle(section)}
                    disabled={busy}
                  />
                }
                label={t(`action.section.${section}`)}
              />
            ))}
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
            disabled={busy || chosen.length === 0}
            data-testid="report-make"
          >
            {busy ? t('action.making') : t('action.make')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import PictureAsPdfIcon from 'virtual:icons/PictureAsPdf';
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

/** What a section's extra choice is drawn with (the building report's asset pages). */
export interface SectionExtraState<S extends string> {
  /** The sections ticked now. */
  chosen: readonly S[];
  /** True while the report is being made: every control is disabled. */
  busy: boolean;
}

export interface ReportDialogProps<S extends string> {
  /** The sections offered, in report order; all are ticked at first. */
  sections: readonly S[];
  /** A section's checkbox label. */
  labelOf: (section: S) => string;
  /** Makes and saves the report of the sections chosen, in report order; rejects when it cannot. */
  make: (sections: S[]) => Promise<void>;
  /** The open button's text and test id, the dialog's title and the title's element id. */
  openLabel: string;
  openTestId: string;
  title: string;
  titleId: string;
  maxWidth: 'sm' | 'md';
  /** Shown above the sections (the period selector, or the portfolio's scope). */
  intro?: ReactNode;
  /** Shown under the sections, above a failure (the portfolio's "waiting for the lists"). */
  notice?: ReactNode;
  /** False while the report cannot be made yet: no Make. */
  ready: boolean;
  /** A further choice shown under a section (indented), or null. */
  extraOf?: (section: S, state: SectionExtraState<S>) => ReactNode;
}

/**
 * The "Report" button and its dialog, for every report: tick the sections, then make the PDF.
 * The dialog stays open and says so when the report cannot be made.
 */
export function ReportDialog<S extends string>({
  sections,
  labelOf,
  make,
  openLabel,
  openTestId,
  title,
  titleId,
  maxWidth,
  intro,
  notice,
  ready,
  extraOf,
}: ReportDialogProps<S>) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<S[]>([...sections]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = (section: S) =>
    setChosen((current) =>
      current.includes(section) ? current.filter((s) => s !== section) : [...current, section],
    );
  const submit = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await make(sections.filter((section) => chosen.includes(section)));
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
        {openLabel}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby={titleId}
        maxWidth={maxWidth}
        fullWidth
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {intro}
          <Typography variant="subtitle2" component="h3" sx={{ mt: intro ? 2 : 0, mb: 0.5 }}>
            {t('action.sections')}
          </Typography>
          <FormGroup>
            {sections.map((section) => (
              <Fragment key={section}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.includes(section)}
                      onChange={() => toggle(section)}
                      disabled={busy}
                    />
                  }
                  label={labelOf(section)}
                />
                {extraOf?.(section, { chosen, busy }) ?? null}
              </Fragment>
            ))}
          </FormGroup>
          {notice}
          {failed ? <Alert severity="error">{t('action.failed')}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || chosen.length === 0 || !ready}
            data-testid="report-make"
          >
            {busy ? t('action.making') : t('action.make')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

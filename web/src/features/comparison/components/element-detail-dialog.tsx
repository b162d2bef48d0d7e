import AddIcon from 'virtual:icons/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ELEMENT_MEASURE_KIND,
  measureDraftFromElementDetail,
} from '@shared/domain/metrics/measures/from-element-detail';
import type { ElementDetail } from '@shared/domain/metrics/benchmarks/element-detail';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { nowMs } from '@/lib/clock';
import { dayKeyInZone } from '@/lib/format/time-zone';
import { useFormat } from '@/lib/format/use-format';
import { ElementDetailTable } from './element-detail-table';

type Outcome = 'added' | 'exists' | 'failed';

export interface ElementDetailDialogProps {
  detail: ElementDetail;
  /** The element's translated name. */
  label: string;
  onClose: () => void;
  /** The Improve tab; absent in a share link's read-only view. */
  improveHref?: string | undefined;
  /** Whether a measure that does this is on Improve already. */
  measureExists: boolean;
  /** Stores the proposed measure (owners and editors); absent for viewers. */
  onAddMeasure?: (measure: ImprovementMeasure) => Promise<'added' | 'exists'>;
}

/**
 * Spec 2.10 detail popup (3.15): an envelope element or sub-system today against best practice,
 * with its CO2, the savings, a tip that says why the better type is better, and the matching
 * measure on Improve (created as a proposed measure when the user asks).
 */
export function ElementDetailDialog(props: ElementDetailDialogProps) {
  const { detail, label, onClose, improveHref, measureExists, onAddMeasure } = props;
  const { t } = useTranslation('comparison');
  const format = useFormat();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const element = detail.element;
  const atBest =
    detail.savingsKwh === 0 && detail.co2TonsPerYear.best === detail.co2TonsPerYear.current;
  const co2SavedKg = (detail.co2TonsPerYear.current - detail.co2TonsPerYear.best) * 1000;
  const add = async () => {
    if (!onAddMeasure) return;
    setBusy(true);
    try {
      const measure = measureDraftFromElementDetail({
        detail,
        name: t(`detail.measureName.${element}`),
        startOn: dayKeyInZone(nowMs(), format.timeZone),
      });
      setOutcome(await onAddMeasure(measure));
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('detail.title', { element: label })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <ElementDetailTable detail={detail} />
          {atBest ? (
            <Alert severity="success">{t('detail.atBest')}</Alert>
          ) : (
            <div data-testid="detail-savings">
              <Typography variant="subtitle2" component="h3">
                {t('detail.savings')}
              </Typography>
              <Typography variant="body2">
                {t('detail.energySavings', { value: format.energyAuto(detail.savingsKwh) })}
              </Typography>
              <Typography variant="body2">
                {t('detail.co2Savings', { value: format.co2(co2SavedKg, 't', 1) })}
              </Typography>
            </div>
          )}
          <Alert severity="info" icon={false} data-testid="detail-tip">
            {t(`detail.tip.${element}`)}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {t('detail.method')}
          </Typography>
          {!atBest && ELEMENT_MEASURE_KIND[element] === 'custom' ? (
            <Typography variant="body2" color="text.secondary">
              {t('detail.measureCustom')}
            </Typography>
          ) : null}
          {outcome ? (
            <Alert
              severity={outcome === 'added' ? 'success' : outcome === 'exists' ? 'info' : 'error'}
              role="status"
            >
              {t(`detail.${outcome === 'failed' ? 'addFailed' : outcome}`)}
            </Alert>
          ) : measureExists ? (
            <Alert severity="info" role="status">
              {t('detail.exists')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {improveHref ? (
          <Button component={RouterLink} to={improveHref}>
            {t('detail.openImprove')}
          </Button>
        ) : null}
        {onAddMeasure &&
        !atBest &&
        !measureExists &&
        outcome !== 'added' &&
        outcome !== 'exists' ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={busy}
            onClick={() => void add()}
            data-testid="detail-add-measure"
          >
            {busy ? t('detail.adding') : t('detail.addMeasure')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { StoredMeasureBasis } from '@shared/domain/metrics/measures/measure-basis';
import {
  improvementMeasureSchema,
  type ImprovementMeasure,
} from '@shared/schemas/stored/improvement-measure';
import type { MetricsMeasure } from '@shared/schemas/derived/metrics-measures';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { liveFigures, useLiveFigures } from '../utils/live-figures';
import { toFormValues, toMeasure, type MeasureFormValues } from '../utils/measure-form';
import { MeasureFields } from './measure-fields';
import { measureAssumptions } from '@shared/domain/metrics/measures/measure-assumptions';
import { MeasureFigures } from './measure-figures';
import { MeasureInputs } from './measure-inputs';
import { MeasuredSavings } from './measured-savings';

/** The key a measure being added is evaluated under until it is stored. */
const DRAFT_KEY = '~draft';

export interface MeasureDialogProps {
  /** The stored measure's key; undefined for a measure being added. */
  measureId: string | undefined;
  /** The stored measure, or the new one's starting values. */
  measure: ImprovementMeasure;
  /** Its stored figures when they are up to date with it. */
  figures: MetricsMeasure | undefined;
  /** What the figures were computed from (`/metrics/{b}/measureBasis`), for the live figures. */
  basis: StoredMeasureBasis | undefined;
  /** Every stored measure of the building (the live figures combine the draft with them). */
  stored: Readonly<Record<string, ImprovementMeasure>>;
  currency: string;
  canEdit: boolean;
  /**
   * Stores the measure under its key, or a new one (undefined) under a new key, which it
   * resolves; rejects on failure.
   */
  onSave: (measureId: string | undefined, measure: ImprovementMeasure) => Promise<string>;
  /** Deletes the stored measure; rejects on failure. */
  onDelete: ((measureId: string) => Promise<void>) | undefined;
  onClose: () => void;
}

type Ask = 'discardAndClose' | 'discardAndView' | 'delete' | null;

/**
 * Spec 4 Improvement measure popup: opens in view mode (a new measure in edit mode), Edit switches
 * to edit mode, Save stores and returns to view mode, Close closes. Unsaved edits are never lost
 * silently: closing or cancelling a changed form asks first. While editing, the measure's figures
 * are computed live in the browser by the engine the functions run.
 */
export function MeasureDialog(props: MeasureDialogProps) {
  const { measure, figures, basis, stored, currency, canEdit, onSave, onDelete, onClose } = props;
  const { t } = useTranslation(['improve', 'enums']);
  const [savedId, setSavedId] = useState(props.measureId);
  const [saved, setSaved] = useState(measure);
  const [mode, setMode] = useState<'view' | 'edit'>(props.measureId ? 'view' : 'edit');
  const [ask, setAsk] = useState<Ask>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<MeasureFormValues>({
    resolver: zodResolver(improvementMeasureSchema) as unknown as Resolver<MeasureFormValues>,
    defaultValues: toFormValues(measure),
  });
  const { control, formState } = form;
  const key = savedId ?? DRAFT_KEY;
  // In view mode: the stored figures when they are up to date, else computed here.
  const viewFigures = useMemo(
    () =>
      mode === 'view' && !(figures && savedId === props.measureId)
        ? liveFigures(basis, stored, key, saved)?.measures[key]
        : undefined,
    [mode, figures, savedId, props.measureId, basis, stored, key, saved],
  );
  const dirty = mode === 'edit' && formState.isDirty;
  const kindName = t(`enums:measureKind.${saved.kind}`);

  const close = () => (dirty ? setAsk('discardAndClose') : onClose());
  const cancel = () => {
    if (!savedId) return close();
    if (dirty) return setAsk('discardAndView');
    setMode('view');
  };
  const submit = form.handleSubmit(async (submitted) => {
    const next = toMeasure(submitted);
    if (!next) return;
    setFailed(false);
    try {
      const id = await onSave(savedId, next);
      setSavedId(id);
      setSaved(next);
      form.reset(toFormValues(next));
      setMode('view');
    } catch {
      // The input stays on screen to try again.
      setFailed(true);
    }
  });

  const shownFigures = figures && savedId === props.measureId ? figures : viewFigures;
  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : close}
      fullWidth
      maxWidth="md"
      aria-labelledby="measure-dialog-title"
      data-testid="measure-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="measure-dialog-title">
          {mode === 'edit'
            ? savedId
              ? t('dialog.editTitle', { name: saved.name })
              : t('dialog.addTitle', { kind: kindName })
            : saved.name}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {kindName} · {mode === 'edit' ? t('dialog.editMode') : t('dialog.viewMode')}
          </Typography>
        </DialogTitle>
        <DialogContent dividers>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            {mode === 'edit' ? (
              <MeasureFields control={control} kind={saved.kind} currency={currency} />
            ) : (
              <MeasureInputs measure={saved} currency={currency} />
            )}
            <Box sx={{ position: { md: 'sticky' }, top: 0 }}>
              {mode === 'edit' ? (
                <LiveFigures
                  control={control}
                  basis={basis}
                  stored={stored}
                  measureKey={key}
                  currency={currency}
                />
              ) : shownFigures ? (
                <MeasureFigures
                  figures={shownFigures}
                  currency={currency}
                  source={shownFigures === viewFigures ? 'live' : 'stored'}
                  assumptions={measureAssumptions(saved)}
                />
              ) : (
                <Alert severity="info">{t('figures.noBasis')}</Alert>
              )}
              {mode === 'view' && figures && savedId === props.measureId ? (
                <MeasuredSavings figures={figures} currency={currency} />
              ) : null}
            </Box>
          </Box>
          {/* A failed save is about the input on screen: gone with it once back in view mode. */}
          {failed && mode === 'edit' ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('dialog.saveFailed')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {mode === 'view' && canEdit && savedId && onDelete ? (
            <Button color="error" onClick={() => setAsk('delete')} sx={{ mr: 'auto' }}>
              {t('dialog.delete')}
            </Button>
          ) : null}
          {mode === 'edit' ? (
            <>
              <Button onClick={cancel} disabled={formState.isSubmitting}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                {t('dialog.save')}
              </Button>
            </>
          ) : (
            <>
              {canEdit ? (
                <Button
                  variant="outlined"
                  onClick={() => {
                    setFailed(false);
                    setMode('edit');
                  }}
                >
                  {t('dialog.edit')}
                </Button>
              ) : null}
              <Button variant="contained" onClick={onClose}>
                {t('dialog.close')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
      {ask === 'delete' && savedId && onDelete ? (
        <ConfirmDialog
          title={t('delete.title', { name: saved.name })}
          description={t('delete.description')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          failedText={t('delete.failed')}
          tone="error"
          onConfirm={async () => {
            await onDelete(savedId);
            onClose();
          }}
          onCancel={() => setAsk(null)}
        />
      ) : null}
      {ask === 'discardAndClose' || ask === 'discardAndView' ? (
        <ConfirmDialog
          title={t('discard.title')}
          description={t('discard.description')}
          confirmLabel={t('discard.confirm')}
          cancelLabel={t('discard.cancel')}
          tone="error"
          onConfirm={() => {
            if (ask === 'discardAndClose') return onClose();
            form.reset(toFormValues(saved));
            setAsk(null);
            setMode('view');
          }}
          onCancel={() => setAsk(null)}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * The live figures of the measure being edited. It alone watches the form, so a keystroke
 * re-renders the typed field and this panel, not the whole popup; the engine runs in a deferred
 * render (`useLiveFigures`), so typing stays responsive.
 */
function LiveFigures({
  control,
  basis,
  stored,
  measureKey,
  currency,
}: {
  control: Control<MeasureFormValues>;
  basis: StoredMeasureBasis | undefined;
  stored: Readonly<Record<string, ImprovementMeasure>>;
  measureKey: string;
  currency: string;
}) {
  const { t } = useTranslation('improve');
  const values = useWatch({ control }) as MeasureFormValues;
  const draft = useMemo(() => toMeasure(values), [values]);
  const live = useLiveFigures(basis, stored, measureKey, draft);
  const figures = live.result?.measures[measureKey];
  return (
    <>
      {figures ? (
        <MeasureFigures
          figures={figures}
          currency={currency}
          source="live"
          assumptions={draft ? measureAssumptions(draft) : []}
        />
      ) : (
        <Alert severity="info">{basis ? t('figures.fixInput') : t('figures.noBasis')}</Alert>
      )}
      {live.invalid && figures ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {t('figures.lastValid')}
        </Typography>
      ) : null}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import type { BuildingGeneral } from '@shared/schemas/building-general';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { canFinish, checkBuilding } from '@shared/domain/building-completeness';
import { DEFAULT_CURRENCY, buildingCurrencyOf } from '@shared/domain/building-currency';
import { buildingTitleOf } from '@shared/domain/building-title';
import type { Currency, WizardStep } from '@shared/schemas/enums';
import { useAuth } from '@/lib/auth/use-auth';
import { nowMs } from '@/lib/clock';
import { useBuildingPhotoState } from '../api/use-building-photo-state';
import { useWizardBuilding } from '../api/use-wizard-building';
import { finishBuilding } from '../api/wizard-finish-client';
import {
  createBuilding,
  deleteBuilding,
  editorOf,
  saveParts,
  saveProgress,
} from '../api/wizard-writes';
import { STEP_DEFINITIONS } from '../steps/registry';
import {
  DONE_ALL_STEPS,
  nextStep,
  previousStep,
  progressAfter,
  storedDone,
} from '../utils/wizard-flow';
import type { MonthlyTotals } from '../steps/step-props';
import { BuildingPhotoContext } from '../utils/building-photo-context';
import { withNewBuildingCurrency } from '../utils/general-values';
import { ConsumptionUpload } from '../uploads/consumption-upload';
import type { RenderAddEquipment } from '../uploads/historized-upload';
import { StepUploads } from '../uploads/step-uploads';
import { DoneStep } from './done-step';
import { MessageDialog } from './message-dialog';
import { WizardActions } from './wizard-actions';
import { WizardProgress } from './wizard-progress';

const FORM_ID = 'wizard-step-form';

export interface WizardScreenProps {
  mode: 'create' | 'edit';
  /** `null` while creating: the building exists once General Information is saved. */
  buildingId: string | null;
  step: WizardStep;
  /**
   * The currency a building created here starts in: its creator's (`newBuildingCurrency`), the
   * General step's default and what `createBuilding` stores unless the user chose another.
   */
  newBuildingCurrency?: Currency;
  /** "Add equipment" next to the sub-system uploads' equipment select (composed by the app). */
  renderAddEquipment?: RenderAddEquipment;
}

/** General Information chosen in the online search (router state `{prefill}`), not saved yet. */
function prefillOf(state: unknown): Partial<BuildingGeneral> | undefined {
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return undefined;
  const { prefill } = state as { prefill: unknown };
  return typeof prefill === 'object' && prefill !== null
    ? (prefill as Partial<BuildingGeneral>)
    : undefined;
}

type Dialog = 'delete' | 'deleted' | 'doneAll' | 'created' | null;

/** The New Building wizard (spec 2.7), in create or edit mode, with the step in the URL. */
export function WizardScreen({
  mode,
  buildingId,
  step,
  newBuildingCurrency = DEFAULT_CURRENCY,
  renderAddEquipment,
}: WizardScreenProps) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const { data } = useWizardBuilding(buildingId);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failureState, setFailureState] = useState<{ step: WizardStep; message: string } | null>(
    null,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const intent = useRef<'save' | 'next'>('save');
  const leaving = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    leaving.current = false;
  }, [step]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const photo = useBuildingPhotoState(buildingId);
  const failure = failureState?.step === step ? failureState.message : null;
  if (!user) return null;
  if (buildingId !== null && !data) return <LoadingScreen inline />;
  if (buildingId !== null && data?.denied && dialog !== 'deleted') {
    return <Alert severity="warning">{t('messages.unavailable')}</Alert>;
  }
  const building = data?.building ?? null;
  const role = building?.members?.[user.uid];
  const readOnly = buildingId !== null && role !== 'owner' && role !== 'editor';
  const done = storedDone(building?.meta as Parameters<typeof storedDone>[0]);
  const percent = building?.meta?.wizard?.percent ?? 0;
  const base = buildingId
    ? mode === 'create'
      ? `${paths.addingBuilding.getHref()}/${buildingId}`
      : paths.editingBuilding.getHref(buildingId)
    : `${paths.addingBuilding.getHref()}/new`;
  const go = (target: WizardStep, idOverride?: string) => {
    leaving.current = true;
    const root = idOverride ? `${paths.addingBuilding.getHref()}/${idOverride}` : base;
    void navigate(`${root}/${target}`);
  };
  const editor = editorOf(user);
  const definition = STEP_DEFINITIONS.find((entry) => entry.code === step);

  const submit = async (value: unknown) => {
    if (!definition) return;
    const advancing = intent.current === 'next';
    const target = advancing ? (nextStep(step) ?? step) : step;
    const progress = progressAfter(done, advancing ? [step] : [], target);
    setBusy(true);
    setFailureState(null);
    try {
      const parts = definition.parts(value);
      if (buildingId === null) {
        const created = await createBuilding(
          editor,
          withNewBuildingCurrency(parts, newBuildingCurrency),
          progress,
          nowMs(),
          photo.pending,
        );
        photo.clearPending();
        go(target, created);
      } else {
        await saveParts(buildingId, editor, parts, progress, nowMs());
        if (advancing) go(target);
      }
      if (!advancing) setNotice(t('messages.saved'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailureState({
        step,
        message: step === 'hvac' ? t('messages.hvacFailed') : t('messages.saveFailed', { reason }),
      });
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const runProgress = async (finished: readonly WizardStep[], after: Dialog) => {
    if (buildingId === null) return;
    setBusy(true);
    try {
      if (finished.includes('done')) await finishBuilding(user, buildingId);
      else await saveProgress(buildingId, editor, progressAfter(done, finished, step), nowMs());
      setDialog(after);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailureState({ step, message: t('messages.saveFailed', { reason }) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (buildingId === null) return;
    setBusy(true);
    try {
      leaving.current = true;
      await deleteBuilding(buildingId, Object.keys(building?.members ?? {}));
      setDialog('deleted');
    } catch (error) {
      setDialog(null);
      const reason = error instanceof Error ? error.message : String(error);
      setFailureState({ step, message: t('messages.deleteFailed', { reason }) });
    } finally {
      setBusy(false);
    }
  };

  const title =
    buildingTitleOf(building?.general as Partial<BuildingGeneral> | undefined) || t('newBuilding');
  const previous = previousStep(step);
  const checks = building ? checkBuilding(building) : [];

  return (
    <>
      <PageHeader title={mode === 'create' ? t('createTitle') : t('editTitle')} subtitle={title} />
      <WizardProgress
        step={step}
        percent={percent}
        done={done}
        onStep={buildingId ? (target) => void navigate(`${base}/${target}`) : null}
      />
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('messages.readOnly')}
        </Alert>
      ) : null}
      {buildingId === null && step !== 'general' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('messages.createFirst')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="wizard-error">
          {failure}
        </Alert>
      ) : null}
      {step === 'done' ? (
        building ? (
          <DoneStep building={building} stepsHref={base} />
        ) : null
      ) : definition && (buildingId !== null || step === 'general') ? (
        <BuildingPhotoContext.Provider value={photo}>
          <definition.Component
            key={`${buildingId ?? 'new'}-${step}`}
            buildingId={buildingId ?? ''}
            formId={FORM_ID}
            initial={building ? definition.read(building) : undefined}
            currency={
              building
                ? buildingCurrencyOf(
                    building.general as Partial<BuildingGeneral> | undefined,
                    DEFAULT_CURRENCY,
                  )
                : newBuildingCurrency
            }
            prefill={
              buildingId === null && step === 'general' ? prefillOf(location.state) : undefined
            }
            readOnly={readOnly}
            onSubmit={submit}
            onDirtyChange={setDirty}
            renderConsumptionUpload={
              buildingId !== null
                ? (apply: (months: MonthlyTotals) => void) => (
                    <ConsumptionUpload
                      buildingId={buildingId}
                      disabled={readOnly}
                      onMonths={apply}
                    />
                  )
                : undefined
            }
          />
        </BuildingPhotoContext.Provider>
      ) : null}
      <WizardActions
        formId={
          !readOnly && step !== 'done' && (buildingId !== null || step === 'general')
            ? FORM_ID
            : null
        }
        busy={busy}
        canNext={nextStep(step) !== null}
        onBack={previous ? () => void navigate(`${base}/${previous}`) : null}
        onSubmitIntent={(next) => {
          intent.current = next;
        }}
        onDelete={role === 'owner' && buildingId !== null ? () => setDialog('delete') : null}
        onDoneAll={
          !readOnly && buildingId !== null
            ? () => void runProgress(DONE_ALL_STEPS, 'doneAll')
            : null
        }
        onDone={
          !readOnly && step === 'done' && building && canFinish(checks)
            ? () => void runProgress(['done'], 'created')
            : null
        }
      />
      {buildingId !== null && building ? (
        <StepUploads
          step={step}
          buildingId={buildingId}
          readOnly={readOnly}
          renderAddEquipment={renderAddEquipment}
          currency={buildingCurrencyOf(
            building.general as Partial<BuildingGeneral> | undefined,
            DEFAULT_CURRENCY,
          )}
        />
      ) : null}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
      <MessageDialog
        open={dialog === 'delete'}
        message={t('messages.deleteConfirm')}
        onClose={() => setDialog(null)}
        actions={[
          { label: t('actions.no'), onClick: () => setDialog(null) },
          { label: t('actions.yes'), onClick: () => void remove(), primary: true },
        ]}
      />
      <MessageDialog
        open={dialog === 'deleted'}
        message={t('messages.deleted')}
        actions={[
          {
            label: t('actions.ok'),
            primary: true,
            onClick: () => void navigate(paths.portfolio.getHref()),
          },
        ]}
      />
      <MessageDialog
        open={dialog === 'doneAll'}
        message={t('messages.doneAll')}
        onClose={() => setDialog(null)}
        actions={[{ label: t('actions.ok'), primary: true, onClick: () => setDialog(null) }]}
      />
      <MessageDialog
        open={dialog === 'created'}
        message={t('messages.created')}
        onClose={() => setDialog(null)}
        actions={[
          {
            label: t('actions.viewBuilding'),
            primary: true,
            onClick: () => buildingId && void navigate(paths.building.getHref(buildingId)),
          },
          { label: t('actions.ok'), onClick: () => setDialog(null) },
        ]}
      />
      <MessageDialog
        open={blocker.state === 'blocked'}
        message={t('messages.unsaved')}
        onClose={() => blocker.reset?.()}
        actions={[
          { label: t('actions.stay'), onClick: () => blocker.reset?.() },
          { label: t('actions.leave'), onClick: () => blocker.proceed?.() },
        ]}
      />
    </>
  );
}

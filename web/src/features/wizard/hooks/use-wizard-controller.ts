import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import type { Currency } from '@shared/schemas/enums/account';
import type { WizardStep } from '@shared/schemas/enums/building';
import { canFinish, checkBuilding } from '@shared/domain/building/building-completeness';
import { DEFAULT_CURRENCY, buildingCurrencyOf } from '@shared/domain/building/building-currency';
import { buildingTitleOf } from '@shared/domain/building/building-title';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useBuildingPhotoState } from '../api/use-building-photo-state';
import { useWizardBuilding } from '../api/use-wizard-building';
import { useDeleteBuilding, useFinishBuilding, useSaveStep } from '../api/use-wizard-mutations';
import { editorOf } from '../api/wizard-writes';
import { STEP_DEFINITIONS } from '../steps/registry';
import { withNewBuildingCurrency } from '../utils/general-values';
import { nextStep, previousStep, progressAfter, storedDone } from '../utils/wizard-flow';
import { useLeaveGuard } from './use-leave-guard';

/** The wizard's message dialogs (spec 2.7), one open at a time. */
export type WizardDialog = 'delete' | 'deleted' | 'doneAll' | 'created' | null;

export interface WizardControllerOptions {
  mode: 'create' | 'edit';
  buildingId: string | null;
  step: WizardStep;
  user: AuthUser;
  newBuildingCurrency: Currency;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The New Building wizard's state machine (spec 2.7): the building being edited and the user's
 * role in it, where each step lives, saving a step (creating the building on the first save),
 * Done All and Done, Delete, the dialogs, the notice and the failure shown on the step it
 * happened on, and the guard against leaving with unsaved changes. The screen only renders it.
 */
export function useWizardController({
  mode,
  buildingId,
  step,
  user,
  newBuildingCurrency,
}: WizardControllerOptions) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const { data } = useWizardBuilding(buildingId);
  const guard = useLeaveGuard(step);
  const photo = useBuildingPhotoState(buildingId);
  const saveStep = useSaveStep();
  const finishBuilding = useFinishBuilding();
  const deleteBuilding = useDeleteBuilding();
  const [notice, setNotice] = useState<string | null>(null);
  const [failureState, setFailureState] = useState<{ step: WizardStep; message: string } | null>(
    null,
  );
  const [dialog, setDialog] = useState<WizardDialog>(null);
  const intent = useRef<'save' | 'next'>('save');

  const building = data?.building ?? null;
  const role = building?.members?.[user.uid];
  const readOnly = buildingId !== null && role !== 'owner' && role !== 'editor';
  const done = storedDone(building?.meta as Parameters<typeof storedDone>[0]);
  const general = building?.general as Partial<BuildingGeneral> | undefined;
  const base = buildingId
    ? mode === 'create'
      ? `${paths.addingBuilding.getHref()}/${buildingId}`
      : paths.editingBuilding.getHref(buildingId)
    : `${paths.addingBuilding.getHref()}/new`;
  const editor = editorOf(user);
  const definition = STEP_DEFINITIONS.find((entry) => entry.code === step);
  const checks = building ? checkBuilding(building) : [];

  const go = (target: WizardStep, createdId?: string) => {
    guard.leave();
    const root = createdId ? `${paths.addingBuilding.getHref()}/${createdId}` : base;
    void navigate(`${root}/${target}`);
  };

  /** Runs a write; a failure is shown on this step (`message` of the error's reason) and thrown on. */
  const attempt = async (action: () => Promise<void>, message: (reason: string) => string) => {
    try {
      await action();
    } catch (error) {
      setFailureState({ step, message: message(reasonOf(error)) });
      throw error;
    }
  };

  const submit = async (value: unknown) => {
    if (!definition) return;
    const advancing = intent.current === 'next';
    const target = advancing ? (nextStep(step) ?? step) : step;
    const progress = progressAfter(done, advancing ? [step] : [], target);
    setFailureState(null);
    await attempt(
      async () => {
        const parts = definition.parts(value);
        const created = await saveStep.mutateAsync({
          buildingId,
          editor,
          parts: buildingId === null ? withNewBuildingCurrency(parts, newBuildingCurrency) : parts,
          progress,
          photo: buildingId === null ? photo.pending : null,
        });
        if (created !== null) {
          photo.clearPending();
          go(target, created);
        } else if (advancing) go(target);
        if (!advancing) setNotice(t('messages.saved'));
      },
      (reason) =>
        step === 'hvac' ? t('messages.hvacFailed') : t('messages.saveFailed', { reason }),
    );
  };

  /** Done, or "Done All" (`all`: every step marked done, spec 4): Permanent through the functions. */
  const finishWizard = (all: boolean, after: WizardDialog) => {
    if (buildingId === null) return;
    setFailureState(null);
    void attempt(
      async () => {
        await finishBuilding.mutateAsync({ user, buildingId, all });
        setDialog(after);
      },
      (reason) => t('messages.saveFailed', { reason }),
    ).catch(() => {});
  };

  const doneAll = () => {
    // The functions would refuse it too (422): the Done step lists what to complete or correct.
    if (!canFinish(checks)) {
      setFailureState({ step, message: t('messages.doneAllBlocked') });
      return;
    }
    finishWizard(true, 'doneAll');
  };

  const remove = () => {
    if (buildingId === null) return;
    guard.leave();
    void attempt(
      async () => {
        await deleteBuilding.mutateAsync({
          buildingId,
          memberUids: Object.keys(building?.members ?? {}),
        });
        setDialog('deleted');
      },
      (reason) => {
        setDialog(null);
        return t('messages.deleteFailed', { reason });
      },
    ).catch(() => {});
  };

  return {
    /** The stored building; undefined while it loads, `denied` when the user may not read it. */
    loaded: buildingId === null || data !== undefined,
    denied: buildingId !== null && Boolean(data?.denied),
    building,
    role,
    readOnly,
    done,
    percent: building?.meta?.wizard?.percent ?? 0,
    base,
    definition,
    checks,
    canFinish: canFinish(checks),
    title: buildingTitleOf(general) || t('newBuilding'),
    currency: building ? buildingCurrencyOf(general, DEFAULT_CURRENCY) : newBuildingCurrency,
    previous: previousStep(step),
    canNext: nextStep(step) !== null,
    photo,
    busy: saveStep.isPending || finishBuilding.isPending || deleteBuilding.isPending,
    failure: failureState?.step === step ? failureState.message : null,
    notice,
    clearNotice: () => setNotice(null),
    dialog,
    setDialog,
    setDirty: guard.setDirty,
    blocker: guard.blocker,
    setIntent: (next: 'save' | 'next') => {
      intent.current = next;
    },
    submit,
    doneAll,
    finish: () => finishWizard(false, 'created'),
    remove,
  };
}

export type WizardController = ReturnType<typeof useWizardController>;

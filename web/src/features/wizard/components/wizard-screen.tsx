import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import { DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import type { Currency } from '@shared/schemas/enums/account';
import type { WizardStep } from '@shared/schemas/enums/building';
import { HiddenHeading } from '@/components/ui/hidden-heading';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth/use-auth';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useWizardController } from '../hooks/use-wizard-controller';
import type { MonthlyTotals } from '../steps/step-props';
import { BuildingPhotoContext } from '../utils/building-photo-context';
import { ConsumptionUpload } from '../uploads/consumption-upload';
import type { UploadEquipment } from '../uploads/upload-equipment';
import { StepUploads } from '../uploads/step-uploads';
import { DoneStep } from './done-step';
import { WizardActions } from './wizard-actions';
import { WizardDialogs } from './wizard-dialogs';
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
  /** The building's equipment for the sub-system uploads, and their "Add equipment" (composed by the app). */
  equipment: UploadEquipment;
}

/** General Information chosen in the online search (router state `{prefill}`), not saved yet. */
function prefillOf(state: unknown): Partial<BuildingGeneral> | undefined {
  if (typeof state !== 'object' || state === null || !('prefill' in state)) return undefined;
  const { prefill } = state as { prefill: unknown };
  return typeof prefill === 'object' && prefill !== null
    ? (prefill as Partial<BuildingGeneral>)
    : undefined;
}

/** The New Building wizard (spec 2.7), in create or edit mode, with the step in the URL. */
export function WizardScreen(props: WizardScreenProps) {
  const { user } = useAuth();
  if (!user) return null;
  return <WizardFor user={user} {...props} />;
}

function WizardFor({
  user,
  mode,
  buildingId,
  step,
  newBuildingCurrency = DEFAULT_CURRENCY,
  equipment,
}: WizardScreenProps & { user: AuthUser }) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const location = useLocation();
  const wizard = useWizardController({ mode, buildingId, step, user, newBuildingCurrency });
  const { building, definition, readOnly, base } = wizard;

  if (!wizard.loaded) return <LoadingScreen inline />;
  if (wizard.denied && wizard.dialog !== 'deleted') {
    return <Alert severity="warning">{t('messages.unavailable')}</Alert>;
  }
  const formShown = definition && (buildingId !== null || step === 'general');

  return (
    <>
      <PageHeader
        title={mode === 'create' ? t('createTitle') : t('editTitle')}
        subtitle={wizard.title}
      />
      <WizardProgress
        step={step}
        percent={wizard.percent}
        done={wizard.done}
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
      {wizard.failure ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="wizard-error">
          {wizard.failure}
        </Alert>
      ) : null}
      <HiddenHeading>{t(`steps.${step}`)}</HiddenHeading>
      {step === 'done' ? (
        building ? (
          <DoneStep building={building} stepsHref={base} />
        ) : null
      ) : formShown ? (
        <BuildingPhotoContext.Provider value={wizard.photo}>
          <definition.Component
            key={`${buildingId ?? 'new'}-${step}`}
            buildingId={buildingId ?? ''}
            formId={FORM_ID}
            initial={building ? definition.read(building) : undefined}
            currency={wizard.currency}
            prefill={
              buildingId === null && step === 'general' ? prefillOf(location.state) : undefined
            }
            readOnly={readOnly}
            onSubmit={wizard.submit}
            onDirtyChange={wizard.setDirty}
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
        formId={!readOnly && step !== 'done' && formShown ? FORM_ID : null}
        busy={wizard.busy}
        canNext={wizard.canNext}
        onBack={wizard.previous ? () => void navigate(`${base}/${wizard.previous}`) : null}
        onSubmitIntent={wizard.setIntent}
        onDelete={
          wizard.role === 'owner' && buildingId !== null ? () => wizard.setDialog('delete') : null
        }
        onDoneAll={!readOnly && buildingId !== null ? wizard.doneAll : null}
        onDone={!readOnly && step === 'done' && building && wizard.canFinish ? wizard.finish : null}
      />
      {buildingId !== null && building ? (
        <StepUploads
          step={step}
          buildingId={buildingId}
          readOnly={readOnly}
          equipment={equipment}
          currency={wizard.currency}
        />
      ) : null}
      <Snackbar
        open={wizard.notice !== null}
        autoHideDuration={4000}
        onClose={wizard.clearNotice}
        message={wizard.notice}
      />
      <WizardDialogs buildingId={buildingId} controller={wizard} />
    </>
  );
}

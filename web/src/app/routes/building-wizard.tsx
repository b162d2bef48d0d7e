import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { BuildingSearchScreen } from '@/features/building-search/components/building-search-screen';
import { WizardOpening } from '@/features/wizard/components/wizard-opening';
import { WizardScreen } from '@/features/wizard/components/wizard-screen';
import { stepFromSegment } from '@/features/wizard/utils/wizard-flow';
import { useAuth } from '@/lib/auth/use-auth';
import { useNewBuildingCurrency } from '../use-new-building-currency';
import { wizardEquipment } from '../wizard-equipment';

/**
 * `/adding-building/:buildingId/:step` — `new` until General Information creates the building,
 * in its creator's currency (waiting for their profile).
 */
function CreateStep() {
  const { buildingId = 'new', step } = useParams();
  const { user } = useAuth();
  const currency = useNewBuildingCurrency(user?.uid ?? '');
  const current = stepFromSegment(step);
  if (!current) return <Navigate to={`../${buildingId}/general`} replace relative="path" />;
  if (buildingId === 'new' && !currency) return <LoadingScreen inline />;
  return (
    <WizardScreen
      mode="create"
      buildingId={buildingId === 'new' ? null : buildingId}
      step={current}
      equipment={wizardEquipment}
      {...(currency ? { newBuildingCurrency: currency } : {})}
    />
  );
}

/** `/editing-building/:buildingId/:step`. */
function EditStep({ buildingId }: { buildingId: string }) {
  const { step } = useParams();
  const current = stepFromSegment(step);
  if (!current) return <Navigate to="general" replace />;
  return (
    <WizardScreen mode="edit" buildingId={buildingId} step={current} equipment={wizardEquipment} />
  );
}

/** Spec 2.7: the New Building wizard, create (`/adding-building/*`) or edit (`/editing-building/{id}/*`). */
export default function BuildingWizardRoute({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('wizard');
  const { buildingId } = useParams();
  if (mode === 'edit' && buildingId) {
    return (
      <Routes>
        <Route index element={<Navigate to="general" replace />} />
        <Route path=":step" element={<EditStep buildingId={buildingId} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <PageHeader title={t('createTitle')} />
            <WizardOpening />
          </>
        }
      />
      <Route
        path="search"
        element={
          <>
            <PageHeader title={t('createTitle')} subtitle={t('opening.searchOnline')} />
            <BuildingSearchScreen />
          </>
        }
      />
      <Route path=":buildingId" element={<Navigate to="general" replace />} />
      <Route path=":buildingId/:step" element={<CreateStep />} />
    </Routes>
  );
}

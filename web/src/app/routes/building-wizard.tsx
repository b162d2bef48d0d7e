import AddHomeWorkIcon from '@mui/icons-material/AddHomeWork';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Spec 2.7: the New Building wizard, in create or edit mode. Its steps arrive with issue 5. */
export default function BuildingWizardRoute({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('screens');
  const { buildingId } = useParams();
  return (
    <>
      <PageHeader
        title={mode === 'create' ? t('wizard.createTitle') : t('wizard.editTitle')}
        subtitle={mode === 'edit' ? t('building.subtitle', { id: buildingId ?? '' }) : undefined}
      />
      <EmptyState
        icon={<AddHomeWorkIcon />}
        title={t('wizard.emptyTitle')}
        description={t('wizard.emptyDescription')}
      />
    </>
  );
}

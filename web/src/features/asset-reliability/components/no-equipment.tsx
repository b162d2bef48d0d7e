import BuildIcon from 'virtual:icons/Build';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** Asset Reliability of a building without equipment: add some (owners, editors) or open the register. */
export function NoEquipment({ buildingId, canEdit }: { buildingId: string; canEdit: boolean }) {
  const { t } = useTranslation('assetReliability');
  return (
    <EmptyState
      icon={<BuildIcon />}
      title={t('empty.title')}
      description={t(canEdit ? 'empty.description' : 'empty.descriptionViewer')}
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to={
            canEdit
              ? paths.buildingEquipment.getAddHref(buildingId)
              : paths.buildingEquipment.getHref(buildingId)
          }
        >
          {t(canEdit ? 'empty.add' : 'empty.open')}
        </Button>
      }
    />
  );
}

import EditIcon from 'virtual:icons/Edit';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { canEditBuilding } from '@shared/domain/members/building-access';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { buildingTitleOf } from '@shared/domain/building/building-title';
import type { MemberRole } from '@shared/schemas/enums/account';
import type { BuildingState } from '../api/subscribe-building';
import { useBuildingThumbnail } from '../api/use-building-thumbnail';
import { StatusChip } from './status-chip';

export interface BuildingHeaderProps {
  buildingId: string;
  building: BuildingState;
  role: MemberRole | undefined;
  /** An action composed by the app (the building report), before Edit. */
  action?: ReactNode;
}

/** Title, address, status and role of a building; Edit only for owners and editors. */
export function BuildingHeader({ buildingId, building, role, action }: BuildingHeaderProps) {
  const { t } = useTranslation('buildings');
  const general = building.general;
  const title = buildingTitleOf(general) || buildingId;
  const address = [general?.street, general?.postCode, general?.city].filter(Boolean).join(', ');
  const canEdit = canEditBuilding(role);
  const { data: thumbnail } = useBuildingThumbnail(buildingId);
  return (
    <PageHeader
      title={title}
      subtitle={address}
      actions={
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          {thumbnail ? (
            <Avatar
              variant="rounded"
              src={thumbnail}
              alt={t('photo')}
              data-testid="building-photo"
              sx={{ width: 56, height: 56 }}
            />
          ) : null}
          {building.meta ? <StatusChip status={building.meta.status} /> : null}
          {role ? <Chip size="small" label={t(`roles.${role}`)} data-testid="member-role" /> : null}
          {action}
          {canEdit ? (
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={Link}
              to={paths.editingBuilding.getHref(buildingId)}
            >
              {t('edit')}
            </Button>
          ) : (
            <Chip size="small" variant="outlined" label={t('readOnly')} data-testid="read-only" />
          )}
        </Stack>
      }
    />
  );
}

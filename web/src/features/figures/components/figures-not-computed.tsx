import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canEditBuilding } from '@shared/domain/members/building-access';
import type { MemberRole } from '@shared/schemas/enums/account';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export interface FiguresNotComputedProps {
  icon: ReactNode;
  /** Why there are no figures, and what they need (translated by the screen). */
  title: string;
  description: string;
  /** The label of the button to the wizard's consumption step (owners and editors only). */
  actionLabel: string;
  buildingId: string;
  role: MemberRole | undefined;
  /** The freshness bar, above the notice. */
  header: ReactNode;
}

/**
 * A figure screen before the building's figures exist: why, and for owners and editors the way to
 * the wizard's electricity step, where the bills or meter data the figures need are entered.
 */
export function FiguresNotComputed(props: FiguresNotComputedProps) {
  const { icon, title, description, actionLabel, buildingId, role, header } = props;
  const canEdit = canEditBuilding(role);
  return (
    <Stack spacing={2}>
      {header}
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          canEdit ? (
            <Button
              component={RouterLink}
              to={`${paths.editingBuilding.getHref(buildingId)}/electricity`}
              variant="contained"
            >
              {actionLabel}
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}

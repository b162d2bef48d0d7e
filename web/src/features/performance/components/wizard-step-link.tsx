import Link from '@mui/material/Link';
import type { WizardStep } from '@shared/schemas/enums/building';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A link to one step of the building's wizard, where the data behind a figure is entered; plain
 * text without a building (a share link's read-only view).
 */
export function WizardStepLink({
  buildingId,
  step,
  children,
}: {
  buildingId: string | null;
  step: WizardStep;
  children: ReactNode;
}) {
  if (buildingId === null) return children;
  return (
    <Link component={RouterLink} to={`${paths.editingBuilding.getHref(buildingId)}/${step}`}>
      {children}
    </Link>
  );
}

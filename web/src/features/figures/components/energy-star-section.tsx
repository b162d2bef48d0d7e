import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseDetails } from '@shared/schemas/stored/use-details';
import { saveUseDetails } from '../api/save-use-details';
import { useMetricsParts } from '../api/use-metrics-parts';
import { EnergyStarCard } from './energy-star-card';
import { UseDetailsDialog } from './use-details-dialog';

const PARTS = ['energyStar'] as const;

/**
 * The estimated ENERGY STAR score of a building, read by itself (`/metrics/{id}/energyStar`, a
 * few hundred bytes), for the tabs that show it beside their own figures; an owner or editor can
 * edit the use details its model asks for.
 */
export function EnergyStarSection({
  buildingId,
  useDetails,
  canEdit,
}: {
  buildingId: string;
  /** What is stored at `/buildings/{id}/useDetails`. */
  useDetails: UseDetails | undefined;
  canEdit: boolean;
}) {
  const { t } = useTranslation('figures');
  const parts = useMetricsParts(buildingId, PARTS);
  const [editing, setEditing] = useState(false);
  if (parts.state !== 'ready') return null;
  const estimate = parts.values.energyStar;
  const type = estimate?.status === 'estimated' ? estimate.propertyType : undefined;
  const editable = canEdit && type !== undefined;
  return (
    <>
      <EnergyStarCard
        estimate={estimate}
        action={
          editable ? (
            <Button size="small" onClick={() => setEditing(true)} data-testid="use-details-edit">
              {t('energyStar.edit.open')}
            </Button>
          ) : undefined
        }
      />
      {editing && type ? (
        <UseDetailsDialog
          type={type}
          stored={useDetails ?? {}}
          onSave={(details) => saveUseDetails(buildingId, details)}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

import BuildIcon from 'virtual:icons/Build';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { replacementMeasureKey } from '@shared/domain/metrics/measures/from-obsolescence';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useHealthParam } from '../hooks/use-health-param';
import { AddReplacementMeasureButton } from './add-replacement-measure-button';
import { AssetReliabilityScreen } from './asset-reliability-screen';
import { NoEquipment } from './no-equipment';

export interface AssetReliabilityTabProps {
  buildingId: string;
  records: Readonly<Record<string, Equipment>>;
  /** Undefined while the reliability figures are not computed. */
  reliability: MetricsReliability | undefined;
  currency: string;
  canEdit: boolean;
  /** Stores a measure under `key` unless one is there (owners and editors). */
  addMeasure: (key: string, measure: ImprovementMeasure) => Promise<'added' | 'exists'>;
  statusBar: ReactNode;
}

/**
 * Spec 2.12 for a member: the Asset Reliability screen with the Asset Health period of the URL,
 * links to each asset and issue, and "+ Add to Improvement Measures" for owners and editors; or
 * that there is no equipment, or no figures yet.
 */
export function AssetReliabilityTab(props: AssetReliabilityTabProps) {
  const { buildingId, records, reliability, currency, canEdit, addMeasure } = props;
  const { t } = useTranslation('assetReliability');
  const [search] = useSearchParams();
  const [preset, onPresetChange] = useHealthParam();
  const equipmentHref = useCallback(
    (equipmentId: string) => paths.buildingEquipmentItem.getHref(buildingId, equipmentId),
    [buildingId],
  );
  if (Object.keys(records).length === 0) {
    return <NoEquipment buildingId={buildingId} canEdit={canEdit} />;
  }
  const registerLink = (
    <Link
      component={RouterLink}
      to={paths.buildingEquipment.getHref(buildingId)}
      data-testid="open-register"
    >
      {t('details.openRegister')}
    </Link>
  );
  if (!reliability) {
    return (
      <Stack spacing={2}>
        {props.statusBar}
        <EmptyState
          icon={<BuildIcon />}
          title={t('notComputed.title')}
          description={t('notComputed.description')}
          action={registerLink}
        />
      </Stack>
    );
  }
  return (
    <AssetReliabilityScreen
      reliability={reliability}
      records={records}
      currency={currency}
      preset={preset}
      onPresetChange={onPresetChange}
      equipmentHref={equipmentHref}
      issueHref={(row) =>
        `${paths.buildingAssetReliability.getHref(buildingId)}/issues/${encodeURIComponent(row.equipmentId)}/${encodeURIComponent(row.issueId)}?${search.toString()}`
      }
      header={props.statusBar}
      registerLink={registerLink}
      buildingId={buildingId}
      canEdit={canEdit}
      renderAddMeasure={
        canEdit
          ? (equipmentId) => {
              const record = records[equipmentId];
              const figures = reliability.equipment[equipmentId];
              return record && figures ? (
                <AddReplacementMeasureButton
                  equipmentId={equipmentId}
                  onAdd={(measure) => addMeasure(replacementMeasureKey(equipmentId), measure)}
                  record={record}
                  figures={figures}
                  improveHref={paths.buildingImprove.getHref(buildingId)}
                />
              ) : null;
            }
          : undefined
      }
    />
  );
}

import BuildIcon from 'virtual:icons/Build';
import Button from '@mui/material/Button';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { issueRow } from '../utils/issue-rows';
import { IssueDetail } from './issue-detail';
import { NoEquipment } from './no-equipment';

/**
 * One potential issue of an asset (`issues/:equipmentId/:issueId` below Asset Reliability), back to
 * the screen with its URL's parameters; or that there is no such issue, or no equipment at all.
 */
export function IssueDetailScreen(props: {
  buildingId: string;
  records: Readonly<Record<string, Equipment>>;
  reliability: MetricsReliability | undefined;
  currency: string;
  canEdit: boolean;
}) {
  const { buildingId, records, reliability, currency } = props;
  const { t } = useTranslation('assetReliability');
  const { equipmentId = '', issueId = '' } = useParams();
  const [search] = useSearchParams();
  const backHref = `${paths.buildingAssetReliability.getHref(buildingId)}?${search.toString()}`;
  if (Object.keys(records).length === 0) {
    return <NoEquipment buildingId={buildingId} canEdit={props.canEdit} />;
  }
  const record = records[equipmentId];
  const issue = record?.issues?.[issueId];
  if (!record || !issue) {
    return (
      <EmptyState
        icon={<BuildIcon />}
        title={t('issueDetail.unknownTitle')}
        description={t('issueDetail.unknownDescription')}
        action={
          <Button variant="contained" component={RouterLink} to={backHref}>
            {t('issueDetail.back')}
          </Button>
        }
      />
    );
  }
  return (
    <IssueDetail
      row={issueRow(equipmentId, record, issueId, issue, reliability)}
      placement={
        reliability?.equipment[equipmentId]?.faults.find((fault) => fault.issueId === issueId)
          ?.placement
      }
      currency={currency}
      backHref={backHref}
      equipmentHref={paths.buildingEquipmentItem.getHref(buildingId, equipmentId)}
    />
  );
}

import Alert from '@mui/material/Alert';
import type {
  ComparisonPeerSet,
  ComparisonSource,
} from '@shared/domain/metrics/views/comparison-types';
import { useTranslation } from 'react-i18next';

/** Below this many counted buildings a percentile moves in coarse steps (100 / count points). */
const FEW_PEERS = 10;

/**
 * Names the peer set of every chart: the reference distribution with its use type, property
 * type and datasets, or the chosen buildings counted by name, with the ones not counted and why;
 * says so honestly when the chosen buildings were asked for but none can be counted.
 */
export function PeerSourceNotice({
  source,
  requestedPeerSet,
  peerName,
  canEdit,
  chosenCount,
}: {
  source: ComparisonSource;
  /** Buildings chosen in the parameters, counted or not. */
  chosenCount: number;
  requestedPeerSet: ComparisonPeerSet;
  peerName: (buildingId: string) => string;
  canEdit: boolean;
}) {
  const { t } = useTranslation(['comparison', 'enums']);
  if (source.kind === 'peers') {
    const names = source.countedIds.map(peerName).join(', ');
    const excluded = source.excluded
      .map(({ id, reason }) => t(`source.${reason}`, { name: peerName(id) }))
      .join('; ');
    return (
      <Alert severity="info" data-testid="peer-source">
        {t('source.peers', { count: source.countedIds.length, names })}
        {excluded ? ` ${t('source.excluded', { list: excluded })}` : ''}
        {source.countedIds.length > 0 && source.countedIds.length < FEW_PEERS
          ? ` ${t('source.fewPeers', { step: Math.round(100 / source.countedIds.length) })}`
          : ''}
      </Alert>
    );
  }
  const reference = t('source.reference', {
    useType: t(`enums:useType.${source.useType}`),
    propertyType: t(`propertyType.${source.propertyType}`, { defaultValue: source.propertyType }),
    medianDataset: source.medianDataset,
    spreadDataset: source.spreadDataset,
  });
  const fallback = requestedPeerSet === 'peers';
  const hint =
    chosenCount === 0 ? t(canEdit ? 'noPeers.chooseDescription' : 'noPeers.chooseViewer') : '';
  return (
    <Alert severity={fallback ? 'warning' : 'info'} data-testid="peer-source">
      {fallback ? `${t('noPeers.fallback')} ` : ''}
      {reference}
      {hint ? ` ${hint}` : ''}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import type {
  ComparisonPeerSet,
  ComparisonSource,
} from '@shared/domain/metrics/views/comparison/types';
import { useTranslation } from 'react-i18next';
import { referenceDescription } from '@/components/benchmarks/reference-name';

/** Below this many counted buildings a percentile moves in coarse steps (100 / count points). */
const FEW_PEERS = 10;
/** Buildings named in the notice; the rest are counted ("and 492 more"). */
const NAMED_MAX = 8;

/**
 * Names the peer set of every chart: the reference distribution with its use type, table,
 * category, documents and why it is another country's, or the chosen buildings counted by name, with the ones not counted and why;
 * says so honestly when the chosen buildings were asked for but none can be counted.
 */
export function PeerSourceNotice({
  source,
  requestedPeerSet,
  peerName,
  canEdit,
  chosenCount,
  notCounted = [],
}: {
  source: ComparisonSource;
  /** The chosen buildings the figures could not count, with why (for the fallback). */
  notCounted?: readonly { id: string; reason: 'unavailable' | 'noFigures' }[];
  /** Buildings chosen in the parameters, counted or not. */
  chosenCount: number;
  requestedPeerSet: ComparisonPeerSet;
  peerName: (buildingId: string) => string;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation(['comparison', 'enums', 'figures']);
  // Names the first NAMED_MAX items only (a set may hold hundreds), then counts the rest.
  const list = <T,>(items: readonly T[], name: (item: T) => string, separator: string) => {
    const named = items.slice(0, NAMED_MAX).map(name).join(separator);
    const rest = items.length - NAMED_MAX;
    return rest > 0 ? `${named} ${t('source.more', { count: rest })}` : named;
  };
  const whyNot = (items: readonly { id: string; reason: 'unavailable' | 'noFigures' }[]) =>
    list(items, ({ id, reason }) => t(`source.${reason}`, { name: peerName(id) }), '; ');
  if (source.kind === 'peers') {
    const names = list(source.countedIds, peerName, ', ');
    const excluded = whyNot(source.excluded);
    const { counted } = source;
    // A share link's view knows how many buildings were counted, not which.
    const peers =
      source.countedIds.length === counted
        ? t('source.peers', { count: counted, names })
        : t('source.peersUnnamed', { count: counted });
    return (
      <Alert severity="info" data-testid="peer-source">
        {peers}
        {excluded ? ` ${t('source.excluded', { list: excluded })}` : ''}
        {counted > 0 && counted < FEW_PEERS
          ? ` ${t('source.fewPeers', { step: Math.round(100 / counted) })}`
          : ''}
      </Alert>
    );
  }
  const reference = referenceDescription(t, source, i18n.language);
  const fallback = requestedPeerSet === 'peers';
  const hint =
    chosenCount === 0 ? t(canEdit ? 'noPeers.chooseDescription' : 'noPeers.chooseViewer') : '';
  const why = fallback && notCounted.length > 0 ? whyNot(notCounted) : '';
  return (
    <Alert severity={fallback ? 'warning' : 'info'} data-testid="peer-source">
      {fallback ? `${t('noPeers.fallback')} ` : ''}
      {why ? `${t('source.excluded', { list: why })} ` : ''}
      {reference}
      {hint ? ` ${hint}` : ''}
    </Alert>
  );
}

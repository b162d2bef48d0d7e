import type { DetailElement } from '@shared/domain/metrics/benchmarks/element-detail';
import { peerSetChoice } from '@shared/domain/metrics/views/comparison/peer-set';
import { COMPARISON_SCREEN } from '@shared/domain/metrics/views/comparison/screen';
import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import type { COMPARISON_PARTS, ScreenFigures } from '@shared/schemas/derived/figure-screens';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { PortfolioSummary } from '@shared/schemas/derived/portfolio-summary';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveComparisonParameters } from '../api/comparison-parameters';
import { usePeersParam } from '../hooks/use-peers-param';
import { monitoredEquipmentLabels } from '../utils/monitored-equipment';
import { ComparisonScreen } from './comparison-screen';
import { ParametersDialog } from './parameters-dialog';

export interface ComparisonTabProps {
  figures: ScreenFigures<typeof COMPARISON_PARTS>;
  parameters: ComparisonParameters;
  /** The user's buildings (this one is left out of the peers to choose). */
  buildings: readonly (Pick<PortfolioSummary, 'title' | 'city' | 'street'> & { id: string })[];
  buildingId: string;
  /** The building's measures, to tell whether an element's measure is on Improve already. */
  measures: readonly ImprovementMeasure[];
  improveHref: string;
  canEdit: boolean;
  onAddMeasure?: (
    element: DetailElement,
    measure: ImprovementMeasure,
  ) => Promise<'added' | 'exists'>;
  statusBar: ReactNode;
  /** Under the figures (the ENERGY STAR estimate). */
  footer: ReactNode;
}

/**
 * Spec 2.10 for a member: the Comparison in the peer set of the URL (the one peer-set rule), the
 * chosen buildings named, and the Comparison Parameters popup.
 */
export function ComparisonTab(props: ComparisonTabProps) {
  const { figures, parameters, buildings, buildingId, canEdit } = props;
  const { t } = useTranslation(['comparison', 'enums']);
  const [asked, ask] = usePeersParam();
  const [editing, setEditing] = useState(false);
  const choice = peerSetChoice(figures.benchmarks, asked, true);
  const peerOptions = useMemo(
    () =>
      buildings
        .filter((row) => row.id !== buildingId)
        .map((row) => ({ id: row.id, title: row.title, place: row.city || row.street })),
    [buildings, buildingId],
  );
  const peerName = useMemo(() => {
    const titles = new Map(peerOptions.map((option) => [option.id, option.title]));
    return (id: string) => titles.get(id) ?? t('source.unknownBuilding');
  }, [peerOptions, t]);
  // What the screen is given stays the same while the Parameters popup opens and closes, so the
  // screen (memoised) is not rendered again for it.
  const view = useMemo(
    () => COMPARISON_SCREEN.view({ ...figures, parameters, peerSet: choice.shown }),
    [figures, parameters, choice.shown],
  );
  const excluded = figures.benchmarks.peerSet?.excluded;
  const notCounted = useMemo(
    () => Object.entries(excluded ?? {}).map(([id, reason]) => ({ id, reason })),
    [excluded],
  );
  const monitoredEquipment = useMemo(
    () => monitoredEquipmentLabels(t, parameters),
    [t, parameters],
  );
  const edit = useCallback(() => setEditing(true), []);
  return (
    <>
      <ComparisonScreen
        view={view}
        requestedPeerSet={choice.requested}
        onPeerSetChange={ask}
        peersCounted={choice.counted}
        peersChosen={Object.keys(parameters.buildingIds ?? {}).length}
        notCounted={notCounted}
        peerName={peerName}
        monitoredEquipment={monitoredEquipment}
        measures={props.measures}
        improveHref={props.improveHref}
        onEdit={edit}
        canEdit={canEdit}
        onAddMeasure={props.onAddMeasure}
        header={props.statusBar}
      />
      {props.footer}
      {editing ? (
        <ParametersDialog
          parameters={parameters}
          buildings={peerOptions}
          canEdit={canEdit}
          onSave={(next) => saveComparisonParameters(buildingId, next)}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

import type { DetailElement } from '@shared/domain/metrics/benchmarks/element-detail';
import { peerSetChoice } from '@shared/domain/metrics/views/comparison/peer-set';
import { COMPARISON_SCREEN } from '@shared/domain/metrics/views/comparison/screen';
import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import type { COMPARISON_PARTS, ScreenFigures } from '@shared/schemas/derived/figure-screens';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { PortfolioSummary } from '@shared/schemas/derived/portfolio-summary';
import { useMemo, useState, type ReactNode } from 'react';
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
  const view = COMPARISON_SCREEN.view({ ...figures, parameters, peerSet: choice.shown });
  return (
    <>
      <ComparisonScreen
        view={view}
        requestedPeerSet={choice.requested}
        onPeerSetChange={ask}
        peersCounted={choice.counted}
        peersChosen={Object.keys(parameters.buildingIds ?? {}).length}
        notCounted={Object.entries(figures.benchmarks.peerSet?.excluded ?? {}).map(
          ([id, reason]) => ({ id, reason }),
        )}
        peerName={peerName}
        monitoredEquipment={monitoredEquipmentLabels(t, parameters)}
        measures={props.measures}
        improveHref={props.improveHref}
        onEdit={() => setEditing(true)}
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

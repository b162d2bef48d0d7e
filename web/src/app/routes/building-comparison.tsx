import Box from '@mui/material/Box';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { canEditBuilding } from '@shared/domain/members/building-access';
import type { DetailElement } from '@shared/domain/metrics/benchmarks/element-detail';
import { elementMeasureKey } from '@shared/domain/metrics/measures/from-element-detail';
import { comparisonView } from '@shared/domain/metrics/views/comparison/view';
import type { ComparisonPeerSet } from '@shared/domain/metrics/views/comparison/types';
import { MONITORED_EQUIPMENT_TYPES } from '@shared/schemas/enums/reliability';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnergyStarSection } from '@/features/figures/components/energy-star-section';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import {
  saveComparisonParameters,
  useComparisonParameters,
} from '@/features/comparison/api/comparison-parameters';
import { ComparisonScreen } from '@/features/comparison/components/comparison-screen';
import { ParametersDialog } from '@/features/comparison/components/parameters-dialog';
import { addMeasureOnce } from '@/features/measures/api/add-measure-once';
import { useMeasures } from '@/features/measures/api/use-measures';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { FiguresGate } from '@/features/figures/components/figures-gate';
import { useAuth } from '@/lib/auth/use-auth';

const PARTS = ['energy', 'quality', 'benchmarks', 'measures'] as const;
/** Without these the tab has nothing to show (measures are optional). */
const REQUIRED = ['energy', 'quality', 'benchmarks'] as const;

/** The search parameter that keeps the peer set in the URL: `reference` or `chosen`. */
const PEERS_PARAM = 'peers';

/** Spec 2.10: the Comparison tab from the stored benchmarks and the comparison parameters. */
export default function BuildingComparisonRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation(['comparison', 'enums']);
  const { user } = useAuth();
  const parts = useMetricsParts(buildingId, PARTS);
  const parameters = useComparisonParameters(buildingId);
  const measures = useMeasures(buildingId);
  const portfolio = usePortfolio(user?.uid ?? '');
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const canEdit = canEditBuilding(role);

  const benchmarks = parts.values.benchmarks;
  const peersCounted = benchmarks?.total.peers.count ?? 0;
  const peersChosen = Object.keys(parameters.data?.parameters.buildingIds ?? {}).length;
  /** Buildings chosen when the figures were computed, counted or not. */
  const peersInFigures = benchmarks?.peerSet?.chosen ?? 0;
  const asked = search.get(PEERS_PARAM);
  // The chosen buildings by default once the figures have some (when none of them can be
  // counted, the view falls back to the reference and the notice says so); else the reference.
  const requestedPeerSet: ComparisonPeerSet =
    asked === 'reference'
      ? 'reference'
      : asked === 'chosen' || peersCounted > 0 || peersInFigures > 0
        ? 'peers'
        : 'reference';
  const onPeerSetChange = useCallback(
    (next: ComparisonPeerSet) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PEERS_PARAM, next === 'peers' ? 'chosen' : 'reference');
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const peerOptions = useMemo(
    () =>
      (portfolio.data?.rows ?? [])
        .filter((row) => row.id !== buildingId)
        .map((row) => ({ id: row.id, title: row.title, place: row.city || row.street })),
    [portfolio.data, buildingId],
  );
  const peerName = useMemo(() => {
    const titles = new Map(peerOptions.map((option) => [option.id, option.title]));
    return (id: string) => titles.get(id) ?? t('source.unknownBuilding');
  }, [peerOptions, t]);
  const onAddMeasure = useCallback(
    (element: DetailElement, measure: ImprovementMeasure) =>
      addMeasureOnce(buildingId, elementMeasureKey(element), measure),
    [buildingId],
  );

  const stored = parameters.data?.parameters;
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      parts={parts}
      required={REQUIRED}
      waiting={!stored}
      empty={{
        icon: <CompareArrowsIcon />,
        title: t('empty.title'),
        description: t('empty.description'),
        actionLabel: t('empty.action'),
      }}
    >
      {(values, statusBar) => {
        if (!stored) return null;
        const view = comparisonView({
          benchmarks: values.benchmarks,
          energy: values.energy,
          quality: values.quality,
          measures: values.measures ?? undefined,
          parameters: stored,
          peerSet: requestedPeerSet === 'peers' && peersCounted > 0 ? 'peers' : 'reference',
        });
        return (
          <>
            <ComparisonScreen
              view={view}
              requestedPeerSet={requestedPeerSet}
              onPeerSetChange={onPeerSetChange}
              peersCounted={peersCounted}
              peersChosen={peersChosen}
              notCounted={Object.entries(values.benchmarks.peerSet?.excluded ?? {}).map(
                ([id, reason]) => ({
                  id,
                  reason,
                }),
              )}
              peerName={peerName}
              monitoredEquipment={[
                ...MONITORED_EQUIPMENT_TYPES.filter((key) => stored.monitoredEquipment?.[key]).map(
                  (key) => t(`enums:monitoredEquipmentType.${key}`),
                ),
                ...Object.values(stored.additionalEquipment ?? {})
                  .sort((a, b) => a.order - b.order)
                  .map((entry) => entry.name),
              ]}
              measures={Object.values(measures.data?.byId ?? {})}
              improveHref={paths.buildingImprove.getHref(buildingId)}
              onEdit={() => setEditing(true)}
              canEdit={canEdit}
              onAddMeasure={canEdit ? onAddMeasure : undefined}
              header={statusBar}
            />
            <Box sx={{ mt: 3 }}>
              <EnergyStarSection
                buildingId={buildingId}
                useDetails={building.useDetails ?? undefined}
                canEdit={canEdit}
              />
            </Box>
            {editing ? (
              <ParametersDialog
                parameters={stored}
                buildings={peerOptions}
                canEdit={canEdit}
                onSave={(next) => saveComparisonParameters(buildingId, next)}
                onClose={() => setEditing(false)}
              />
            ) : null}
          </>
        );
      }}
    </FiguresGate>
  );
}

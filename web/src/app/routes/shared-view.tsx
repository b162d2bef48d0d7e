import AssessmentIcon from '@mui/icons-material/Assessment';
import Stack from '@mui/material/Stack';
import { shareSectionList } from '@shared/domain/shares/share-snapshot';
import { comparisonView } from '@shared/domain/metrics/views/comparison/view';
import { dataRangeOf } from '@shared/domain/metrics/views/common/period-range';
import { MONITORED_EQUIPMENT_TYPES } from '@shared/schemas/enums/reliability';
import {
  shareSectionSchema,
  shareTokenSchema,
  type ShareSection,
  type ShareView,
} from '@shared/schemas/share';
import type { ComparisonPeerSet } from '@shared/domain/metrics/views/comparison/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PeriodSelector } from '@/components/period/period-selector';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { GeneralPanel } from '@/features/buildings/components/general-panel';
import { ComparisonScreen } from '@/features/comparison/components/comparison-screen';
import { PerformanceScreen } from '@/features/performance/components/performance-screen';
import { useSharedView } from '@/features/shares/api/use-shared-view';
import { ShareRefused } from '@/features/shares/components/share-refused';
import { SharedViewFrame } from '@/features/shares/components/shared-view-frame';
import { useViewerLanguage } from '@/features/shares/components/use-viewer-language';
import { sharePathOf } from '@/features/shares/utils/share-url';
import { SharedReportAction } from '@/app/shared-report-action';
import { usePeriod } from '@/lib/period/use-period';

/**
 * Public read-only views of a share link (spec 2.1), without sign-in and without the signed-in
 * frame: `/iframe/{token}` (General Information), `/iframe/{token}/performance` and
 * `/iframe/{token}/comparison`, the same screens as a member sees, fed from the share's snapshot
 * (`/shares/{token}`, the only data read), without edit actions or links into the app.
 */
export default function SharedViewRoute() {
  useViewerLanguage();
  const [token = '', segment = 'general'] = (useParams()['*'] ?? '').split('/');
  if (!shareTokenSchema.safeParse(token).success) {
    return (
      <SharedViewFrame token={token}>
        <ShareRefused reason="unknown" />
      </SharedViewFrame>
    );
  }
  return <SharedToken token={token} segment={segment} />;
}

function SharedToken({ token, segment }: { token: string; segment: string }) {
  const shared = useSharedView(token);
  if (shared.state === 'loading') return <LoadingScreen />;
  if (shared.state !== 'open') {
    return (
      <SharedViewFrame token={token}>
        <ShareRefused reason={shared.state} />
      </SharedViewFrame>
    );
  }
  const { view } = shared;
  const sections = shareSectionList(view.sections);
  const asked = shareSectionSchema.safeParse(segment);
  const first = sections[0];
  if (!asked.success || !view.sections[asked.data]) {
    // A screen the link does not show (or no longer shows): its first one instead.
    return first ? <Navigate to={sharePathOf(token, first)} replace /> : null;
  }
  return (
    <SharedViewFrame
      token={token}
      title={view.title}
      sections={sections}
      current={asked.data}
      updatedAtMs={view.updatedAtMs}
      actions={<SharedReportAction view={view} />}
    >
      <SharedSection view={view} section={asked.data} />
    </SharedViewFrame>
  );
}

function SharedSection({ view, section }: { view: ShareView; section: ShareSection }) {
  if (section === 'performance') return <SharedPerformance view={view} />;
  if (section === 'comparison') return <SharedComparison view={view} />;
  return (
    <GeneralPanel
      shared
      building={{
        meta: null,
        general: view.general ?? { name: view.title },
        members: {},
        billMonths: null,
        reportedYears: {},
        useDetails: null,
        loaded: true,
        denied: false,
      }}
    />
  );
}

function NoFigures() {
  const { t } = useTranslation('shares');
  return (
    <EmptyState
      icon={<AssessmentIcon />}
      title={t('view.noFigures.title')}
      description={t('view.noFigures.description')}
    />
  );
}

function SharedPerformance({ view }: { view: ShareView }) {
  const figures = view.performance;
  const limits = figures ? dataRangeOf(figures.history) : null;
  const controls = usePeriod({ limits });
  if (!figures) return <NoFigures />;
  const currency = figures.energy.currency;
  return (
    <PerformanceScreen
      buildingId={null}
      figures={{ ...figures, weather: figures.weather ?? null, loads: figures.loads ?? null }}
      range={controls.error ? null : controls.period}
      granularity={controls.period.granularity}
      currency={currency}
      header={
        <Stack spacing={1}>
          <PeriodSelector controls={controls} limits={limits} />
        </Stack>
      }
    />
  );
}

function SharedComparison({ view }: { view: ShareView }) {
  const { t } = useTranslation(['comparison', 'enums']);
  const figures = view.comparison;
  const [requested, setRequested] = useState<ComparisonPeerSet>(() =>
    (figures?.benchmarks.total.peers.count ?? 0) > 0 ? 'peers' : 'reference',
  );
  if (!figures) return <NoFigures />;
  const { benchmarks, energy, quality, parameters, improved } = figures;
  const peersCounted = benchmarks.total.peers.count;
  const peerSet = requested === 'peers' && peersCounted > 0 ? 'peers' : 'reference';
  const shown = comparisonView({
    benchmarks,
    energy,
    quality,
    ...(improved ? { measures: { improved } } : {}),
    parameters,
    peerSet,
  });
  return (
    <ComparisonScreen
      view={shown}
      requestedPeerSet={requested}
      onPeerSetChange={setRequested}
      peersCounted={peersCounted}
      peersChosen={benchmarks.peerSet?.chosen ?? 0}
      notCounted={[]}
      peerName={() => t('source.unknownBuilding')}
      monitoredEquipment={MONITORED_EQUIPMENT_TYPES.filter(
        (key) => parameters.monitoredEquipment?.[key],
      ).map((key) => t(`enums:monitoredEquipmentType.${key}`))}
      measures={[]}
      canEdit={false}
      header={null}
    />
  );
}

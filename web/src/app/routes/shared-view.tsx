import AssessmentIcon from 'virtual:icons/Assessment';
import { shareSectionList } from '@shared/domain/shares/share-snapshot';
import { peerSetChoice } from '@shared/domain/metrics/views/comparison/peer-set';
import { COMPARISON_SCREEN } from '@shared/domain/metrics/views/comparison/screen';
import {
  shareSectionSchema,
  shareTokenSchema,
  type ShareSection,
  type ShareView,
} from '@shared/schemas/derived/share';
import type { ComparisonPeerSet } from '@shared/domain/metrics/views/comparison/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { GeneralPanel } from '@/features/buildings/components/general-panel';
import { ComparisonScreen } from '@/features/comparison/components/comparison-screen';
import { monitoredEquipmentLabels } from '@/features/comparison/utils/monitored-equipment';
import { PerformanceScreen } from '@/features/performance/components/performance-screen';
import { useSharedView } from '@/features/shares/api/use-shared-view';
import { ShareRefused } from '@/features/shares/components/share-refused';
import { SharedViewFrame } from '@/features/shares/components/shared-view-frame';
import { useViewerLanguage } from '@/features/shares/components/use-viewer-language';
import { sharePathOf } from '@/features/shares/utils/share-url';
import { SharedReportAction } from '@/app/shared-report-action';

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
  if (!figures) return <NoFigures />;
  return <PerformanceScreen buildingId={null} figures={figures} statusBar={null} />;
}

function SharedComparison({ view }: { view: ShareView }) {
  const { t } = useTranslation(['comparison', 'enums']);
  const [asked, setAsked] = useState<ComparisonPeerSet | undefined>(undefined);
  const figures = view.comparison;
  if (!figures) return <NoFigures />;
  const { benchmarks, energy, quality, parameters, improved } = figures;
  // A visitor cannot choose buildings: the chosen ones are asked for only when some are counted.
  const choice = peerSetChoice(benchmarks, asked, false);
  const shown = COMPARISON_SCREEN.view({
    benchmarks,
    energy,
    quality,
    ...(improved ? { measures: { improved } } : {}),
    parameters,
    peerSet: choice.shown,
  });
  return (
    <ComparisonScreen
      view={shown}
      requestedPeerSet={choice.requested}
      onPeerSetChange={setAsked}
      peersCounted={choice.counted}
      peersChosen={choice.chosen}
      notCounted={[]}
      peerName={() => t('source.unknownBuilding')}
      monitoredEquipment={monitoredEquipmentLabels(t, parameters)}
      measures={[]}
      canEdit={false}
      header={null}
    />
  );
}

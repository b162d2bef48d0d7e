import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { BuildingReportAction } from '@/app/building-report-action';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useBuilding } from '@/features/buildings/api/use-building';
import { BuildingHeader } from '@/features/buildings/components/building-header';
import { GeneralPanel } from '@/features/buildings/components/general-panel';
import { EnergyStarSection } from '@/features/figures/components/energy-star-section';
import { useAuth } from '@/lib/auth/use-auth';

// Each figure tab loads with its code (charts among it) only when opened.
const BuildingPerformance = lazy(() => import('@/app/routes/building-performance'));
const BuildingEquipment = lazy(() => import('@/app/routes/building-equipment'));
const BuildingAssetReliability = lazy(() => import('@/app/routes/building-asset-reliability'));
const BuildingComparison = lazy(() => import('@/app/routes/building-comparison'));
const BuildingImprove = lazy(() => import('@/app/routes/building-improve'));

type Area = 'general' | 'performance' | 'comparison' | 'improve' | 'assetReliability';

const AREAS: { area: Area; segment: string; icon: ReactNode }[] = [
  { area: 'general', segment: '', icon: <BusinessIcon /> },
  { area: 'performance', segment: paths.buildingPerformance.path, icon: <AssessmentIcon /> },
  { area: 'comparison', segment: paths.buildingComparison.path, icon: <CompareArrowsIcon /> },
  { area: 'improve', segment: paths.buildingImprove.path, icon: <TrendingUpIcon /> },
  { area: 'assetReliability', segment: paths.buildingAssetReliability.path, icon: <BuildIcon /> },
];

/** Spec 2.8-2.12: a building's detail with its nested sub-screens. */
export default function BuildingDetailRoute() {
  const { t } = useTranslation('screens');
  const { buildingId = '' } = useParams();
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  const { data: building } = useBuilding(buildingId);
  if (!building || (!building.loaded && !building.denied)) return <LoadingScreen inline />;
  if (building.denied) {
    return (
      <EmptyState
        icon={<BusinessIcon />}
        title={t('building.unavailableTitle')}
        description={t('building.unavailableDescription')}
      />
    );
  }
  const role = user ? building.members[user.uid] : undefined;
  const base = paths.building.getHref(buildingId);
  // The equipment register belongs to the Asset Reliability area.
  const current = pathname.startsWith(`${base}/${paths.buildingEquipment.path}`)
    ? AREAS.find(({ area }) => area === 'assetReliability')
    : AREAS.find(({ segment }) => segment && pathname.startsWith(`${base}/${segment}`));
  return (
    <>
      <BuildingHeader
        buildingId={buildingId}
        building={building}
        role={role}
        action={<BuildingReportAction buildingId={buildingId} building={building} />}
      />
      <Tabs value={current?.area ?? 'general'} variant="scrollable" sx={{ mb: 3 }}>
        {AREAS.map(({ area, segment }) => (
          <Tab
            key={area}
            value={area}
            label={t(`building.${area}.tab`)}
            component={Link}
            to={`${segment ? `${base}/${segment}` : base}${search}`}
          />
        ))}
      </Tabs>
      <Routes>
        <Route
          index
          element={
            <Stack spacing={3}>
              <GeneralPanel building={building} />
              <EnergyStarSection
                buildingId={buildingId}
                useDetails={building.useDetails ?? undefined}
                canEdit={canEditBuilding(role)}
              />
            </Stack>
          }
        />
        <Route
          path={`${paths.buildingPerformance.path}/*`}
          element={
            <Suspense fallback={<LoadingScreen inline />}>
              <BuildingPerformance buildingId={buildingId} building={building} role={role} />
            </Suspense>
          }
        />
        <Route
          path={`${paths.buildingComparison.path}/*`}
          element={
            <Suspense fallback={<LoadingScreen inline />}>
              <BuildingComparison buildingId={buildingId} building={building} role={role} />
            </Suspense>
          }
        />
        <Route
          path={`${paths.buildingEquipment.path}/*`}
          element={
            <Suspense fallback={<LoadingScreen inline />}>
              <BuildingEquipment buildingId={buildingId} building={building} role={role} />
            </Suspense>
          }
        />
        <Route
          path={`${paths.buildingAssetReliability.path}/*`}
          element={
            <Suspense fallback={<LoadingScreen inline />}>
              <BuildingAssetReliability buildingId={buildingId} building={building} role={role} />
            </Suspense>
          }
        />
        <Route
          path={`${paths.buildingImprove.path}/*`}
          element={
            <Suspense fallback={<LoadingScreen inline />}>
              <BuildingImprove buildingId={buildingId} building={building} role={role} />
            </Suspense>
          }
        />
        <Route path="*" element={<GeneralPanel building={building} />} />
      </Routes>
    </>
  );
}

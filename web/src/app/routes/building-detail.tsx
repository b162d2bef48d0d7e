import AssessmentIcon from 'virtual:icons/Assessment';
import BuildIcon from 'virtual:icons/Build';
import BusinessIcon from 'virtual:icons/Business';
import CompareArrowsIcon from 'virtual:icons/CompareArrows';
import TrendingUpIcon from 'virtual:icons/TrendingUp';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { canEditBuilding } from '@shared/domain/members/building-access';
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { BuildingReportAction } from '@/app/building-report-action';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { EmptyState } from '@/components/ui/empty-state';
import { HiddenHeading } from '@/components/ui/hidden-heading';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useBuilding } from '@/features/buildings/api/use-building';
import { BuildingHeader } from '@/features/buildings/components/building-header';
import { GeneralPanel } from '@/features/buildings/components/general-panel';
import { EnergyStarSection } from '@/features/figures/components/energy-star-section';
import { useAuth } from '@/lib/auth/use-auth';

type Area = 'general' | 'performance' | 'comparison' | 'improve' | 'assetReliability';

interface BuildingRoute {
  /** The tab it shows under. */
  area: Area;
  /** Below `/building/{id}` (`config/paths.ts`); the screen matches the rest itself. */
  path: string;
  Screen: LazyExoticComponent<ComponentType<BuildingTabProps>>;
  /** The icon of its tab; a route without one has no tab of its own. */
  icon?: ReactNode;
}

/**
 * The building's routes below `/building/{id}` (General Information at the building itself), part
 * of the route table (`app/router.tsx`). Each screen loads with its code (charts among it) only
 * when opened; its loader sits here, in the building's code, not in the sign-in route's.
 */
const ROUTES: BuildingRoute[] = [
  {
    area: 'performance',
    path: paths.buildingPerformance.path,
    Screen: lazy(() => import('@/app/routes/building-performance')),
    icon: <AssessmentIcon />,
  },
  {
    area: 'comparison',
    path: paths.buildingComparison.path,
    Screen: lazy(() => import('@/app/routes/building-comparison')),
    icon: <CompareArrowsIcon />,
  },
  {
    area: 'improve',
    path: paths.buildingImprove.path,
    Screen: lazy(() => import('@/app/routes/building-improve')),
    icon: <TrendingUpIcon />,
  },
  {
    area: 'assetReliability',
    path: paths.buildingAssetReliability.path,
    Screen: lazy(() => import('@/app/routes/building-asset-reliability')),
    icon: <BuildIcon />,
  },
  // One potential issue of an asset, below Asset Reliability.
  {
    area: 'assetReliability',
    path: `${paths.buildingAssetReliability.path}/issues/:equipmentId/:issueId`,
    Screen: lazy(() => import('@/app/routes/building-asset-reliability-issue')),
  },
  // The equipment register and one equipment's page (`/{equipmentId}`, spec 2.13).
  {
    area: 'assetReliability',
    path: paths.buildingEquipment.path,
    Screen: lazy(() => import('@/app/routes/building-equipment')),
  },
];

const TABS: { area: Area; path: string; icon: ReactNode }[] = [
  { area: 'general', path: '', icon: <BusinessIcon /> },
  ...ROUTES.flatMap(({ area, path, icon }) => (icon ? [{ area, path, icon }] : [])),
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
  const current = ROUTES.find(({ path }) => pathname.startsWith(`${base}/${path}`));
  return (
    <>
      <BuildingHeader
        buildingId={buildingId}
        building={building}
        role={role}
        action={<BuildingReportAction buildingId={buildingId} building={building} />}
      />
      <Tabs value={current?.area ?? 'general'} variant="scrollable" sx={{ mb: 3 }}>
        {TABS.map(({ area, path }) => (
          <Tab
            key={area}
            value={area}
            label={t(`building.${area}.tab`)}
            component={Link}
            to={`${path ? `${base}/${path}` : base}${search}`}
          />
        ))}
      </Tabs>
      <HiddenHeading>{t(`building.${current?.area ?? 'general'}.tab`)}</HiddenHeading>
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
        {ROUTES.map(({ path, Screen }) => (
          <Route
            key={path}
            path={`${path}/*`}
            element={
              <Suspense fallback={<LoadingScreen inline />}>
                <Screen buildingId={buildingId} building={building} role={role} />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<GeneralPanel building={building} />} />
      </Routes>
    </>
  );
}

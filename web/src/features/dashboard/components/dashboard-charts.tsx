import Box from '@mui/material/Box';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { bandCounts } from '@shared/domain/dashboard/portfolio-lists';
import { BENCHMARK_BANDS } from '@shared/schemas/enums/analysis';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { DASHBOARD_BAND_COLORS as BAND_COLORS } from '@/components/charts/chart-palette';
import { ScatterChartCard } from '@/components/charts/scatter-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

/**
 * EUI against floor area (selecting points filters the ranking) and the buildings per benchmark
 * band, for the filtered buildings.
 */
export function DashboardCharts({
  buildings,
  selected,
  onToggle,
}: {
  buildings: readonly DashboardBuilding[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation(['dashboard', 'enums']);
  const format = useFormat();
  const formatNumber = chartNumberFormatter(format);
  const area = format.quantity('area');
  const eui = format.quantity('intensity');
  const bandLabel = (band: (typeof BENCHMARK_BANDS)[number] | 'none') =>
    band === 'none' ? t('filters.bandNone') : t(`enums:benchmarkBand.${band}`);
  const points = buildings.flatMap((building) => {
    const digest = building.digest;
    const areaM2 = digest?.floorAreaM2 ?? building.grossFloorAreaM2;
    if (!digest || areaM2 === undefined || digest.siteEuiKwhPerM2 === undefined) return [];
    return [
      {
        id: building.id,
        label: building.title,
        x: area.convert(areaM2),
        y: eui.convert(digest.siteEuiKwhPerM2),
        group: digest.band ?? 'none',
      },
    ];
  });
  const counts = bandCounts(buildings);
  const bands = [...BENCHMARK_BANDS, 'none'] as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mb: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <ScatterChartCard
        title={t('scatter.title')}
        subtitle={t('scatter.subtitle')}
        headingLevel={2}
        pointLabel={t('scatter.point')}
        points={points}
        groups={bands.map((band) => ({
          id: band,
          label: bandLabel(band),
          color: BAND_COLORS[band],
        }))}
        x={{ label: t('scatter.area'), unit: area.label }}
        y={{ label: t('scatter.eui'), unit: eui.label }}
        selectedIds={selected}
        onTogglePoint={onToggle}
        formatNumber={formatNumber}
        emptyReason={t('scatter.empty')}
      />
      <BarChartCard
        title={t('bands.title')}
        subtitle={t('bands.subtitle')}
        headingLevel={2}
        categoryLabel={t('bands.category')}
        categories={bands.map((band) => ({ key: band, label: bandLabel(band) }))}
        series={[
          {
            id: 'buildings',
            label: t('bands.buildings'),
            unit: '',
            data: bands.map((band) => counts[band]),
          },
        ]}
        formatNumber={formatNumber}
        emptyReason={t('bands.empty')}
      />
    </Box>
  );
}

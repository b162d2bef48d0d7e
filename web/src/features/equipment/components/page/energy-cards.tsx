import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import type { SubSystem } from '@shared/schemas/enums/equipment';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { Panel } from '@/components/ui/panel';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import type { EquipmentPageView } from '@shared/domain/metrics/views/equipment-page/view';

/**
 * Spec 2.13 Energy Consumption (MWh) by Year. The pipeline gives each equipment an equal share of
 * its sub-system's energy from the building's model scaled to its metered data
 * (pipeline/building-reliability.ts `buildingReliability`; docs/methodology.md "Equipment page
 * figures"): modelled, not metered per equipment.
 */
export function EnergyByYearCard({
  energy,
  subSystem,
}: {
  /** The energy by year in MWh (`equipmentPageView`). */
  energy: NonNullable<EquipmentPageView['figures']>['energyByYear'];
  subSystem: SubSystem | undefined;
}) {
  const { t } = useTranslation(['equipmentPage', 'enums']);
  const format = useFormat();
  const { years, mwh } = energy;
  return (
    <BarChartCard
      title={t('energy.title')}
      subtitle={t('energy.modelled', {
        subSystem: subSystem ? t(`enums:subSystem.${subSystem}`) : '',
      })}
      categoryLabel={t('energy.year')}
      categories={years.map((year) => ({ key: year, label: year }))}
      series={[{ id: 'energy', label: t('energy.series'), unit: 'MWh', data: mwh }]}
      axisLabels={{ left: t('energy.axis') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t(subSystem ? 'energy.empty' : 'energy.emptyNoSubSystem')}
      height={240}
    />
  );
}

/** Spec 2.13 Energy Consumption as % of Equipment Group, of Sub-system and of Building. */
export function EnergyShareCard({ figures }: { figures: MetricsEquipmentReliability }) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const shares = figures.energySharePct ?? {};
  const rows = (['ofGroup', 'ofSubSystem', 'ofBuilding'] as const).map((key) => ({
    key,
    pct: shares[key],
  }));
  const any = rows.some((row) => row.pct !== undefined);
  return (
    <Panel title={t('share.title')} subtitle={t('share.subtitle')} testId="energy-share">
      {any ? (
        <Stack spacing={2}>
          {rows.map((row) => (
            <Stack key={row.key} spacing={0.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{t(`share.${row.key}`)}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {row.pct === undefined ? t('share.none') : format.percent(row.pct / 100, 1)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.max(0, row.pct ?? 0))}
                aria-label={t(`share.${row.key}`)}
              />
            </Stack>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('share.empty')}</Typography>
      )}
    </Panel>
  );
}

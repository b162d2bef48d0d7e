import type { BuildingMetrics } from '@shared/schemas/derived/metrics';
import type { MetricsLoads } from '@shared/schemas/derived/metrics-loads';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { FigureList } from './figure-list';
import { Panel } from '@/components/ui/panel';

/**
 * Spec 2.9 Incidental Gains & Other Information: the heat that occupants, lighting and equipment
 * give off (per year and at peak), solar gains, the occupancy assumed, floor area and climate.
 */
export function IncidentalGainsPanel({
  loads,
  energy,
  climate,
}: {
  loads: MetricsLoads;
  energy: BuildingMetrics['energy'];
  climate: BuildingMetrics['climate'];
}) {
  const { t } = useTranslation('performance');
  const format = useFormat();
  const { annualKwh, peakWPerM2, occupancy } = loads.incidentalGains;
  const gain = (annual: number, peak?: number) => ({
    value: format.energy(annual, 'MWh', 1),
    note:
      peak !== undefined ? `${t('gains.peak')}: ${format.number(peak, 1)}\u00a0W/m²` : undefined,
  });
  return (
    <Panel title={t('gains.title')} subtitle={t('gains.subtitle')} testId="gains-panel">
      <FigureList
        items={[
          {
            label: t('gains.occupancy'),
            ...gain(annualKwh.occupants, peakWPerM2.occupants),
            testId: 'gain-occupants',
          },
          {
            label: t('gains.lighting'),
            ...gain(annualKwh.lighting, peakWPerM2.lighting),
            testId: 'gain-lighting',
          },
          {
            label: t('gains.equipment'),
            ...gain(annualKwh.equipment + annualKwh.fans, peakWPerM2.equipment + peakWPerM2.fans),
            testId: 'gain-equipment',
          },
          { label: t('gains.solar'), ...gain(annualKwh.solar), testId: 'gain-solar' },
          {
            label: t('gains.people'),
            value: format.number(occupancy.people, 0),
            note: t('gains.perPerson', { area: format.area(occupancy.floorAreaPerPersonM2, 1) }),
          },
          {
            label: t('gains.operatingHours'),
            value: format.number(occupancy.operatingHoursPerYear, 0),
            note: t('gains.occupiedShare', { share: format.percent(occupancy.occupiedShare) }),
          },
          { label: t('gains.floorArea'), value: format.area(energy.floorAreaM2, 0) },
          {
            label: t('gains.climate'),
            value: climate.station,
            note: [
              climate.distanceKm !== undefined
                ? t('gains.distance', {
                    distance: `${format.number(climate.distanceKm, 0)}\u00a0km`,
                  })
                : '',
              climate.withinRange ? '' : t('gains.outOfRange'),
              climate.source,
            ]
              .filter(Boolean)
              .join(' · '),
          },
        ]}
      />
    </Panel>
  );
}

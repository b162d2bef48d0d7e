import type { MetricsLoads } from '@shared/schemas/derived/metrics-loads';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { FigureList } from './figure-list';
import { Panel } from '@/components/ui/panel';

/**
 * Spec 2.9 Electrical System Information: Cooling Load and Heating Load (design loads with the
 * installed capacity against them) and the P.V. System (capacity, generation, specific yield).
 */
export function ElectricalSystemPanel({ loads }: { loads: MetricsLoads }) {
  const { t } = useTranslation('performance');
  const format = useFormat();
  const { heating, cooling, pv, design } = loads;
  const installed = (load: MetricsLoads['heating'] | MetricsLoads['cooling']) =>
    !load.installed
      ? t('electrical.notInstalled')
      : load.capacityKw !== undefined
        ? `${t('electrical.installed')}: ${format.power(load.capacityKw)}${
            load.capacityRatio !== undefined
              ? ` · ${t('electrical.ratio', { ratio: format.number(load.capacityRatio, 2) })}`
              : ''
          }`
        : undefined;
  return (
    <Panel
      title={t('electrical.title')}
      subtitle={t('electrical.conditions', {
        heatingOut: `${format.number(design.heatingOutdoorDegC, 1)}\u00a0°C`,
        heatingIn: `${format.number(design.heatingIndoorDegC, 1)}\u00a0°C`,
        coolingOut: `${format.number(design.coolingOutdoorDegC, 1)}\u00a0°C`,
        coolingIn: `${format.number(design.coolingIndoorDegC, 1)}\u00a0°C`,
        station: design.station,
      })}
      testId="electrical-panel"
    >
      <FigureList
        items={[
          {
            label: t('electrical.coolingLoad'),
            value: `${format.power(cooling.loadKw, 0)} (${format.number(cooling.wPerM2, 0)}\u00a0W/m²)`,
            note: installed(cooling),
            testId: 'cooling-load',
          },
          {
            label: t('electrical.heatingLoad'),
            value: `${format.power(heating.loadKw, 0)} (${format.number(heating.wPerM2, 0)}\u00a0W/m²)`,
            note: installed(heating),
            testId: 'heating-load',
          },
          {
            label: t('electrical.pvSystem'),
            value: pv.systems > 0 ? format.peakPower(pv.installedKwp, 1) : t('electrical.noPv'),
            note:
              pv.systems > 0
                ? `${t('electrical.pvGeneration')}: ${format.energy(pv.annualKwh, 'MWh', 1)}${
                    pv.specificYieldKwhPerKwp !== undefined
                      ? ` · ${t('electrical.pvYield')}: ${format.number(pv.specificYieldKwhPerKwp, 0)}\u00a0kWh/kWp`
                      : ''
                  }`
                : undefined,
            testId: 'pv-system',
          },
        ]}
      />
    </Panel>
  );
}

import { useTranslation } from 'react-i18next';
import { BlockChartCard } from '@/components/charts/block-chart-card';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/** Green for blocks that pay for themselves, orange for a net cost (chart-palette.ts colours). */
const COLORS = { saves: '#2b9348', costs: '#d9480f' } as const;

/**
 * The marginal abatement cost curve: each measure not yet done with an investment and CO2
 * savings as a block, cheapest tonne first; width = tonnes of CO2 it avoids a year in the
 * combined order, height = net cost per tonne over its life = −NPV / lifetime tonnes (below zero
 * where it pays for itself).
 */
export function AbatementCurveCard(props: ImproveChartProps) {
  const { figures, charts } = props;
  const { t } = useTranslation('improveCharts');
  const shared = useImproveChartFormat(props.currency, props.names);
  const { abatement: curve, state } = charts;
  const blocks = (state === 'combined' ? curve : []).map((block) => ({
    key: block.measureId,
    label: shared.measureName(block.measureId, figures?.measures[block.measureId]?.kind),
    start: block.startTons,
    width: block.tonsPerYear,
    value: block.costPerTon,
    color: block.costPerTon < 0 ? COLORS.saves : COLORS.costs,
  }));
  const legend = [
    { label: t('macc.saves'), color: COLORS.saves, shown: blocks.some((b) => b.value < 0) },
    { label: t('macc.costs'), color: COLORS.costs, shown: blocks.some((b) => b.value >= 0) },
  ]
    .filter((item) => item.shown)
    .map(({ label, color }) => ({ label, color }));
  return (
    <ImproveChartFrame
      chart={BlockChartCard}
      card={props}
      title={t('macc.title')}
      subtitle={t('macc.subtitle', { modelled: shared.modelled })}
      categoryLabel={t('common.measure')}
      blocks={blocks}
      yLabel={t('macc.costPerTon')}
      xLabel={t('macc.avoided')}
      yUnit={t('unit.perTon', { symbol: shared.symbol })}
      xUnit={shared.co2Unit}
      columns={{ from: t('macc.from'), to: t('macc.to') }}
      legend={legend}
      empty={t('macc.empty')}
    />
  );
}

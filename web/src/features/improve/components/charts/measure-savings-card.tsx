import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SavingsFigure } from '@shared/domain/metrics/views/improve/savings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

const FIGURES: readonly SavingsFigure[] = ['energy', 'cost', 'co2'];
/** One colour a figure (chart-palette.ts fallback colours: blue, orange, green). */
const COLORS = { energy: '#2f7fd8', cost: '#b08800', co2: '#2b9348' } as const;

/**
 * Spec 2.11 Improvement Measures shown as a chart: each measure's savings alone (not combined
 * with the others), one bar a measure, with a switch between Energy Savings (MWh/yr), Cost
 * Savings (currency/yr) and CO2 Emissions Avoided (tons/yr); measures done are marked.
 */
export function MeasureSavingsCard(props: ImproveChartProps) {
  const { t } = useTranslation('improveCharts');
  const shared = useImproveChartFormat(props.currency, props.names);
  const [figure, setFigure] = useState<SavingsFigure>('energy');
  const bars = props.charts.measureSavings;
  const shown =
    figure === 'energy'
      ? {
          unit: shared.energy.unit,
          value: (bar: (typeof bars)[number]) => shared.energy.convert(bar.energyKwh),
        }
      : figure === 'cost'
        ? { unit: shared.moneyUnit, value: (bar: (typeof bars)[number]) => bar.cost }
        : { unit: shared.co2Unit, value: (bar: (typeof bars)[number]) => bar.co2Tons };
  return (
    <ImproveChartFrame
      chart={BarChartCard}
      card={props}
      title={t('measures.title')}
      subtitle={t('measures.subtitle', { modelled: shared.modelled })}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={figure}
          onChange={(_, next: SavingsFigure | null) => next && setFigure(next)}
          aria-label={t('measures.figure')}
          // Long labels (German) wrap onto a second row on a phone instead of widening the page.
          sx={{ flexWrap: 'wrap', maxWidth: '100%' }}
        >
          {FIGURES.map((item) => (
            <ToggleButton key={item} value={item}>
              {t(`measures.${item}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
      categoryLabel={t('common.measure')}
      categories={bars.map((bar) => {
        const name = shared.measureName(bar.measureId, bar.kind);
        return { key: bar.measureId, label: bar.done ? t('measures.done', { name }) : name };
      })}
      series={[
        {
          id: figure,
          label: t(`measures.${figure}`),
          unit: shown.unit,
          color: COLORS[figure],
          data: bars.map(shown.value),
        },
      ]}
      axisLabels={{ left: t(`measures.${figure}`) }}
      formatValue={
        figure === 'cost' ? (value) => t('unit.perYear', { value: shared.money(value) }) : undefined
      }
      // Each measure's savings alone, done ones too: the combination's state empties it only when
      // there are no measures.
      ofCombination={false}
      empty={t('measures.empty')}
    />
  );
}

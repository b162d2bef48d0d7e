import type { CombinationState } from '@shared/domain/metrics/views/improve/combination-state';
import type { MeasureKind } from '@shared/schemas/enums/analysis';
import { useTranslation } from 'react-i18next';
import type { ChartNumberFormatter } from '@/components/charts/chart-types';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

/**
 * What the Improve charts share: numbers in the user's language, energy stored in kWh/yr shown
 * in MWh/yr, CO2 stored in tonnes, money in the building's currency, measure names, and the empty
 * state's reason.
 */
export function useImproveChartFormat(currency: string, names: Readonly<Record<string, string>>) {
  const { t } = useTranslation(['improveCharts', 'enums']);
  const format = useFormat();
  const mwh = format.quantity('MWhPerYear');
  const symbol = format.currencySymbol(currency);
  const formatNumber: ChartNumberFormatter = chartNumberFormatter(format);
  return {
    format,
    formatNumber,
    /** Energy: label "MWh/yr", kWh/yr → MWh/yr. */
    energy: { unit: mwh.label, convert: mwh.convert },
    /** CO2 is stored in tonnes a year already: only its label. */
    co2Unit: format.unitLabel('tPerYear'),
    /** Money a year in the building's currency, e.g. "€/yr". */
    moneyUnit: t('improveCharts:unit.moneyPerYear', { symbol }),
    symbol,
    money: (amount: number) => format.money(amount, currency),
    /** The user's name of a measure, else its kind's name. */
    measureName: (measureId: string, kind: MeasureKind | undefined) =>
      names[measureId] ?? (kind ? t(`enums:measureKind.${kind}`) : measureId),
    /** Why a chart of the combination is empty (null when it is not for that reason). */
    emptyReason: (state: CombinationState) =>
      state === 'noMeasures'
        ? t('improveCharts:empty.noMeasures')
        : state === 'allDone'
          ? t('improveCharts:empty.allDone')
          : null,
    modelled: t('improveCharts:common.modelled'),
  };
}

import type { DashboardContent } from '@shared/domain/dashboard/dashboard-content';
import type { DashboardPeriod } from '@shared/domain/dashboard/portfolio-dashboard';
import type { Currency } from '@shared/schemas/enums/account';
import { drawTable } from '../draw-table';
import { MUTED } from '../pdf-writer';
import type {
  PortfolioReportInput,
  PortfolioSectionWriter,
  PortfolioTools,
} from './portfolio-report-types';
import { periodText } from './portfolio-scope-text';

/** A change in % as the Dashboard's KPI card words it ("6.5% less than the previous year"). */
export function changeText(
  pct: number | undefined,
  period: DashboardPeriod,
  { t, format }: Pick<PortfolioTools, 't' | 'format'>,
): string {
  const name = t(`dashboard:kpi.periodName.${period}`);
  if (pct === undefined) return t('dashboard:kpi.noChange', { period: name });
  const rounded = Math.round(pct * 10) / 10;
  if (rounded === 0) return t('dashboard:kpi.changeSame', { period: name });
  const value = format.percent(Math.abs(pct) / 100, 1);
  return t(rounded < 0 ? 'dashboard:kpi.changeDown' : 'dashboard:kpi.changeUp', {
    value,
    period: name,
  });
}

/**
 * Why the Dashboard shows no totals, in its own words, or undefined when it shows them: no
 * figures yet, no building matching the filters, or none with data for every month of the period.
 */
export function emptyReason(
  content: DashboardContent,
  input: PortfolioReportInput,
  { t }: Pick<PortfolioTools, 't'>,
): string | undefined {
  if (input.buildings.every((building) => !building.digest))
    return `${t('dashboard:empty.noFiguresTitle')}. ${t('dashboard:empty.noFiguresText')}`;
  if (content.filtered.length === 0)
    return `${t('dashboard:empty.noMatchTitle')}. ${t('dashboard:empty.noMatchText')}`;
  return undefined;
}

/**
 * The Dashboard's totals of the period (its KPI cards): energy, cost per currency, CO2, floor area
 * and EUI, each with its like-for-like change, then the cards' footers.
 */
export const writePortfolioTotals: PortfolioSectionWriter = (writer, content, input, tools) => {
  const { t, format } = tools;
  const { period } = input.view;
  writer.sectionTitle(t('dashboard:kpi.totals'));
  writer.text(periodText(content, input, tools), { size: 10, color: MUTED });
  writer.space(10);
  const empty = emptyReason(content, input, tools);
  const totals = content.totals;
  if (empty || !totals || totals.current.buildings === 0) {
    writer.text(empty ?? t('dashboard:empty.noPeriodData'), { size: 10 });
    return;
  }
  const { current, change } = totals;
  const costs = Object.entries(current.costByCurrency) as [Currency, number][];
  const eui = current.euiKwhPerM2;
  const euiText =
    eui === undefined
      ? t('dashboard:ranking.noValue')
      : period === 'year'
        ? format.intensity(eui, 1)
        : `${format.energy(eui, 'kWh', 1)}/${format.unitLabel('m2')}`;
  const rows: string[][] = [
    [
      t('dashboard:kpi.energy'),
      format.energy(current.kwh, 'MWh', 1),
      changeText(change.kwhPct, period, tools),
    ],
    ...(costs.length === 0
      ? [[t('dashboard:kpi.cost'), t('dashboard:kpi.noPrice'), '']]
      : costs.map(([currency, cost], index) => [
          index === 0 ? t('dashboard:kpi.cost') : '',
          format.money(cost, currency),
          `${costs.length > 1 ? `${currency}: ` : ''}${changeText(change.costPctByCurrency[currency], period, tools)}`,
        ])),
    [
      t('dashboard:kpi.co2'),
      format.co2(current.co2Kg, 't', 1),
      changeText(change.co2Pct, period, tools),
    ],
    [
      t('dashboard:kpi.area'),
      format.area(current.areaM2),
      changeText(change.areaPct, period, tools),
    ],
    [t('dashboard:kpi.eui'), euiText, changeText(change.euiPct, period, tools)],
  ];
  drawTable(
    writer,
    [
      { header: '', share: 0.3 },
      { header: '', share: 0.28, align: 'right' },
      { header: '', share: 0.42 },
    ],
    rows.map(([label = '', value = '', note = '']) => [
      { text: label, bold: true },
      { text: value, bold: true },
      note,
    ]),
    { size: 10 },
  );
  writer.space(6);
  const notes = [
    t('dashboard:kpi.metered', {
      metered: current.meteredBuildings,
      count: current.buildings,
      share: format.percent(
        current.buildings > 0 ? current.meteredBuildings / current.buildings : 0,
      ),
    }),
    ...(current.unpricedBuildings > 0
      ? [t('dashboard:kpi.unpriced', { count: current.unpricedBuildings })]
      : []),
    t('dashboard:kpi.euiHelp'),
    `${t('dashboard:kpi.counted', { count: current.buildings, period: t(`dashboard:kpi.periodName.${period}`) })} · ${t('dashboard:kpi.likeForLike', { count: change.buildings })}`,
  ];
  for (const note of notes) writer.text(note, { size: 9, color: MUTED });
};

import {
  dashboardTotals,
  rankBuildings,
  rankingValue,
  type DashboardBuilding,
} from '@shared/domain/dashboard/portfolio-dashboard';
import type { Currency } from '@shared/schemas/enums/account';
import { drawTable, type TableCell, type TableColumn } from '../draw-table';
import { MUTED } from '../pdf-writer';
import type {
  PortfolioReportInput,
  PortfolioSectionWriter,
  PortfolioTools,
} from './portfolio-report-types';
import { emptyReason } from './portfolio-totals-page';

const NONE = '–';

/** The ranking's value as its column on the Dashboard writes it. */
function rankingText(
  building: DashboardBuilding,
  input: PortfolioReportInput,
  { t, format }: PortfolioTools,
): string {
  const { ranking } = input.view;
  const value = rankingValue(building, ranking);
  if (value === undefined) return t('dashboard:ranking.noValue');
  switch (ranking) {
    case 'eui':
      return format.intensity(value, 0);
    case 'co2':
      return format.quantity('co2Intensity').format(value, 1);
    case 'savings':
      return t('dashboard:ranking.savingsValue', {
        energy: format.energy(value, 'MWh', 1),
        count: building.digest?.potential?.count ?? 0,
      });
    case 'risk':
      return t('dashboard:ranking.riskValue', {
        score: value,
        high: building.digest?.risk?.highCount ?? 0,
      });
  }
}

/**
 * One building's line: its rank, name, use type and city, the period's sums (`dashboardTotals` of
 * it alone, so the lines add up to the totals), floor area, EUI, the ranking's value and band.
 */
function lineOf(
  building: DashboardBuilding,
  rank: number | null,
  lastMonth: string | undefined,
  input: PortfolioReportInput,
  tools: PortfolioTools,
): TableCell[] {
  const { t, format } = tools;
  const digest = building.digest;
  const sums = lastMonth ? dashboardTotals([building], input.view.period, lastMonth).current : null;
  const counted = sums !== null && sums.buildings > 0;
  const cost = digest && counted ? sums.costByCurrency[digest.currency] : undefined;
  const area = digest?.floorAreaM2 ?? building.grossFloorAreaM2;
  const withValue = input.view.ranking !== 'eui';
  return [
    rank === null ? NONE : format.number(rank),
    {
      text: building.title,
      note: [building.useType ? t(`enums:useType.${building.useType}`) : '', building.city]
        .filter(Boolean)
        .join(' · '),
    },
    area === undefined ? NONE : format.area(area),
    counted ? format.energy(sums.kwh, 'MWh', 1) : NONE,
    cost === undefined || !digest ? NONE : format.money(cost, digest.currency),
    counted ? format.co2(sums.co2Kg, 't', 1) : NONE,
    digest?.siteEuiKwhPerM2 === undefined ? NONE : format.intensity(digest.siteEuiKwhPerM2, 0),
    ...(withValue ? [rankingText(building, input, tools)] : []),
    digest?.band ? t(`enums:benchmarkBand.${digest.band}`) : t('dashboard:filters.bandNone'),
  ];
}

/**
 * The Dashboard's ranking as a table of one line per building (the ranking's order and value),
 * with the period's energy, cost and CO2 of each and, without a selection, the totals below.
 */
export const writePortfolioRanking: PortfolioSectionWriter = (writer, content, input, tools) => {
  const { t, format } = tools;
  const { ranking } = input.view;
  writer.sectionTitle(t('dashboard:ranking.title'));
  writer.text(t(`dashboard:ranking.method.${ranking}`), { size: 9, color: MUTED });
  writer.text(t('report:portfolio.rankingNote'), { size: 9, color: MUTED });
  writer.space(8);
  const empty = emptyReason(content, input, tools);
  if (empty) {
    writer.text(empty, { size: 10 });
    return;
  }
  const withValue = ranking !== 'eui';
  // Shares of the content width, with the ranking's own value column and without (EUI ranks):
  // the figures' columns fit "Kč 30,252,295" and "326 kWh/m²/rok" at the table's size unbroken,
  // so the use type and the city go under the building's name.
  const share = (withColumn: number, without: number) => (withValue ? withColumn : without);
  const columns: TableColumn[] = [
    { header: t('dashboard:ranking.rank'), share: 0.055, align: 'right' },
    { header: t('report:portfolio.buildingColumn'), share: share(0.16, 0.2) },
    { header: t('dashboard:kpi.area'), share: 0.1, align: 'right' },
    { header: t('dashboard:kpi.energy'), share: 0.115, align: 'right' },
    { header: t('dashboard:kpi.cost'), share: 0.115, align: 'right' },
    { header: t('dashboard:kpi.co2'), share: 0.1, align: 'right' },
    { header: t('dashboard:ranking.eui'), share: 0.125, align: 'right' },
    ...(withValue
      ? [{ header: t(`dashboard:ranking.${ranking}`), share: 0.11, align: 'right' as const }]
      : []),
    { header: t('dashboard:filters.band'), share: share(0.12, 0.19) },
  ];
  const rows = rankBuildings(content.ranked, ranking).map((building, index) =>
    lineOf(
      building,
      rankingValue(building, ranking) === undefined ? null : index + 1,
      content.lastMonth,
      input,
      tools,
    ),
  );
  const current = content.totals?.current;
  // The totals are the filtered buildings': printed only when the table lists all of them.
  if (current && current.buildings > 0 && content.ranked.length === content.filtered.length) {
    const costs = Object.entries(current.costByCurrency) as [Currency, number][];
    const bold = (text: string): TableCell => ({ text, bold: true });
    rows.push([
      bold(''),
      bold(t('report:breakdown.total')),
      bold(format.area(current.areaM2)),
      bold(format.energy(current.kwh, 'MWh', 1)),
      bold(
        costs.length === 0
          ? NONE
          : costs.map(([currency, cost]) => format.money(cost, currency)).join('\n'),
      ),
      bold(format.co2(current.co2Kg, 't', 1)),
      bold(''),
      ...(withValue ? [bold('')] : []),
      bold(''),
    ]);
  }
  drawTable(writer, columns, rows, { size: 7 });
};

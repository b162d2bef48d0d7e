import { DASHBOARD_LIST_ROWS } from '@shared/domain/dashboard/dashboard-content';
import { highestRiskEquipment, largestSavings } from '@shared/domain/dashboard/portfolio-lists';
import { drawTable } from '../draw-table';
import { MUTED, type PdfWriter } from '../pdf-writer';
import type { PortfolioSectionWriter } from './portfolio-report-types';
import { emptyReason } from './portfolio-totals-page';

/**
 * A list's title, ruled as a section's, and its subtitle: on a new page, or (`follows`) under the
 * list before it when the two fit (both lists hold ten rows at most).
 */
function heading(writer: PdfWriter, title: string, subtitle: string, follows = false): void {
  writer.sectionTitle(title, { follows });
  writer.text(subtitle, { size: 9, color: MUTED });
  writer.space(8);
}

/** The Dashboard's "Largest savings available" list, in its columns and words. */
export const writePortfolioSavings: PortfolioSectionWriter = (writer, content, input, tools) => {
  const { t, format } = tools;
  heading(writer, t('dashboard:savings.title'), t('dashboard:savings.subtitle'));
  const measures = largestSavings(content.filtered, DASHBOARD_LIST_ROWS);
  const empty = emptyReason(content, input, tools);
  if (empty || measures.length === 0) {
    writer.text(empty ?? t('dashboard:savings.empty'), { size: 10 });
    return;
  }
  drawTable(
    writer,
    [
      { header: t('dashboard:savings.measure'), share: 0.3 },
      { header: t('dashboard:savings.building'), share: 0.24 },
      { header: t('dashboard:savings.energy'), share: 0.16, align: 'right' },
      { header: t('dashboard:savings.cost'), share: 0.16, align: 'right' },
      { header: t('dashboard:savings.payback'), share: 0.14, align: 'right' },
    ],
    measures.map((measure) => [
      measure.name || t(`enums:measureKind.${measure.kind}`),
      measure.buildingTitle,
      format.energy(measure.savingsKwh, 'MWh', 1),
      format.money(measure.costSavings, measure.currency),
      measure.paybackYears === undefined
        ? t('dashboard:savings.none')
        : t('dashboard:savings.years', { value: format.number(measure.paybackYears, 1) }),
    ]),
    { size: 8.5 },
  );
};

/** The Dashboard's "Equipment at highest risk" list, in its columns and words. */
export const writePortfolioRisk: PortfolioSectionWriter = (writer, content, input, tools) => {
  const { t } = tools;
  heading(
    writer,
    t('dashboard:risk.title'),
    t('dashboard:risk.subtitle'),
    input.sections.includes('savings'),
  );
  const items = highestRiskEquipment(content.filtered, DASHBOARD_LIST_ROWS);
  const empty = emptyReason(content, input, tools);
  if (empty || items.length === 0) {
    writer.text(empty ?? t('dashboard:risk.empty'), { size: 10 });
    return;
  }
  drawTable(
    writer,
    [
      { header: t('dashboard:risk.equipment'), share: 0.4 },
      { header: t('dashboard:risk.building'), share: 0.32 },
      { header: t('dashboard:risk.score'), share: 0.14, align: 'right' },
      { header: t('dashboard:risk.health'), share: 0.14, align: 'right' },
    ],
    items.map((item) => [
      [item.assetId, item.name].filter(Boolean).join(' · '),
      item.buildingTitle,
      String(item.riskScore),
      item.healthScore === undefined ? '–' : String(item.healthScore),
    ]),
    { size: 8.5 },
  );
};

import { obsolescenceView } from '@shared/domain/metrics/views/asset-reliability/view';
import type {
  MetricsEquipmentReliability,
  MetricsReliability,
} from '@shared/schemas/derived/metrics-reliability';
import { drawTable } from './draw-table';
import { MARGIN, MUTED, type PdfWriter } from './pdf-writer';
import type { ReportTools } from './report-types';

/** Most urgent first: replace, then plan a replacement, then repair or no verdict (the tab's). */
const VERDICT_RANK = { replace: 0, planReplacement: 1, repair: 2 } as const;

/**
 * The replacement evaluation of spec 3.13 as the tab's Functional Obsolescence card writes it,
 * label and value pairs in the building's currency.
 */
export function replacementFigures(
  asset: MetricsEquipmentReliability,
  currency: string,
  tools: ReportTools,
): [string, string][] {
  const { t, format } = tools;
  const r = asset.replacement;
  if (!r) return [];
  const symbol = format.currencySymbol(currency);
  return [
    [
      t('assetReliability:replacement.newValue', { symbol }),
      format.money(r.newReplacementValue, currency),
    ],
    [
      t('assetReliability:replacement.maintenanceCost', { symbol }),
      format.money(r.maintenanceCost, currency),
    ],
    [
      t('assetReliability:replacement.maintenanceSavings', { symbol }),
      format.money(r.annualMaintenanceSavings, currency),
    ],
    [
      t('assetReliability:replacement.energySavings'),
      format.energy(r.annualEnergySavingsKwh, 'MWh', 1),
    ],
    [
      t('assetReliability:replacement.energyCostSavings', { symbol }),
      format.number(r.annualEnergyCostSavings / 1000, 1),
    ],
    [
      t('assetReliability:replacement.payback'),
      r.simplePaybackYears === undefined
        ? t('assetReliability:replacement.noPayback')
        : format.number(r.simplePaybackYears, 1),
    ],
    [
      t('assetReliability:replacement.irr'),
      r.irrPct === undefined ? '—' : format.percent(r.irrPct / 100, 1),
    ],
    [t('assetReliability:replacement.co2'), format.number(r.co2AvoidedTonsPerYear, 1)],
    [
      t('assetReliability:replacement.currentEfficiency'),
      r.currentEfficiencyPct === undefined ? '—' : format.percent(r.currentEfficiencyPct / 100),
    ],
    [
      t('assetReliability:replacement.newEfficiency'),
      r.newEfficiencyPct === undefined ? '—' : format.percent(r.newEfficiencyPct / 100),
    ],
  ];
}

/** Label and value pairs two to a row, as the card's grid lays them out on a wide screen. */
export function writePairs(writer: PdfWriter, pairs: readonly [string, string][]): void {
  const rows: string[][] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const [a, b] = [pairs[index]!, pairs[index + 1]];
    rows.push([a[0], a[1], b?.[0] ?? '', b?.[1] ?? '']);
  }
  drawTable(
    writer,
    [
      { header: '', share: 0.3 },
      { header: '', share: 0.2, align: 'right' },
      { header: '', share: 0.3 },
      { header: '', share: 0.2, align: 'right' },
    ],
    rows,
    { size: 8 },
  );
}

/**
 * Functional Obsolescence & New Replacement: every asset with a finding or a replacement
 * evaluation (`obsolescenceView`), most urgent verdict first, with its findings and figures.
 */
export function writeObsolescence(
  writer: PdfWriter,
  reliability: MetricsReliability,
  names: Readonly<Record<string, string>>,
  currency: string,
  tools: ReportTools,
): void {
  const { t } = tools;
  writer.ensure(90);
  writer.text(t('assetReliability:obsolescence.title'), { size: 12, bold: true });
  writer.text(t('assetReliability:obsolescence.subtitle'), { size: 8.5, color: MUTED });
  writer.space(4);
  const assets = obsolescenceView(reliability).sort(
    (a, b) =>
      (a.repairOrReplace ? VERDICT_RANK[a.repairOrReplace.verdict] : 3) -
        (b.repairOrReplace ? VERDICT_RANK[b.repairOrReplace.verdict] : 3) ||
      (b.obsolescence?.length ?? 0) - (a.obsolescence?.length ?? 0) ||
      (names[a.equipmentId] ?? '').localeCompare(names[b.equipmentId] ?? ''),
  );
  if (assets.length === 0) {
    writer.text(t('assetReliability:obsolescence.empty'), { size: 10, color: MUTED });
    return;
  }
  for (const asset of assets) {
    writer.ensure(80);
    const verdict = asset.repairOrReplace
      ? ` · ${t(`assetReliability:verdict.${asset.repairOrReplace.verdict}`)}`
      : '';
    writer.text(`${names[asset.equipmentId] ?? asset.equipmentId}${verdict}`, {
      size: 10,
      bold: true,
    });
    const findings = asset.obsolescence ?? [];
    if (findings.length === 0)
      writer.text(t('assetReliability:obsolescence.none'), { size: 8.5, color: MUTED });
    for (const finding of findings)
      writer.text(
        `• ${t(`enums:obsolescenceCategory.${finding.category}`)}: ${t(
          `enums:obsolescenceReason.${finding.reason}`,
        )} (${t(`assetReliability:obsolescence.source.${finding.source}`)})`,
        { size: 8.5, x: MARGIN + 8 },
      );
    if (asset.replacement) writePairs(writer, replacementFigures(asset, currency, tools));
    writer.space(8);
  }
}

import type { Equipment } from '@shared/schemas/stored/equipment';
import type {
  MetricsEquipmentReliability,
  MetricsReliability,
} from '@shared/schemas/derived/metrics-reliability';
import { drawTable } from './draw-table';
import { MARGIN, MUTED, type PdfWriter } from './pdf-writer';
import { replacementFigures, writePairs } from './reliability-obsolescence';
import type { ReportInput, ReportTools } from './report-types';

/** An asset's worst fault: the highest score of its placements (the Dashboard's risk order). */
function worstFault(asset: MetricsEquipmentReliability) {
  return [...asset.faults].sort((a, b) => b.placement.score - a.placement.score)[0];
}

/**
 * The critical assets of the building: those with a fault in the high band of the risk matrix or
 * with the verdict "replace", highest risk score first, then the lowest health, then by name (the
 * order of the Dashboard's "equipment at highest risk", methodology "Dashboard").
 */
export function criticalAssets(
  reliability: MetricsReliability,
  names: Readonly<Record<string, string>>,
): MetricsEquipmentReliability[] {
  return Object.values(reliability.equipment)
    .filter(
      (asset) =>
        worstFault(asset)?.placement.band === 'high' ||
        asset.repairOrReplace?.verdict === 'replace',
    )
    .sort(
      (a, b) =>
        (worstFault(b)?.placement.score ?? 0) - (worstFault(a)?.placement.score ?? 0) ||
        (a.health?.score ?? 101) - (b.health?.score ?? 101) ||
        (names[a.equipmentId] ?? '').localeCompare(names[b.equipmentId] ?? ''),
    );
}

function subheading(writer: PdfWriter, text: string): void {
  writer.ensure(60);
  writer.space(6);
  writer.text(text, { size: 10.5, bold: true });
  writer.space(2);
}

/**
 * One asset's page: what the Equipment page (spec 2.13) shows of its reliability, in its texts:
 * details, the hours of its failures, its potential issues placed in the risk matrix, repair or
 * replace, and the replacement evaluation.
 */
function writeAssetPage(
  writer: PdfWriter,
  asset: MetricsEquipmentReliability,
  record: Equipment | undefined,
  currency: string,
  tools: ReportTools,
): void {
  const { t, format } = tools;
  const name = record?.name ?? asset.equipmentId;
  writer.sectionTitle(t('report:assetReliability.assetTitle', { name }));
  const kind = [record?.type, asset.subSystem ? t(`enums:subSystem.${asset.subSystem}`) : '']
    .filter(Boolean)
    .join(' · ');
  if (kind) writer.text(kind, { size: 10, color: MUTED });
  writer.space(6);
  const none = t('equipmentPage:details.notRecorded');
  const hours = (value: number | undefined) =>
    value === undefined
      ? t('equipmentPage:reliability.noFailure')
      : t('equipmentPage:units.hours', { value: format.number(value, 0) });
  const { failures, depreciation, warranty } = asset;
  writePairs(writer, [
    [
      t('equipmentPage:details.health'),
      asset.health ? format.number(asset.health.score, 0) : t('equipmentPage:details.noHealth'),
    ],
    [
      t('equipmentPage:details.age'),
      asset.ageYears === undefined ? none : format.number(asset.ageYears, 1),
    ],
    [
      t('report:assetReliability.expectedLife'),
      t(`equipmentPage:details.lifeSource.${asset.expectedLife.source}`, {
        years: format.number(asset.expectedLife.years),
      }),
    ],
    [
      t('assetReliability:details.warranty'),
      `${t(`assetReliability:details.warrantyState.${warranty.state}`)}${
        warranty.expiresAtMs === undefined ? '' : ` (${format.date(warranty.expiresAtMs)})`
      }`,
    ],
    [
      t('equipmentPage:details.bookValue', { currency }),
      depreciation ? format.money(depreciation.bookValueNow, currency) : none,
    ],
    [
      t('equipmentPage:details.depreciatedPct'),
      depreciation ? format.percent(depreciation.depreciatedPct / 100) : none,
    ],
    [t('equipmentPage:reliability.mtbf'), hours(failures.mtbfHours)],
    [t('equipmentPage:reliability.mttr'), hours(failures.mttrHours)],
    [t('equipmentPage:reliability.failures'), format.number(failures.failures)],
    [
      t('equipmentPage:reliability.observed'),
      t('equipmentPage:units.hours', { value: format.number(failures.observedHours, 0) }),
    ],
  ]);
  subheading(writer, t('equipmentPage:issues.title'));
  drawTable(
    writer,
    [
      { header: t('equipmentPage:issues.fault'), share: 0.4 },
      { header: t('equipmentPage:issues.impact'), share: 0.2 },
      { header: t('equipmentPage:issues.likelihood'), share: 0.2 },
      { header: t('equipmentPage:issues.band'), share: 0.2 },
    ],
    asset.faults.map(({ fault, placement }) => [
      fault ?? t('assetReliability:risk.generalFailure'),
      t(`enums:faultImpact.${placement.impact}`),
      t(`enums:faultLikelihood.${placement.likelihood}`),
      t(`equipmentPage:issues.bands.${placement.band}`, { score: format.number(placement.score) }),
    ]),
    { size: 8.5 },
  );
  const verdict = asset.repairOrReplace;
  if (verdict) {
    subheading(
      writer,
      `${t('equipmentPage:repairOrReplace.title')}: ${t(`equipmentPage:repairOrReplace.verdicts.${verdict.verdict}`)}`,
    );
    writer.text(
      t('equipmentPage:repairOrReplace.subtitle', {
        currency,
        years: format.number(verdict.horizonYears),
      }),
      { size: 8.5, color: MUTED },
    );
    const money = (value: number | undefined) =>
      value === undefined ? '—' : format.money(value, currency);
    const rows = [
      ['capital', undefined, verdict.replace.capitalPerYear],
      ['maintenance', verdict.keep.maintenancePerYear, verdict.replace.maintenancePerYear],
      ['repairs', verdict.keep.repairsPerYear, undefined],
      ['energy', verdict.keep.energyPerYear, verdict.replace.energyPerYear],
    ] as const;
    drawTable(
      writer,
      [
        { header: t('equipmentPage:repairOrReplace.cost'), share: 0.4 },
        { header: t('equipmentPage:repairOrReplace.keep'), share: 0.3, align: 'right' },
        { header: t('equipmentPage:repairOrReplace.replace'), share: 0.3, align: 'right' },
      ],
      [
        ...rows.map(([key, keep, replace]) => [
          t(`equipmentPage:repairOrReplace.rows.${key}`),
          money(keep),
          money(replace),
        ]),
        [
          { text: t('equipmentPage:repairOrReplace.rows.total'), bold: true },
          { text: money(verdict.keep.totalPerYear), bold: true },
          { text: money(verdict.replace.totalPerYear), bold: true },
        ],
      ],
      { size: 8.5 },
    );
    for (const reason of verdict.reasons)
      writer.text(`• ${t(`equipmentPage:repairOrReplace.reasons.${reason}`)}`, {
        size: 8.5,
        x: MARGIN + 8,
      });
  }
  if (asset.replacement) {
    subheading(writer, t('assetReliability:obsolescence.title'));
    writePairs(writer, replacementFigures(asset, currency, tools));
  }
}

/** One page per critical asset (`criticalAssets`), or a line saying the building has none. */
export function writeCriticalAssetPages(
  writer: PdfWriter,
  input: ReportInput,
  reliability: MetricsReliability,
  tools: ReportTools,
): void {
  const records = input.equipment ?? {};
  const names = Object.fromEntries(
    Object.entries(records).map(([id, record]) => [id, record.name]),
  );
  const assets = criticalAssets(reliability, names);
  if (assets.length === 0) {
    writer.space(8);
    writer.text(tools.t('report:assetReliability.noCritical'), { size: 9, color: MUTED });
    return;
  }
  for (const asset of assets)
    writeAssetPage(writer, asset, records[asset.equipmentId], input.building.currency, tools);
}

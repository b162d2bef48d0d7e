import { envelopeRows } from '@shared/domain/metrics/views/comparison/envelope-performance';
import { chartHeading } from './chart-heading';
import { TEXT_TABLE, drawTable } from './draw-table';
import type { PdfWriter } from './pdf-writer';
import type { ReportInput, ReportT, ReportTools } from './report-types';

/** The glazing type's name, or the construction as the user wrote it (the Performance panel's). */
function typeText(type: string | null, t: ReportT): string {
  if (!type) return t('performance:envelope.unknownType');
  return t(`enums:glazingType.${type}` as 'enums:glazingType.doubleGlazedNoLowE', {
    defaultValue: type,
  });
}

/**
 * Facility Envelope Elements Performance (the Performance tab's panel, `envelopeRows` of
 * envelope-performance with the stored loads): type, U-value, area, heat loss and band.
 */
export function writeEnvelopePerformance(
  writer: PdfWriter,
  input: ReportInput,
  tools: ReportTools,
) {
  const { figures } = input;
  const { t, format } = tools;
  const loads = figures.loads;
  const rows = envelopeRows(figures.benchmarks, figures.quality);
  chartHeading(
    writer,
    t('performance:envelope.title'),
    loads
      ? t('performance:envelope.subtitle', {
          value: format.energy(loads.envelope.annualHeatLossKwh, 'MWh', 1),
        })
      : undefined,
    80,
  );
  const area = format.quantity('area');
  const mwh = format.quantity('MWh');
  drawTable(
    writer,
    [
      { header: t('performance:envelope.element'), share: 0.13 },
      { header: t('performance:envelope.type'), share: 0.25 },
      {
        header: `${t('performance:envelope.uValue')} (${format.unitLabel('wPerM2K')})`,
        share: 0.14,
        align: 'right',
      },
      { header: `${t('performance:envelope.area')} (${area.label})`, share: 0.12, align: 'right' },
      {
        header: `${t('performance:envelope.heatLoss')} (${mwh.label})`,
        share: 0.16,
        align: 'right',
      },
      { header: t('performance:envelope.band'), share: 0.2 },
    ],
    rows.map((row) => {
      const loss = loads?.envelope.elements[row.element];
      return [
        t(`enums:envelopeElement.${row.element}`),
        typeText(row.type, t),
        `${format.number(row.uValueWPerM2K, 2)}${row.assumed ? ` (${t('performance:envelope.assumed')})` : ''}`,
        loss ? area.value(loss.areaM2, 0) : '—',
        loss
          ? `${mwh.value(loss.annualHeatLossKwh, 1)} (${format.percent(loss.sharePct / 100)})`
          : '—',
        row.band ? t(`enums:benchmarkBand.${row.band}`) : '—',
      ];
    }),
    TEXT_TABLE,
  );
  writer.space(14);
}

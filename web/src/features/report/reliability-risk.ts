import { riskMatrixView } from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsReliability, RISK_BANDS } from '@shared/schemas/derived/metrics-reliability';
import { drawTitleBelow, drawTitleUp } from './draw-axis';
import { CONTENT_WIDTH, MARGIN, MUTED, hexColor, wrapText, type PdfWriter } from './pdf-writer';
import type { ReportTools } from './report-types';

type Band = (typeof RISK_BANDS)[number];

/** The tab's traffic light, and its cells without faults (the colour at 18 % on white). */
const BAND_COLOR: Record<Band, string> = { low: '#2e7d32', medium: '#ed6c02', high: '#c62828' };
const BAND_PALE: Record<Band, string> = { low: '#d5e8d6', medium: '#fce4cd', high: '#f4d1d1' };

const CELL_HEIGHT = 26;
const LABEL = 7.5;

/**
 * Potential Fault Risk (spec 2.12): the 5 × 5 matrix of the tab (`riskMatrixView`), impact rows
 * most severe on top, likelihood columns, each cell in its band's colour with its count of faults;
 * then the faults of the high band by name and equipment, as selecting those cells lists them.
 */
export function writeRiskMatrix(
  writer: PdfWriter,
  reliability: MetricsReliability,
  names: Readonly<Record<string, string>>,
  tools: ReportTools,
): void {
  const { t } = tools;
  const rows = riskMatrixView(reliability);
  writer.ensure(5 * CELL_HEIGHT + 80);
  writer.text(t('assetReliability:risk.title'), { size: 12, bold: true });
  writer.space(6);
  const { page } = writer;
  const rowLabelWidth = 74;
  const left = MARGIN + 14 + rowLabelWidth;
  const cellWidth = (CONTENT_WIDTH - 14 - rowLabelWidth) / 5;
  const top = writer.y;
  rows.forEach(({ impact, cells }, rowIndex) => {
    const y = top - (rowIndex + 1) * CELL_HEIGHT;
    const label = wrapText(
      t(`enums:faultImpact.${impact}`),
      writer.widths(),
      LABEL,
      rowLabelWidth - 4,
    );
    label.forEach((line, n) =>
      writer.drawAt(
        line,
        MARGIN + 14,
        y + CELL_HEIGHT / 2 + ((label.length - 1) / 2 - n) * 9 - 2.5,
        {
          size: LABEL,
          color: MUTED,
        },
      ),
    );
    cells.forEach((cell, column) => {
      const x = left + column * cellWidth;
      page.drawRectangle({
        x: x + 1,
        y: y + 1,
        width: cellWidth - 2,
        height: CELL_HEIGHT - 2,
        color: hexColor(cell.count > 0 ? BAND_COLOR[cell.band] : BAND_PALE[cell.band]),
      });
      if (cell.count === 0) return;
      const text = String(cell.count);
      const width = writer.widthOf(text, 10, true);
      writer.drawAt(text, x + (cellWidth - width) / 2, y + CELL_HEIGHT / 2 - 3.5, {
        size: 10,
        bold: true,
        // Black on amber, white on green and red, as on the screen.
        color: hexColor(cell.band === 'medium' ? '#000000' : '#ffffff'),
      });
    });
  });
  const bottom = top - 5 * CELL_HEIGHT;
  let labelLines = 1;
  rows[0]?.cells.forEach((cell, column) => {
    const lines = wrapText(
      t(`enums:faultLikelihood.${cell.likelihood}`),
      writer.widths(),
      LABEL,
      cellWidth - 4,
    );
    labelLines = Math.max(labelLines, lines.length);
    lines.forEach((line, n) => {
      const width = writer.widthOf(line, LABEL);
      writer.drawAt(
        line,
        left + column * cellWidth + (cellWidth - width) / 2,
        bottom - 10 - n * 9,
        {
          size: LABEL,
          color: MUTED,
        },
      );
    });
  });
  const axisY = bottom - 12 - labelLines * 9;
  const likelihood = t('assetReliability:risk.likelihood');
  drawTitleBelow(writer, likelihood, left, 5 * cellWidth, axisY, true);
  drawTitleUp(writer, t('assetReliability:risk.impact'), MARGIN + 8, bottom, 5 * CELL_HEIGHT, true);
  writer.y = axisY - 10;
  const high = rows
    .flatMap(({ cells }) => cells)
    .filter((cell) => cell.band === 'high' && cell.count > 0);
  for (const cell of high) {
    writer.text(
      t('assetReliability:risk.cellName', {
        impact: t(`enums:faultImpact.${cell.impact}`),
        likelihood: t(`enums:faultLikelihood.${cell.likelihood}`),
        band: t(`assetReliability:risk.band.${cell.band}`),
        count: cell.count,
      }),
      { size: 9, bold: true },
    );
    for (const fault of cell.faults ?? [])
      writer.text(
        `• ${fault.fault ?? t('assetReliability:risk.generalFailure')} — ${names[fault.equipmentId] ?? fault.equipmentId}`,
        { size: 8.5, x: MARGIN + 8 },
      );
    writer.space(4);
  }
  writer.space(10);
}

import { MUTED, type PdfWriter } from './pdf-writer';

/** Plot height of the Building Performance bar charts, points: two charts to a page. */
export const PERFORMANCE_PLOT = 160;

/**
 * A chart's or table's title with its subtitle, kept on one page with the first `keepWith` points
 * of what follows (a heading never ends a page alone).
 */
export function chartHeading(
  writer: PdfWriter,
  title: string,
  subtitle: string | undefined,
  keepWith: number,
): void {
  writer.ensure(keepWith + 40);
  writer.text(title, { size: 13, bold: true });
  if (subtitle) writer.text(subtitle, { size: 8.5, color: MUTED });
  writer.space(6);
}

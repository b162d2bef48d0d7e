import {
  CONTENT_WIDTH,
  MARGIN,
  MUTED,
  RULE,
  hexColor,
  wrapText,
  type PdfWriter,
} from './pdf-writer';

export interface DonutSpec {
  /** Points the chart takes from the cursor down. */
  height: number;
  /** Slices with positive values, in order, clockwise from twelve o'clock. */
  slices: { label: string; value: number; color: string }[];
  /** Text in the hole (the total with its unit). */
  centre: string;
  /** Shown in place of the ring when no slice has a value. */
  emptyText: string;
}

/** An SVG path of a ring segment from `from` to `to` (radians, clockwise from 12 o'clock). */
function segmentPath(outer: number, inner: number, from: number, to: number): string {
  const point = (radius: number, angle: number) =>
    `${(radius * Math.sin(angle)).toFixed(3)} ${(-radius * Math.cos(angle)).toFixed(3)}`;
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, from)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, to)}`,
    `L ${point(inner, to)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, from)}`,
    'Z',
  ].join(' ');
}

/**
 * A donut chart as vectors at the cursor (the screen's breakdown card draws one), its legend on
 * the right with each slice's label, and the total in the hole.
 */
export function drawDonut(writer: PdfWriter, spec: DonutSpec): void {
  writer.ensure(spec.height);
  const { page } = writer;
  const radius = Math.min(spec.height / 2 - 6, 78);
  const cx = MARGIN + radius + 6;
  const cy = writer.y - spec.height / 2;
  const total = spec.slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  if (total > 0) {
    let angle = 0;
    for (const slice of spec.slices) {
      const sweep = (Math.max(0, slice.value) / total) * 2 * Math.PI;
      // Halves at most: an arc of a whole turn has equal ends, which SVG draws as nothing.
      const steps = Math.ceil(sweep / Math.PI) || 1;
      for (let step = 0; step < steps; step += 1) {
        const from = angle + (sweep * step) / steps;
        const to = angle + (sweep * (step + 1)) / steps;
        page.drawSvgPath(segmentPath(radius, radius * 0.58, from, to), {
          x: cx,
          y: cy,
          color: hexColor(slice.color),
          borderColor: hexColor('#ffffff'),
          borderWidth: 0.6,
        });
      }
      angle += sweep;
    }
    const width = writer.widthOf(spec.centre, 9, true);
    writer.drawAt(spec.centre, cx - width / 2, cy - 3, { size: 9, bold: true });
  } else {
    page.drawCircle({ x: cx, y: cy, size: radius, borderColor: RULE, borderWidth: 8 });
    const width = writer.widthOf(spec.emptyText, 11, true);
    writer.drawAt(spec.emptyText, cx - width / 2, cy - 4, { size: 11, bold: true, color: MUTED });
  }
  const left = cx + radius + 24;
  const width = MARGIN + CONTENT_WIDTH - left - 12;
  const rows = spec.slices.map((slice) => wrapText(slice.label, writer.widths(), 8.5, width));
  const lines = rows.reduce((sum, row) => sum + row.length, 0);
  let y = cy + (lines * 12 + (rows.length - 1) * 3) / 2;
  spec.slices.forEach((slice, index) => {
    page.drawRectangle({ x: left, y: y - 8.5, width: 8, height: 8, color: hexColor(slice.color) });
    for (const line of rows[index] ?? []) {
      writer.drawAt(line, left + 12, y - 8, { size: 8.5 });
      y -= 12;
    }
    y -= 3;
  });
  writer.y -= spec.height + 6;
}

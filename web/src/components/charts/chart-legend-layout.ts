/** Font size and swatch of the legend drawn into exported images, in px. */
export const LEGEND_FONT_SIZE = 12;
export const LEGEND_SWATCH = 12;
/** Space between a swatch and its label, and between entries, in px. */
const LABEL_GAP = 6;
const ENTRY_GAP = 16;

export interface ChartImageLegendItem {
  label: string;
  color: string;
}

export interface PlacedLegendItem extends ChartImageLegendItem {
  x: number;
  row: number;
}

/** Legend entries left to right, wrapping to a new row where the next would not fit. */
export function layoutLegend(
  items: readonly ChartImageLegendItem[],
  available: number,
  measure: (text: string, fontSize: number) => number,
): PlacedLegendItem[] {
  const placed: PlacedLegendItem[] = [];
  let x = 0;
  let row = 0;
  for (const item of items) {
    const itemWidth = LEGEND_SWATCH + LABEL_GAP + measure(item.label, LEGEND_FONT_SIZE);
    if (x > 0 && x + itemWidth > available) {
      x = 0;
      row += 1;
    }
    placed.push({ ...item, x, row });
    x += itemWidth + ENTRY_GAP;
  }
  return placed;
}

/** Average glyph width of sans-serif text, about 0.6 em. */
export function estimateTextWidth(value: string, fontSize: number): number {
  return value.length * fontSize * 0.6;
}

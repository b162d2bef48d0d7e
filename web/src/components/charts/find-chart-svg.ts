/**
 * The chart's drawing in a container: MUI X's SVG layer, else the largest SVG (legend marks and
 * icons are small SVGs too).
 */
export function findChartSvg(container: Element): SVGSVGElement | null {
  const layer = container.querySelector<SVGSVGElement>('svg.MuiChartsSvgLayer-root');
  if (layer) return layer;
  const area = (svg: SVGSVGElement) => {
    const { width, height } = chartSize(svg);
    return width * height;
  };
  return [...container.querySelectorAll<SVGSVGElement>('svg')].reduce<SVGSVGElement | null>(
    (best, svg) => (!best || area(svg) > area(best) ? svg : best),
    null,
  );
}

/** A chart's size: its `viewBox` (set by MUI X to the drawn size), else its box on screen. */
export function chartSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , width = 0, height = 0] = box ?? [];
  if (width > 0 && height > 0) return { width, height };
  const rect = svg.getBoundingClientRect();
  return { width: rect.width, height: rect.height };
}

import {
  LEGEND_FONT_SIZE,
  LEGEND_SWATCH,
  estimateTextWidth,
  layoutLegend,
  type ChartImageLegendItem,
} from './chart-legend-layout';
import { chartSize } from './find-chart-svg';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Properties an exported SVG needs inline: outside the page, the stylesheets (MUI's emotion
 * classes, theme CSS variables) that set them are gone.
 */
const INLINED_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'visibility',
  'display',
  'shape-rendering',
] as const;

const PADDING = 16;
const TITLE_SIZE = 16;
const SUBTITLE_SIZE = 12;
const LEGEND_ROW = 20;

export interface ChartImageOptions {
  title: string;
  subtitle?: string;
  /** The legend drawn below the chart (MUI X's legend is HTML, outside the chart's SVG). */
  legend: readonly ChartImageLegendItem[];
  /** The card's background, so that a dark chart stays dark. */
  background: string;
  textColor: string;
  fontFamily: string;
  /** Width of a text in px; the default estimates it (a canvas measures better, see chart-png). */
  measureText?: (text: string, fontSize: number) => number;
}

export interface ChartImage {
  /** A standalone SVG document (XML). */
  markup: string;
  width: number;
  height: number;
}

/**
 * One SVG document holding the title (and subtitle), a copy of the chart's SVG with its computed
 * styles written inline, and the legend, on the given background: what the PNG export draws.
 */
export function composeChartSvg(chart: SVGSVGElement, options: ChartImageOptions): ChartImage {
  const measure = options.measureText ?? estimateTextWidth;
  const size = chartSize(chart);
  const width = Math.max(size.width, 320);
  const doc = chart.ownerDocument;
  const root = doc.createElementNS(SVG_NS, 'svg');
  const background = doc.createElementNS(SVG_NS, 'rect');
  root.append(background);

  let y = PADDING;
  y += TITLE_SIZE;
  root.append(text(doc, options.title, PADDING, y, TITLE_SIZE, 600, options));
  if (options.subtitle) {
    y += SUBTITLE_SIZE + 6;
    root.append(text(doc, options.subtitle, PADDING, y, SUBTITLE_SIZE, 400, options));
  }
  y += PADDING / 2;

  const copy = chart.cloneNode(true) as SVGSVGElement;
  // The page's sizing of the chart (absolute, 100 %) does not apply inside the image.
  copy.removeAttribute('class');
  copy.removeAttribute('style');
  inlineStyles(chart, copy);
  copy.setAttribute('x', String((width - size.width) / 2));
  copy.setAttribute('y', String(y));
  copy.setAttribute('width', String(size.width));
  copy.setAttribute('height', String(size.height));
  if (!copy.hasAttribute('viewBox')) {
    copy.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
  }
  root.append(copy);
  y += size.height;

  const legend = layoutLegend(options.legend, width - 2 * PADDING, measure);
  for (const item of legend) {
    const top = y + PADDING / 2 + item.row * LEGEND_ROW;
    const swatch = doc.createElementNS(SVG_NS, 'rect');
    setAttributes(swatch, {
      x: PADDING + item.x,
      y: top + (LEGEND_ROW - LEGEND_SWATCH) / 2,
      width: LEGEND_SWATCH,
      height: LEGEND_SWATCH,
      rx: 2,
      fill: item.color,
    });
    root.append(swatch);
    const labelY = top + LEGEND_ROW / 2 + LEGEND_FONT_SIZE * 0.35;
    root.append(
      text(
        doc,
        item.label,
        PADDING + item.x + LEGEND_SWATCH + 6,
        labelY,
        LEGEND_FONT_SIZE,
        400,
        options,
      ),
    );
  }
  const rows = legend.reduce((most, item) => Math.max(most, item.row + 1), 0);
  const height = Math.ceil(y + (rows > 0 ? PADDING / 2 + rows * LEGEND_ROW : 0) + PADDING);

  setAttributes(background, { x: 0, y: 0, width, height, fill: options.background });
  setAttributes(root, { width, height, viewBox: `0 0 ${width} ${height}` });
  // The serializer declares the SVG namespace itself (a second xmlns would be malformed XML).
  const markup = new XMLSerializer().serializeToString(root);
  return { markup, width, height };
}

/** Copies the computed presentation properties of every element of `source` onto `target`. */
function inlineStyles(source: Element, target: Element): void {
  const view = source.ownerDocument.defaultView;
  if (!view) return;
  const sources = [source, ...source.querySelectorAll('*')];
  const targets = [target, ...target.querySelectorAll('*')];
  sources.forEach((element, index) => {
    const copy = targets[index];
    if (!copy) return;
    const computed = view.getComputedStyle(element);
    const inline = INLINED_PROPERTIES.map((name) => [name, computed.getPropertyValue(name)])
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}:${value}`);
    const own = copy.getAttribute('style');
    copy.setAttribute('style', [own, ...inline].filter(Boolean).join(';'));
  });
}

function text(
  doc: Document,
  content: string,
  x: number,
  y: number,
  fontSize: number,
  fontWeight: number,
  options: ChartImageOptions,
): SVGTextElement {
  const element = doc.createElementNS(SVG_NS, 'text');
  setAttributes(element, {
    x,
    y,
    fill: options.textColor,
    'font-family': options.fontFamily,
    'font-size': fontSize,
    'font-weight': fontWeight,
  });
  element.textContent = content;
  return element;
}

function setAttributes(element: Element, attributes: Record<string, string | number>): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
}

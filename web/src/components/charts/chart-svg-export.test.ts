import { afterEach, describe, expect, it } from 'vitest';
import { composeChartSvg } from './chart-svg-export';
import { findChartSvg } from './find-chart-svg';

const SVG_NS = 'http://www.w3.org/2000/svg';

function drawChart(): { container: HTMLElement; chart: SVGSVGElement } {
  const container = document.createElement('div');
  container.innerHTML = `
    <style>.bar { fill: rgb(31, 119, 208); } .tick { font-size: 12px; fill: rgb(200, 200, 200); }</style>
    <ul><li><svg viewBox="0 0 13 13"><rect width="13" height="13"/></svg>Cooling</li></ul>
    <svg class="MuiChartsSvgLayer-root" viewBox="0 0 400 300" style="position: absolute">
      <rect class="bar" x="10" y="20" width="30" height="200"/>
      <text class="tick" x="10" y="290">Jan</text>
    </svg>`;
  document.body.append(container);
  const chart = findChartSvg(container);
  if (!chart) throw new Error('no chart');
  return { container, chart };
}

const OPTIONS = {
  title: 'Energy & CO2 <2026>',
  subtitle: 'Metered',
  legend: [
    { label: 'Cooling', color: '#1f77d0' },
    { label: 'Heating', color: '#d9480f' },
  ],
  background: 'rgb(18, 18, 18)',
  textColor: 'rgb(255, 255, 255)',
  fontFamily: 'Roboto, sans-serif',
  measureText: (text: string) => text.length * 7,
};

const parse = (markup: string) =>
  new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('composeChartSvg', () => {
  it('finds the chart among the small SVGs of legend marks and icons', () => {
    const { chart } = drawChart();
    expect(chart.getAttribute('viewBox')).toBe('0 0 400 300');
  });

  it('makes one standalone SVG: background, title, subtitle, the chart and its legend', () => {
    const { chart } = drawChart();
    const image = composeChartSvg(chart, OPTIONS);
    const root = parse(image.markup);
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(root.getAttribute('width')).toBe(String(image.width));
    expect(image.width).toBe(400);
    const background = root.querySelector(':scope > rect');
    expect(background?.getAttribute('fill')).toBe('rgb(18, 18, 18)');
    expect(background?.getAttribute('height')).toBe(String(image.height));
    const texts = [...root.querySelectorAll(':scope > text')].map((text) => text.textContent);
    expect(texts).toEqual(['Energy & CO2 <2026>', 'Metered', 'Cooling', 'Heating']);
    expect(root.querySelector(':scope > text')?.getAttribute('fill')).toBe('rgb(255, 255, 255)');
    const swatches = [...root.querySelectorAll(':scope > rect')].slice(1);
    expect(swatches.map((rect) => rect.getAttribute('fill'))).toEqual(['#1f77d0', '#d9480f']);
    const copy = root.querySelector(':scope > svg');
    expect(copy?.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(copy?.getAttribute('width')).toBe('400');
    // Everything below the chart: taller than title + chart.
    expect(image.height).toBeGreaterThan(300 + 16 + 12);
  });

  it('writes the styles of the page into the copy, which then needs no stylesheet', () => {
    const { chart } = drawChart();
    const copy = parse(composeChartSvg(chart, OPTIONS).markup).querySelector(':scope > svg');
    expect(copy?.getAttribute('class')).toBeNull();
    expect(copy?.getAttribute('style')).not.toContain('position');
    expect(copy?.querySelector('rect')?.getAttribute('style')).toContain('fill:rgb(31, 119, 208)');
    const tick = copy?.querySelector('text')?.getAttribute('style') ?? '';
    expect(tick).toContain('font-size:12px');
    // The original is left as it was.
    expect(chart.querySelector('rect')?.getAttribute('style')).toBeNull();
  });

  it('escapes the title as XML', () => {
    const { chart } = drawChart();
    const { markup } = composeChartSvg(chart, OPTIONS);
    expect(markup).toContain('Energy &amp; CO2 &lt;2026&gt;');
  });
});

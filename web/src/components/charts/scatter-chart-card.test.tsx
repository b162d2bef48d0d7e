import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScatterChartCard, type ScatterChartCardProps } from './scatter-chart-card';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';

const PROPS: ScatterChartCardProps = {
  title: 'Intensity and emissions',
  pointLabel: 'Building',
  groups: [
    { id: 'a', label: 'Band A' },
    { id: 'b', label: 'Band B', color: '#d9480f' },
  ],
  points: [
    { id: 'hq', label: 'Head office', x: 120.5, y: 30, group: 'a' },
    { id: 'depot', label: 'Depot', x: 1500, y: 45.25, group: 'b' },
    { id: 'lab', label: 'Lab', x: 300, y: 80, group: 'b' },
  ],
  x: { label: 'Energy intensity', unit: 'kWh/m²' },
  y: { label: 'Emissions', unit: 'kg/m²' },
  formatNumber,
};

/**
 * jsdom lays nothing out and MUI X sizes its chart from the computed width ("100%" there): the
 * chart gets 600 px so that it draws and hit-tests its points.
 */
function giveChartsAWidth(width = 600) {
  const real = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = real(element, pseudo);
    if (!style.width.endsWith('%')) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'width') return `${width}px`;
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScatterChartCard', () => {
  it('shows the points as one described image with titled axes and a legend of groups', async () => {
    const { container } = await renderChartForTest(<ScatterChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: 'Intensity and emissions' });
    const summary = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toBe('Intensity and emissions: 3 points');
    expect(container.textContent).toContain('Energy intensity (kWh/m²)');
    expect(container.textContent).toContain('Emissions (kg/m²)');
    expect(container.textContent).toContain('Band A');
    expect(container.textContent).toContain('Band B');
  });

  it('lists every point with its group and both values in the table', async () => {
    await renderChartForTest(<ScatterChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Intensity and emissions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Building',
      'Group',
      'Energy intensity (kWh/m²)',
      'Emissions (kg/m²)',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Head office', 'Band A', '120.5', '30'],
      ['Depot', 'Band B', '1,500', '45.25'],
      ['Lab', 'Band B', '300', '80'],
    ]);
  });

  it('downloads the points as CSV: label, group, x and y with their units', async () => {
    const files = captureDownloads();
    await renderChartForTest(<ScatterChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    const text = file ? await fileText(file.blob) : '';
    expect(text.split('\r\n')).toEqual([
      '\uFEFFBuilding,Group,Energy intensity (kWh/m²),Emissions (kg/m²)',
      'Head office,Band A,120.5,30',
      'Depot,Band B,1500,45.25',
      'Lab,Band B,300,80',
      '',
    ]);
  });

  it('toggles the point under a click, selected or not', async () => {
    giveChartsAWidth();
    // Selected points are drawn at their place: where to click.
    const all = await renderChartForTest(
      <ScatterChartCard {...PROPS} selectedIds={new Set(['hq', 'depot', 'lab'])} />,
    );
    const at = (id: string) => {
      const circle = all.container.querySelector(`circle[data-point-id="${id}"]`);
      return {
        clientX: Number(circle?.getAttribute('cx')),
        clientY: Number(circle?.getAttribute('cy')),
      };
    };
    const places = { depot: at('depot'), lab: at('lab') };
    all.unmount();

    const onTogglePoint = vi.fn();
    const { container } = await renderChartForTest(
      <ScatterChartCard {...PROPS} selectedIds={new Set(['lab'])} onTogglePoint={onTogglePoint} />,
    );
    const svg = container.querySelector('svg.MuiChartsSvgLayer-root');
    if (!svg) throw new Error('No chart drawn.');
    for (const place of [places.depot, places.lab]) {
      const pointer = { ...place, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
      fireEvent.pointerDown(svg, pointer);
      fireEvent.pointerUp(svg, pointer);
    }
    expect(onTogglePoint.mock.calls).toEqual([['depot'], ['lab']]);
  });

  it("tells a hovered point's label and both values with their units", async () => {
    giveChartsAWidth();
    const { container } = await renderChartForTest(
      <ScatterChartCard {...PROPS} selectedIds={new Set(['depot'])} />,
    );
    const mark = container.querySelector('circle[data-point-id="depot"]');
    const svg = container.querySelector('svg.MuiChartsSvgLayer-root');
    if (!mark || !svg) throw new Error('No chart drawn.');
    const pointer = {
      clientX: Number(mark.getAttribute('cx')),
      clientY: Number(mark.getAttribute('cy')),
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
    };
    fireEvent.pointerEnter(svg, pointer);
    fireEvent.pointerMove(svg, pointer);
    expect(
      await screen.findByText('Depot: Energy intensity 1,500 kWh/m², Emissions 45.25 kg/m²'),
    ).toBeTruthy();
  });

  it('draws selected points larger and outlined, and dims the others', async () => {
    giveChartsAWidth();
    const plain = await renderChartForTest(<ScatterChartCard {...PROPS} />);
    const opacities = (container: HTMLElement) =>
      [...container.querySelectorAll('.MuiScatterChart-series')].map(
        (group) => window.getComputedStyle(group).opacity,
      );
    expect(opacities(plain.container)).toEqual(['1', '1']);
    expect(plain.container.querySelectorAll('circle[data-point-id]')).toHaveLength(0);
    plain.unmount();

    const { container } = await renderChartForTest(
      <ScatterChartCard {...PROPS} selectedIds={new Set(['lab', 'elsewhere'])} />,
    );
    expect(opacities(container)).toEqual(['0.3', '0.3']);
    const marks = [...container.querySelectorAll('circle[data-point-id]')];
    expect(marks.map((mark) => mark.getAttribute('data-point-id'))).toEqual(['lab']);
    expect(marks[0]?.getAttribute('r')).toBe('7');
    expect(marks[0]?.getAttribute('fill')).toBe('#d9480f');
    expect(marks[0]?.getAttribute('stroke')).toBeTruthy();
  });

  it('says "No data" without points, and without toolbar', async () => {
    await renderChartForTest(
      <ScatterChartCard {...PROPS} points={[]} emptyReason="No building has a floor area yet." />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('No building has a floor area yet.')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws 5,000 points as a few paths per group, not 5,000 elements', async () => {
    giveChartsAWidth();
    const groups = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, label: `Band ${id}` }));
    const points = Array.from({ length: 5000 }, (_, index) => ({
      id: `p${index}`,
      label: `Building ${index}`,
      x: (index * 7919) % 1000,
      y: (index * 104729) % 500,
      group: groups[index % groups.length]?.id ?? 'a',
    }));
    const started = performance.now();
    const { container } = await renderChartForTest(
      <ScatterChartCard {...PROPS} groups={groups} points={points} selectedIds={new Set(['p1'])} />,
    );
    const elapsed = performance.now() - started;
    console.info(`ScatterChartCard: 5,000 points rendered in ${Math.round(elapsed)} ms (jsdom)`);
    const paths = container.querySelectorAll('.MuiScatterChart-series path');
    // 1,000 points a group, drawn as one path each.
    expect(paths.length).toBe(5);
    expect(container.querySelectorAll('circle[data-point-id]')).toHaveLength(1);
    expect(elapsed).toBeLessThan(15_000);
  });
});

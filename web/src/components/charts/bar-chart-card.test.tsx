import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChartCard, type BarChartCardProps } from './bar-chart-card';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';

const PROPS: BarChartCardProps = {
  title: 'Building Energy Usage',
  subtitle: 'Metered',
  categoryLabel: 'Period',
  categories: [
    { key: '2026-01', label: 'Jan 2026' },
    { key: '2026-02', label: 'Feb 2026' },
  ],
  series: [
    { id: 'cooling', label: 'Cooling', unit: 'MWh', data: [1234.5, null] },
    { id: 'heating', label: 'Heating', unit: 'MWh', data: [2, 3.25] },
    {
      id: 'degreeDays',
      label: 'Heating degree days',
      unit: 'K·d',
      data: [410, 380],
      axis: 'right',
    },
  ],
  stacked: true,
  axisLabels: { left: 'Energy', right: 'Degree days' },
  formatNumber,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BarChartCard', () => {
  it('shows the title, the toolbar and the chart as one described image', async () => {
    const { container } = await renderChartForTest(<BarChartCard {...PROPS} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Building Energy Usage' })).toBeTruthy();
    expect(screen.getByText('Metered')).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Chart tools' });
    for (const name of ['Table', 'Download CSV', 'Download PNG']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    const image = screen.getByRole('img', { name: 'Building Energy Usage' });
    const summary = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toBe('Building Energy Usage: 3 series, 5 points');
    expect(image.querySelector('svg')).toBeTruthy();
    // Units on the axes.
    expect(container.textContent).toContain('Energy (MWh)');
    expect(container.textContent).toContain('Degree days (K·d)');
  });

  it('shows exactly the plotted numbers in a table with units in the header', async () => {
    await renderChartForTest(<BarChartCard {...PROPS} />);
    const toggle = screen.getByRole('button', { name: 'Table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Building Energy Usage' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Period',
      'Cooling (MWh)',
      'Heating (MWh)',
      'Heating degree days (K·d)',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Jan 2026', '1,234.5', '2', '410'],
      ['Feb 2026', '–', '3.25', '380'],
    ]);
    expect(screen.queryByRole('img', { name: 'Building Energy Usage' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toHaveProperty('disabled', true);
  });

  it('downloads the plotted numbers as CSV named after the title and the date', async () => {
    const files = captureDownloads();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9));
    await renderChartForTest(<BarChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    vi.useRealTimers();
    expect(files.map((file) => file.name)).toEqual(['building-energy-usage-2026-11-25.csv']);
    const file = files[0];
    const text = file ? await fileText(file.blob) : '';
    expect(text.split('\r\n')).toEqual([
      '\uFEFFPeriod,Cooling (MWh),Heating (MWh),Heating degree days (K·d)',
      'Jan 2026,1234.5,2,410',
      'Feb 2026,,3.25,380',
      '',
    ]);
  });

  it('says "No data" with the caller\'s reason and action, without toolbar', async () => {
    await renderChartForTest(
      <BarChartCard
        {...PROPS}
        series={PROPS.series.map((one) => ({ ...one, data: [null, null] }))}
        emptyReason="No bills in this period."
        emptyAction={<a href="/wizard">Add bills in the wizard</a>}
      />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('No bills in this period.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bills in the wizard' })).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says "No data" without categories', async () => {
    await renderChartForTest(<BarChartCard {...PROPS} categories={[]} series={[]} />);
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('speaks German and Czech, and takes another heading level', async () => {
    await renderChartForTest(<BarChartCard {...PROPS} headingLevel={2} />, 'de');
    expect(screen.getByRole('heading', { level: 2, name: 'Building Energy Usage' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tabelle' })).toBeTruthy();
    expect(screen.getByText('Building Energy Usage: 3 Datenreihen, 5 Datenpunkte')).toBeTruthy();
  });

  it('reports a PNG that could not be made instead of failing silently', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    captureDownloads();
    vi.stubGlobal(
      'Image',
      class {
        onerror: (() => void) | null = null;
        set src(_url: string) {
          queueMicrotask(() => this.onerror?.());
        }
      },
    );
    await renderChartForTest(<BarChartCard {...PROPS} />, 'cs');
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout PNG' }));
    expect(await screen.findByText(/Obrázek se nepodařilo vytvořit/)).toBeTruthy();
  });
});

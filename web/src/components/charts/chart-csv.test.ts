import { describe, expect, it } from 'vitest';
import { buildChartCsv } from './chart-csv';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('buildChartCsv', () => {
  it('writes units in the header and the raw numbers, one row per category', () => {
    const csv = buildChartCsv({
      categoryLabel: 'Period',
      categories: [
        { key: '2026-01', label: 'Jan 2026' },
        { key: '2026-02', label: 'Feb 2026' },
      ],
      series: [
        { id: 'cooling', label: 'Cooling', unit: 'MWh', data: [1234.5678, 0.1 + 0.2] },
        { id: 'heating', label: 'Heating', unit: 'MWh', data: [null, -3] },
        { id: 'count', label: 'Days', unit: '', data: [31, 28] },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Period,Cooling (MWh),Heating (MWh),Days',
      'Jan 2026,1234.5678,,31',
      'Feb 2026,0.30000000000000004,-3,28',
      '',
    ]);
  });

  it('writes a category in its CSV form when it has one (ISO days for a spreadsheet)', () => {
    const csv = buildChartCsv({
      categoryLabel: 'Period',
      categories: [{ key: '2026-03-01', label: 'Mar 1, 2026', csv: '2026-03-01' }],
      series: [{ id: 'e', label: 'Electricity', unit: 'MWh', data: [2.5] }],
    });
    expect(lines(csv)[1]).toBe('2026-03-01,2.5');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = buildChartCsv({
      categoryLabel: 'Sub-system, end use',
      categories: [
        { key: 'a', label: 'Say "hi"' },
        { key: 'b', label: 'two\nlines' },
        { key: 'c', label: '=HYPERLINK("x")' },
      ],
      series: [{ id: 's', label: 'CO2', unit: 'kg', data: [1, 2, 3] }],
    });
    expect(lines(csv)).toEqual([
      '"Sub-system, end use",CO2 (kg)',
      '"Say ""hi""",1',
      '"two\nlines",2',
      '"\'=HYPERLINK(""x"")",3',
      '',
    ]);
  });

  it('writes only the header when there is nothing plotted', () => {
    const csv = buildChartCsv({ categoryLabel: 'Period', categories: [], series: [] });
    expect(csv).toBe('\uFEFFPeriod\r\n');
  });

  it('leaves non-finite values empty', () => {
    const csv = buildChartCsv({
      categoryLabel: 'P',
      categories: [{ key: 'a', label: 'A' }],
      series: [{ id: 's', label: 'S', unit: 'kWh', data: [Number.NaN] }],
    });
    expect(lines(csv)[1]).toBe('A,');
  });
});

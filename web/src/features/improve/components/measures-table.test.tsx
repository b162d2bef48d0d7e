import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { measureTableRows } from '@shared/domain/metrics/views/improve/measure-rows';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import { TEST_FIGURES } from '@/testing/improve-figures';
import { MeasuresTable } from './measures-table';

const STORED: Record<string, ImprovementMeasure> = {
  windows: { name: 'Double glazing', kind: 'lowEWindows', status: 'proposed' },
  'heat-pump': { name: 'Heat pump', kind: 'airSourceHeatPump', status: 'proposed' },
  led: { name: 'LEDs', kind: 'ledReplacement', status: 'proposed' },
  attic: { name: 'Attic insulation', kind: 'custom', status: 'done' },
};

/** The test figures with a payback and a rate of return for the windows. */
const FIGURES = {
  ...TEST_FIGURES,
  measures: {
    ...TEST_FIGURES.measures,
    windows: {
      ...TEST_FIGURES.measures.windows!,
      subSystem: 'facilityEnvelope' as const,
      investment: {
        ...TEST_FIGURES.measures.windows!.investment,
        simplePaybackYears: 6.25,
        irrPct: 12.34,
      },
    },
  },
};

async function renderTable(
  stored: Record<string, ImprovementMeasure> = STORED,
  savedSince: ReadonlySet<string> = new Set(),
  language: Language = 'en',
) {
  const onOpen = vi.fn();
  await renderInApp(
    <MeasuresTable
      rows={measureTableRows(FIGURES, stored, savedSince)}
      currency="EUR"
      onOpen={onOpen}
    />,
    language,
  );
  return { onOpen };
}

function cells(measureId: string): Record<string, string> {
  const row = document.querySelector(`[role="row"][data-id="${measureId}"]`);
  expect(row, measureId).toBeTruthy();
  return Object.fromEntries(
    [...row!.querySelectorAll('[role="gridcell"]')].map((cell) => [
      cell.getAttribute('data-field'),
      cell.textContent ?? '',
    ]),
  );
}

function namesInOrder(): string[] {
  return [...document.querySelectorAll('[role="row"][data-id]')].map(
    (row) => row.getAttribute('data-id') ?? '',
  );
}

describe('MeasuresTable', () => {
  it('has the spec 2.11 columns, money in the building currency', async () => {
    await renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Sub-System',
      'Investment Cost (€)',
      'Energy Savings (MWh/yr)',
      'Energy Cost Savings (€/yr)',
      'Payback Period (yr)',
      'CO2 Emissions Avoided (tons/yr)',
      'Internal Rate of Return',
      'Measured since (MWh/yr)',
      'Status',
    ]);
  });

  it('shows each measure alone in the combined order, energy in MWh, a missing figure as —', async () => {
    await renderTable();
    expect(namesInOrder()).toEqual(['windows', 'heat-pump', 'led', 'attic']);
    expect(cells('windows')).toEqual({
      name: 'Double glazing',
      subSystem: 'Facility Envelope',
      investment: '50,000',
      energySavingsKwh: '40',
      costSavings: '8,000',
      paybackYears: '6.3',
      co2AvoidedTons: '20',
      irrPct: '12.3%',
      measuredKwhPerYear: '—',
      status: 'Proposed',
    });
    expect(cells('heat-pump').paybackYears).toBe('—');
    expect(cells('attic').status).toBe('Done');
  });

  it('says Computing… for the figures of a measure saved since, and of one without figures', async () => {
    await renderTable(
      { ...STORED, z: { name: 'Solar film', kind: 'solarFilm', status: 'planned' } },
      new Set(['led']),
    );
    expect(cells('led').energySavingsKwh).toBe('Computing…');
    expect(cells('led').investment).toBe('Computing…');
    expect(cells('windows').energySavingsKwh).toBe('40');
    expect(cells('z')).toMatchObject({
      name: 'Solar film',
      subSystem: 'Facility Envelope',
      energySavingsKwh: 'Computing…',
      status: 'Planned',
    });
  });

  it('marks a measure added from Asset Reliability', async () => {
    await renderTable({
      ...STORED,
      'replace-chiller': { name: 'Chiller 2', kind: 'chillerReplacement', status: 'proposed' },
    });
    expect(cells('replace-chiller').name).toBe('Chiller 2From Asset Reliability');
    expect(cells('windows').name).toBe('Double glazing');
  });

  it('opens a measure from its name', async () => {
    const { onOpen } = await renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Open Heat pump' }));
    expect(onOpen).toHaveBeenCalledWith('heat-pump');
  });

  it('sorts by a figure', async () => {
    await renderTable();
    fireEvent.click(screen.getByRole('columnheader', { name: 'Energy Savings (MWh/yr)' }));
    await waitFor(() => expect(namesInOrder()).toEqual(['attic', 'led', 'heat-pump', 'windows']));
  });

  it('exports the table as CSV with the same figures', async () => {
    const files = captureDownloads();
    await renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('improvement-measures.csv');
    const lines = (await fileText(files[0]!.blob)).split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFName,Sub-System,Investment Cost \(€\),Energy Savings/);
    expect(lines[1]).toMatch(
      /^Double glazing,Facility Envelope,"50,000",40,"8,000",6\.3,20,12\.3%,,/,
    );
  });

  it('speaks German', async () => {
    await renderTable(STORED, new Set(), 'de');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(within(screen.getByTestId('measures-table')).getByText('Double glazing')).toBeTruthy();
    expect(cells('windows').costSavings).toBe('8.000');
  });
});

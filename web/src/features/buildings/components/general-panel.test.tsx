import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UnitSystem } from '@shared/schemas/enums/account';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { BuildingState } from '../api/subscribe-building';
import { GeneralPanel } from './general-panel';

const building: BuildingState = {
  meta: {
    ownerUid: 'u1',
    status: 'permanent',
    createdAtMs: Date.UTC(2025, 0, 1),
    // 23:30 UTC on 31 December 2025 is 1 January 2026, 00:30 in Prague.
    updatedAtMs: Date.UTC(2025, 11, 31, 23, 30),
    editedBy: 'Ada',
    wizard: { step: 'done', percent: 100 },
  },
  general: {
    name: 'Karlín Office',
    internalFloorAreaM2: 1_000,
    grossFloorAreaM2: 1_200,
    country: 'CZ',
  },
  members: { u1: 'owner' },
  billMonths: { start: '2024-11', end: '2025-10' },
  useDetails: null,
  reportedYears: {
    '2022': { electricityKwh: 150_000, importId: 'i1', line: 3 },
    '2023': {
      electricityKwh: 123_456.7,
      naturalGasKwh: 80_000,
      siteEuiKwhPerM2: 170.25,
      energyStarScore: 74,
      sourceEuiKwhPerM2: 400.04,
      nationalMedianSourceEuiKwhPerM2: 500,
      importId: 'i1',
      line: 2,
    },
  },
  loaded: true,
  denied: false,
};

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

async function renderPanel(
  language: Language,
  units: UnitSystem,
  url = '/buildings/b1',
  shown: BuildingState = building,
) {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units={units} timeZone="Europe/Prague">
        <MemoryRouter initialEntries={[url]}>
          <GeneralPanel building={shown} />
          <Search />
        </MemoryRouter>
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
  const panel = await screen.findByTestId('general-panel');
  const field = (label: string) =>
    within(panel).getByText(label, { exact: true }).nextElementSibling?.textContent;
  return { panel, field };
}

describe('GeneralPanel', () => {
  it('shows the floor area in the user units and Last Edited in the user time zone', async () => {
    const { field } = await renderPanel('en', 'imperial');
    expect(field('Total Floor Area (Internal)')).toBe('10,764\u00a0ft²');
    expect(field('Last Edited')?.replace(/\s/g, ' ')).toBe('Jan 1, 2026, 12:30 AM');
    expect(field('Country')).toBe('Czechia');
  });

  it('shows the gross floor area and the annual figures of imported files, latest year first', async () => {
    const { field, panel } = await renderPanel('en', 'metric');
    expect(field('Total Floor Area (Gross)')).toBe('1,200\u00a0m²');
    const table = within(panel).getByRole('table', { name: 'Annual figures from imported files' });
    const [, head, ...rows] = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // Each column names its unit once, in its heading; the cells hold the numbers.
    expect(head).toEqual([
      'Year',
      'Electricity (MWh)',
      'Natural gas (MWh)',
      'Site EUI (kWh/m²/yr)',
      'ENERGY STAR score',
      'Source EUI (kWh/m²/yr)',
      'National median source EUI (kWh/m²/yr)',
    ]);
    expect(rows).toEqual([
      ['2023', '123.5', '80', '170.3', '74', '400', '500'],
      ['2022', '150', '—', '—', '—', '—', '—'],
    ]);
  });

  it('shows the other carriers and other fuels a file reported, only when a year has them', async () => {
    const steam: BuildingState = {
      ...building,
      reportedYears: {
        '2016': {
          electricityKwh: 900_000,
          naturalGasKwh: 0,
          districtSteamKwh: 400_000,
          otherFuelKwh: 20_000,
          importId: 'i1',
          line: 5,
        },
      },
    };
    const { panel } = await renderPanel('en', 'metric', '/buildings/b1', steam);
    const table = within(panel).getByRole('table', { name: 'Annual figures from imported files' });
    const [, head, row] = within(table)
      .getAllByRole('row')
      .map((line) => [...line.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(head).toEqual([
      'Year',
      'Electricity (MWh)',
      'Natural gas (MWh)',
      'District steam (MWh)',
      'Other fuels, not modelled (MWh)',
      'Site EUI (kWh/m²/yr)',
      'ENERGY STAR score',
      'Source EUI (kWh/m²/yr)',
      'National median source EUI (kWh/m²/yr)',
    ]);
    expect(row).toEqual(['2016', '900', '0', '400', '20', '—', '—', '—', '—']);
  });

  it('shows metric figures in German', async () => {
    const { field } = await renderPanel('de', 'metric');
    expect(field('Gesamtgeschossfläche (innen)')).toBe('1.000\u00a0m²');
  });

  it('keeps its date range in the URL as the building period, old month links included', async () => {
    await renderPanel('en', 'metric', '/buildings/b1?from=2025-01&to=2025-03');
    const start = screen.getByLabelText('Start') as HTMLInputElement;
    const end = screen.getByLabelText('End') as HTMLInputElement;
    expect(start.value).toBe('2025-01');
    expect(end.value).toBe('2025-03');
    expect(screen.getByTestId('range-hint').textContent).toBe(
      'Please select a date range between November 2024 and October 2025',
    );
    const user = userEvent.setup();
    await user.clear(end);
    await user.type(end, '2025-06{Enter}');
    expect(screen.getByTestId('search').textContent).toBe('?g=month&from=2025-01-01&to=2025-06-30');
    await user.clear(start);
    await user.type(start, '2025-08');
    await user.tab();
    expect(screen.getByTestId('range-hint').textContent).toBe(
      'Start date should be greater than End date',
    );
  });

  it('keeps a month as typed until it is complete: no browser month picker needed', async () => {
    await renderPanel('en', 'metric', '/buildings/b1?from=2025-01&to=2025-03');
    const start = screen.getByLabelText('Start') as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(start);
    await user.type(start, '2025-0');
    // Typed by keyboard, as Firefox and desktop Safari have it: nothing applied, nothing rewritten.
    expect(start.value).toBe('2025-0');
    expect(screen.getByTestId('search').textContent).toBe('?from=2025-01&to=2025-03');
    await user.type(start, '2');
    await user.tab();
    expect(start.value).toBe('2025-02');
    expect(screen.getByTestId('search').textContent).toBe('?g=month&from=2025-02-01&to=2025-03-31');
  });

  it('says how to write a month, and which months have data, without applying either', async () => {
    await renderPanel('de', 'metric', '/buildings/b1?from=2025-01&to=2025-03');
    const end = screen.getByLabelText('Bis') as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(end);
    await user.type(end, '13.2025{Enter}');
    expect(end.value).toBe('13.2025');
    expect(
      screen.getByText('Geben Sie den Monat als JJJJ-MM ein, zum Beispiel 2025-03'),
    ).toBeTruthy();
    await user.clear(end);
    await user.type(end, '11.2025{Enter}');
    expect(
      screen.getByText('Wählen Sie einen Monat von November 2024 bis Oktober 2025'),
    ).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?from=2025-01&to=2025-03');
  });
});

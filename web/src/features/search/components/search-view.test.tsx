import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildingSearchItemsOf } from '@shared/domain/search/search-items';
import type { SearchIndexEntry } from '@shared/schemas/derived/search-index';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { SearchSources } from '../utils/search-groups';
import { SearchView } from './search-view';

const entry: SearchIndexEntry = {
  title: 'Karlín Riverside Offices',
  buildingNumber: 'PRG-01',
  street: 'Pernerova 697/35',
  postCode: '186 00',
  city: 'Praha 8',
  country: 'CZ',
  equipment: {
    e1: {
      assetId: 'PRG-01-CH-01',
      name: 'Water-cooled chiller',
      type: 'Chiller',
      manufacturer: 'Carrier',
    },
    e2: {
      assetId: 'PRG-01-AHU-01',
      name: 'Air-handling unit',
      type: 'AHU',
      manufacturer: 'Müller',
    },
  },
  measures: { m1: { name: 'Karlín LED retrofit', subSystem: 'lighting' } },
};
const items = buildingSearchItemsOf('b1', entry, 'en');
const SOURCES: SearchSources = {
  building: [items.building],
  equipment: items.equipment,
  measure: items.measures,
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function renderSearch(
  props: Partial<Parameters<typeof SearchView>[0]> = {},
  language: Language = 'en',
  url = '/search',
) {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/search"
            element={
              <SearchView
                sources={SOURCES}
                locale={language}
                loaded
                indexedBuildings={1}
                portfolioBuildings={1}
                {...props}
              />
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('combobox');
}

describe('SearchView', () => {
  it('says what can be searched and the shortcut before anything is typed', async () => {
    const box = await renderSearch();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Find anything in your portfolio')).toBeTruthy();
    expect(screen.getByText(/Press Ctrl\+K or \/ on any screen/)).toBeTruthy();
  });

  it('finds by accent-free text, groups by kind, keeps the query in the URL', async () => {
    const box = await renderSearch();
    fireEvent.change(box, { target: { value: 'karlin' } });
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && group.textContent?.split(/\d/)[0],
      ),
    ).toEqual(['Buildings', 'Improvement measures']);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.getAttribute('href')),
    ).toEqual(['/building/b1', '/building/b1/improve']);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search?q=karlin'));
  });

  it('walks the results with the arrow keys and opens one with Enter', async () => {
    const box = await renderSearch();
    fireEvent.change(box, { target: { value: 'muller' } });
    await screen.findByRole('option', { name: /Air-handling unit/ });
    fireEvent.change(box, { target: { value: 'pr' } });
    await screen.findAllByRole('option', { name: /chiller/i });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(options.map(() => 'false'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option').at(-1)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe(active.getAttribute('href')!);
  });

  it('says when nothing matches, and what to check', async () => {
    const box = await renderSearch({}, 'de');
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('Keine Ergebnisse für „zzz“')).toBeTruthy();
    expect(screen.getByText(/Prüfen Sie die Schreibweise/)).toBeTruthy();
  });

  it('says while the index is still being built, and while it loads', async () => {
    await renderSearch({ portfolioBuildings: 3 }, 'cs');
    expect(screen.getByText(/zatím lze hledat v 1 z 3 budov/)).toBeTruthy();
  });

  it('shows loading until the index answers', async () => {
    await renderSearch({ loaded: false });
    expect(screen.getByText('Loading the search index…')).toBeTruthy();
    expect(screen.queryByText('Find anything in your portfolio')).toBeNull();
  });

  it('opens with the query of the URL and clears it with Escape', async () => {
    const box = await renderSearch({}, 'en', '/search?q=chiller');
    expect((box as HTMLInputElement).value).toBe('chiller');
    await screen.findByRole('option', { name: /Water-cooled chiller/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });
});

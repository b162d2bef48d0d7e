import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrySearchResponse } from '@shared/schemas/stored/registry';
import { useAuth } from '@/lib/auth/use-auth';
import { renderInApp } from '@/testing/render-in-app';
import en from '@/locales/en/buildingSearch.json';
import cs from '@/locales/cs/buildingSearch.json';
import { searchBuildingRegistry } from '../api/registry-client';
import { BuildingSearchScreen } from './building-search-screen';

vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('../api/registry-client', () => ({ searchBuildingRegistry: vi.fn() }));

function answer(reply: RegistrySearchResponse) {
  vi.mocked(searchBuildingRegistry).mockResolvedValue(reply);
}

async function typeSearch(text: string, language: 'en' | 'cs' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderInApp(
    <QueryClientProvider client={client}>
      <BuildingSearchScreen />
    </QueryClientProvider>,
    language,
  );
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
}

describe('BuildingSearchScreen', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReturnValue({ user: { uid: 'u1' } } as ReturnType<typeof useAuth>);
  });

  it('says "No suggestion" when the registry has buildings but none matches', async () => {
    answer({ suggestions: [], sources: { registryBuildings: 512, geocoder: false } });
    await typeSearch('zzqx');
    expect((await screen.findByTestId('registry-no-suggestion')).textContent).toBe(en.noSuggestion);
    expect(screen.queryByTestId('registry-unavailable')).toBeNull();
  });

  it('says why nothing can be found when no registry is loaded and no geocoder is set', async () => {
    answer({ suggestions: [], sources: { registryBuildings: 0, geocoder: false } });
    await typeSearch('brno', 'cs');
    expect((await screen.findByTestId('registry-unavailable')).textContent).toBe(cs.unavailable);
    expect(screen.queryByTestId('registry-no-suggestion')).toBeNull();
  });

  it('says "No suggestion" when only a geocoder is set and it found nothing', async () => {
    answer({ suggestions: [], sources: { registryBuildings: 0, geocoder: true } });
    await typeSearch('brno');
    expect(await screen.findByTestId('registry-no-suggestion')).toBeTruthy();
    expect(screen.queryByTestId('registry-unavailable')).toBeNull();
  });
});

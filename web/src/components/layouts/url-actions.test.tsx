import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  BuildingUrlActionsContext,
  type UrlActionHandlers,
} from '@/components/layouts/building-url-actions-context';
import { createI18n } from '@/lib/i18n/i18n';
import { UrlActions } from './url-actions';

async function renderOnBuilding(handlers: UrlActionHandlers) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <BuildingUrlActionsContext.Provider value={(_id, entries) => entries(handlers)}>
        <MemoryRouter initialEntries={['/building/b1/performance']}>
          <Routes>
            <Route path="/building/:buildingId/*" element={<UrlActions />} />
          </Routes>
        </MemoryRouter>
      </BuildingUrlActionsContext.Provider>
    </I18nextProvider>,
  );
}

describe('UrlActions on a building', () => {
  it('shows Copy Url and Show Url disabled while what they open is loading', async () => {
    await renderOnBuilding({ copy: vi.fn(), show: vi.fn(), pending: true });
    expect(screen.getByTestId('nav-show-url').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('nav-copy-url').getAttribute('aria-disabled')).toBe('true');
  });

  it('gives a press to the share actions once they are ready', async () => {
    const show = vi.fn();
    await renderOnBuilding({ copy: vi.fn(), show });
    expect(screen.getByTestId('nav-show-url').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(screen.getByTestId('nav-show-url'));
    expect(show).toHaveBeenCalledTimes(1);
  });
});

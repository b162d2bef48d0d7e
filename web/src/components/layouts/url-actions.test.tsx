import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  BuildingUrlActionsContext,
  type UrlActionHandlers,
} from '@/components/layouts/building-url-actions-context';
import { createI18n } from '@/lib/i18n/i18n';
import { PageUrlActionsProvider, UrlActions } from './url-actions';

/**
 * The menu's entries as AppLayout holds them: mounted anew at each press of "Remount", as the
 * menu is when its drawer switches between docked and modal.
 */
function Menu() {
  const [mounts, setMounts] = useState(0);
  return (
    <>
      <ul key={mounts}>
        <UrlActions />
      </ul>
      <button type="button" onClick={() => setMounts((count) => count + 1)}>
        Remount
      </button>
    </>
  );
}

async function renderAt(path: string, building: UrlActionHandlers | null = null) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <BuildingUrlActionsContext.Provider value={building}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <PageUrlActionsProvider>
                  <Menu />
                </PageUrlActionsProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </BuildingUrlActionsContext.Provider>
    </I18nextProvider>,
  );
}

describe('UrlActions on a building', () => {
  it('shows Copy Url and Show Url disabled while what they open is loading', async () => {
    await renderAt('/building/b1/performance', { copy: vi.fn(), show: vi.fn(), pending: true });
    expect(screen.getByTestId('nav-show-url').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('nav-copy-url').getAttribute('aria-disabled')).toBe('true');
  });

  it('gives a press to the share actions once they are ready', async () => {
    const show = vi.fn();
    await renderAt('/building/b1/performance', { copy: vi.fn(), show });
    expect(screen.getByTestId('nav-show-url').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(screen.getByTestId('nav-show-url'));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("gives the page's URL off a building's pages, whatever the share actions", async () => {
    const show = vi.fn();
    await renderAt('/dashboard', { copy: vi.fn(), show });
    fireEvent.click(screen.getByTestId('nav-show-url'));
    expect(show).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Link to this page' })).toBeTruthy();
  });
});

describe('UrlActions of the page', () => {
  it('keeps Show Url open when the menu is mounted anew (its drawer changing form)', async () => {
    await renderAt('/dashboard');
    fireEvent.click(screen.getByTestId('nav-show-url'));
    const dialog = await screen.findByRole('dialog', { name: 'Link to this page' });
    expect((screen.getByTestId('shown-url') as HTMLInputElement).value).toBe(window.location.href);
    fireEvent.click(screen.getByRole('button', { name: 'Remount', hidden: true }));
    expect(screen.getByRole('dialog', { name: 'Link to this page' })).toBe(dialog);
  });
});

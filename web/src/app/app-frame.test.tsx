import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { AuthUser } from '@/lib/auth/auth-service';
import { createI18n } from '@/lib/i18n/i18n';
import { AppFrame } from './app-frame';

/** What the frame's live data gives: the unread count, changed by the test as the inbox would. */
const live = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = { unread: 0 };
  return {
    state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUnread(count: number) {
      state.unread = count;
      for (const listener of listeners) listener();
    },
  };
});

const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));
/** Renders of the top bar, the menu and the footer: a part each of them renders, counted. */
const topBarRenders = vi.hoisted(() => ({ count: 0 }));
const menuRenders = vi.hoisted(() => ({ count: 0 }));
const footerRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/components/ui/theme-mode-toggle', countedRenders('ThemeModeToggle', topBarRenders));
vi.mock('@/components/ui/language-select', countedRenders('LanguageSelect', menuRenders));
vi.mock('@/components/layouts/dump-state-button', countedRenders('DumpStateButton', footerRenders));
// The frame's live data, and the parts that reach the database, stand in here (the footer's
// debug button asks the Firebase module whether the emulators are used).
vi.mock('@/lib/firebase', () => ({ usingEmulators: true }));
vi.mock('@/features/buildings/api/use-building-name', () => ({
  useBuildingName: (buildingId: string | null) => ({
    data: buildingId === 'b1' ? 'Karlín Office' : null,
  }),
}));
vi.mock('@/features/messages/api/use-unread-count', async () => {
  const { useSyncExternalStore: useStore } = await import('react');
  return {
    useUnreadCount: () => useStore(live.subscribe, () => live.state.unread),
  };
});
vi.mock('@/features/search/components/search-launcher', () => ({
  SearchLauncher: () => null,
}));
vi.mock('@/features/shares/components/building-share-actions', () => ({
  BuildingShareActions: () => null,
}));

const USER = { uid: 'u1', email: 'owner@example.com', displayName: null } as AuthUser;
const AUTH = {
  user: USER,
  loading: false,
  error: null,
  logout: vi.fn(),
} as unknown as AuthContextValue;

/** The signed-in frame over stand-in screens, at `/building` (the Portfolio), on a wide screen. */
async function renderFrame() {
  // jsdom has no media queries: a wide window, where the menu is docked (every `min-width` holds).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  const router = createMemoryRouter(
    [
      {
        element: <AppFrame />,
        children: [
          { path: '/building', element: <p>Portfolio screen</p> },
          { path: '/dashboard', element: <p>Dashboard screen</p> },
          { path: '/building/:buildingId', element: <p>General screen</p> },
          { path: '/building/:buildingId/improve', element: <p>Improve screen</p> },
        ],
      },
    ],
    { initialEntries: ['/building'] },
  );
  const i18n = await createI18n('en', { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={AUTH}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByText('Portfolio screen');
  return router;
}

/** Whether the menu's entry `id` is the selected one. */
const selected = (id: string) => screen.getByTestId(`nav-${id}`).classList.contains('Mui-selected');

describe('AppFrame', () => {
  it('moves between screens without rendering the frame again, and renders the menu only for its name and badge', async () => {
    const router = await renderFrame();
    const rendered = () => ({
      topBar: topBarRenders.count,
      menu: menuRenders.count,
      footer: footerRenders.count,
    });
    const settled = rendered();
    expect(settled.topBar).toBeGreaterThan(0);
    expect(settled.menu).toBeGreaterThan(0);
    expect(settled.footer).toBeGreaterThan(0);
    expect(selected('building')).toBe(true);

    await act(() => router.navigate('/dashboard'));
    await screen.findByText('Dashboard screen');
    expect(selected('dashboard')).toBe(true);
    expect(selected('building')).toBe(false);
    expect(rendered()).toEqual(settled);

    // A building selected: its entries lead to it, and its name heads them. The menu renders
    // again for the name, the top bar and the footer do not.
    await act(() => router.navigate('/building/b1'));
    await screen.findByText('General screen');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByText('Building: Karlín Office')).toBeTruthy();
    expect(screen.getByTestId('nav-improve').getAttribute('href')).toBe('/building/b1/improve');
    expect(rendered()).toEqual({ ...settled, menu: settled.menu + 1 });

    await act(() => router.navigate('/building/b1/improve'));
    await screen.findByText('Improve screen');
    expect(selected('improve')).toBe(true);
    expect(rendered()).toEqual({ ...settled, menu: settled.menu + 1 });

    // A new unread count: the menu renders again for its badge, nothing else.
    act(() => live.setUnread(3));
    await waitFor(() => expect(screen.getByTestId('nav-messages-badge').textContent).toBe('3'));
    expect(screen.getByTestId('nav-messages').getAttribute('aria-label')).toBe(
      'Messages, 3 unread',
    );
    expect(rendered()).toEqual({ ...settled, menu: settled.menu + 2 });
  });
});

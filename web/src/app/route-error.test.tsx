import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18n } from '@/lib/i18n/i18n';
import { STALE_BUILD_RELOAD_KEY, watchPageLeaving } from '@/lib/stale-build';
import { RouteError } from './route-error';

function Failing({ error }: { error: Error }): never {
  throw error;
}

async function showFailure(error: Error, at = '/') {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  const router = createMemoryRouter(
    [{ path: '*', element: <Failing error={error} />, errorElement: <RouteError layout="page" /> }],
    { initialEntries: [at] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const missingCode = () =>
  new TypeError('error loading dynamically imported module: http://127.0.0.1/assets/x-1.js');

describe('RouteError', () => {
  const page = new EventTarget();
  watchPageLeaving(page as unknown as Window);

  afterEach(() => {
    page.dispatchEvent(new Event('pageshow'));
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('says something went wrong, in place of React Router’s error, and reloads nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showFailure(new Error('Settings failed to start'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText(/Settings failed to start|Unexpected Application Error/)).toBeNull();
    expect(window.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the portfolio' })).toBeTruthy();
  });

  it('offers no way to the portfolio in a share, which other sites frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showFailure(new Error('The share failed to start'), '/iframe/some-token/performance');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the portfolio' })).toBeNull();
  });

  it('reloads once for a screen whose code is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showFailure(missingCode());
    expect(await screen.findByText('Loading the latest version of Facet...')).toBeTruthy();
    expect(window.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY)).not.toBeNull();
  });

  it('does not reload while the page is being left: the reader’s navigation goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page.dispatchEvent(new Event('beforeunload'));
    await showFailure(missingCode());
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(window.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY)).toBeNull();
  });
});

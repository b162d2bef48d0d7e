import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { AuthUser } from '@/lib/auth/auth-service';
import { renderInApp } from '@/testing/render-in-app';
import PortfolioRoute from './portfolio';

const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));
/** How often the Portfolio's view renders: its page header, which it renders, counted. */
const viewRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/ui/page-header', countedRenders('PageHeader', viewRenders));
// An empty portfolio, read; the import dialog (the import feature's, tested there) as a stand-in
// that shows whether it is open and closes.
const PORTFOLIO = vi.hoisted(() => ({ data: { rows: [], loaded: true } }));
vi.mock('@/features/buildings/api/use-portfolio', () => ({ usePortfolio: () => PORTFOLIO }));
vi.mock('@/features/buildings/api/use-building-thumbnail', () => ({
  useBuildingThumbnail: () => ({ data: null }),
}));
vi.mock('@/features/building-import/components/building-import-dialog', () => ({
  BuildingImportDialog: ({ open, onClose }: { open: boolean; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Import Buildings from CSV">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

const USER = { uid: 'u1', email: 'owner@example.com', emailVerified: true } as AuthUser;
const AUTH = { user: USER, loading: false, error: null } as unknown as AuthContextValue;

describe('PortfolioRoute', () => {
  it('opens and closes the CSV import dialog without rendering the Portfolio again', async () => {
    await renderInApp(
      <AuthContext.Provider value={AUTH}>
        <PortfolioRoute />
      </AuthContext.Provider>,
    );
    const importButton = await screen.findByRole('button', { name: 'Import buildings (CSV)' });
    expect(screen.getByText(/Your portfolio has no buildings yet/)).toBeTruthy();
    const settled = viewRenders.count;
    expect(settled).toBeGreaterThan(0);

    fireEvent.click(importButton);
    const dialog = await screen.findByRole('dialog', { name: 'Import Buildings from CSV' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    // Opened a second time: the dialog's code is there, and its state is the route's.
    fireEvent.click(importButton);
    await screen.findByRole('dialog', { name: 'Import Buildings from CSV' });

    expect(viewRenders.count).toBe(settled);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-service';
import { renderInApp } from '@/testing/render-in-app';
import { deleteMember, fetchMembers, type MemberList as Listed } from '../api/members-client';
import { MemberList } from './member-list';

vi.mock('../api/members-client', () => ({ fetchMembers: vi.fn(), deleteMember: vi.fn() }));

const owner: AuthUser = {
  uid: 'owner',
  email: 'olga@facet.example',
  emailVerified: true,
  displayName: 'Olga',
  getIdToken: async () => 't',
};

const DAY = 86_400_000;
const AT = Date.UTC(2026, 10, 20, 12);

async function show(listed: Listed) {
  vi.mocked(fetchMembers).mockResolvedValue(listed);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderInApp(
    <QueryClientProvider client={client}>
      <MemberList user={owner} buildingId="b1" />
    </QueryClientProvider>,
  );
  return screen.findByTestId('member-list');
}

describe('MemberList', () => {
  beforeEach(() => {
    vi.mocked(deleteMember).mockResolvedValue(undefined);
  });

  it('lists every invited address alike, as "Invited" with its role and last day', async () => {
    const list = await show({
      members: [{ uid: 'owner', role: 'owner', email: owner.email, displayName: 'Olga' }],
      invitations: ['has-account@x.cz', 'no-account@x.cz'].map((email) => ({
        email,
        role: 'viewer' as const,
        invitedAtMs: AT,
        expiresAtMs: AT + 30 * DAY,
      })),
    });
    expect(list.textContent).toContain('olga@facet.example (you)');
    const rows = within(list).getAllByTestId('member-invitation');
    expect(rows.map((row) => row.textContent)).toEqual([
      'has-account@x.czInvited, waiting until Dec 20, 2026InvitedViewer',
      'no-account@x.czInvited, waiting until Dec 20, 2026InvitedViewer',
    ]);
  });

  it('withdraws an invitation by its address', async () => {
    await show({
      members: [{ uid: 'owner', role: 'owner', email: owner.email, displayName: null }],
      invitations: [
        { email: 'new@x.cz', role: 'editor', invitedAtMs: AT, expiresAtMs: AT + 30 * DAY },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation of new@x.cz' }));
    await vi.waitFor(() =>
      expect(deleteMember).toHaveBeenCalledWith(owner, { buildingId: 'b1', email: 'new@x.cz' }),
    );
  });
});

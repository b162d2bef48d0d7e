import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { inboxOf, type InboxState } from '../utils/inbox';
import { MessagesView } from './messages-view';

/**
 * The live inbox as the app's query keeps it: a message read gives a new inbox in which the other
 * messages are the same objects (TanStack Query's structural sharing of each published state).
 */
const inbox = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const box: { state: { data: InboxState } } = { state: { data: { messages: [] } } };
  return {
    box,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(data: InboxState) {
      box.state = { data };
      for (const listener of listeners) listener();
    },
  };
});
vi.mock('../api/use-messages', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useMessages: () => useSyncExternalStore(inbox.subscribe, () => inbox.box.state) };
});
/** The write marks the message in the inbox, as the database's answer to the listen would. */
const marked = vi.hoisted(() => [] as { ids: readonly string[]; read: boolean }[]);
vi.mock('../api/use-mark-read', () => {
  const mutate = (change: { ids: readonly string[]; read: boolean }) => {
    marked.push(change);
    inbox.publish({
      messages: inbox.box.state.data.messages.map((message) =>
        change.ids.includes(message.id)
          ? { ...message, readAtMs: change.read ? 5_000 : undefined }
          : message,
      ),
    });
  };
  return { useMarkRead: () => ({ mutate, isPending: false, isError: false }) };
});
const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));
/** How often rows render: each row's kind icon, counted. */
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./message-kind-icon', countedRenders('MessageKindIcon', rowRenders));
/** How often the filters bar renders: its fields (kind, building), counted. */
const barRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material/TextField', countedRenders('default', barRenders));

const shared = (createdAtMs: number) => ({
  kind: 'buildingShared',
  buildingId: 'b1',
  buildingName: 'Karlín Office',
  createdAtMs,
  params: { role: 'viewer' },
});

describe('MessagesView', () => {
  it('renders only the row of a message marked read, not the filters bar', async () => {
    inbox.publish({ messages: inboxOf({ m1: shared(3), m2: shared(2), m3: shared(1) }) });
    await renderInApp(<MessagesView uid="u1" buildingNames={new Map()} />);
    const rows = await screen.findAllByTestId('message');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'true', 'true']);
    expect(screen.getByTestId('messages-unread').textContent).toBe('3 unread');
    const settled = rowRenders.count;
    expect(settled).toBe(3);
    const barSettled = barRenders.count;
    expect(barSettled).toBeGreaterThan(0);

    fireEvent.click(within(rows[1]!).getByTestId('message-toggle-read'));
    expect(marked).toEqual([{ ids: ['m2'], read: true }]);
    await waitFor(() =>
      expect(screen.getAllByTestId('message')[1]!.getAttribute('data-unread')).toBe('false'),
    );
    expect(screen.getByTestId('messages-unread').textContent).toBe('2 unread');
    expect(rowRenders.count).toBe(settled + 1);
    expect(barRenders.count).toBe(barSettled);

    // A new message arriving renders its row alone too.
    act(() =>
      inbox.publish({
        messages: [{ ...inboxOf({ m4: shared(4) })[0]! }, ...inbox.box.state.data.messages],
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
    expect(rowRenders.count).toBe(settled + 2);
    // Its building is already in the bar's list: the bar stays as it was.
    expect(barRenders.count).toBe(barSettled);
  });
});

import { describe, expect, it } from 'vitest';
import type { InboxMessage } from './inbox';
import { filterMessages, filtersOf, messageBuildingIds, paramsOf } from './message-filters';

const shared = (id: string, buildingId: string, readAtMs?: number): InboxMessage => ({
  id,
  kind: 'buildingShared',
  buildingId,
  createdAtMs: 1,
  params: { role: 'viewer' },
  ...(readAtMs === undefined ? {} : { readAtMs }),
});
const imported: InboxMessage = {
  id: 'i',
  kind: 'importFinished',
  importId: 'x',
  createdAtMs: 2,
  params: { importKind: 'buildings', rows: 1, created: 1, updated: 0, skipped: 0 },
};
const MESSAGES = [shared('a', 'b1'), shared('b', 'b2', 5), imported];

describe('message filters', () => {
  it('round-trip through the URL and ignore unknown values', () => {
    const params = paramsOf(
      { kind: 'buildingShared', buildingId: 'b1', unreadOnly: true },
      new URLSearchParams('tab=x&kind=nothing'),
    );
    expect(params.toString()).toBe('tab=x&kind=buildingShared&building=b1&show=unread');
    expect(filtersOf(params)).toEqual({
      kind: 'buildingShared',
      buildingId: 'b1',
      unreadOnly: true,
    });
    expect(filtersOf(new URLSearchParams('kind=nothing'))).toEqual({ unreadOnly: false });
  });

  it('filter by kind, building and unread', () => {
    const ids = (filters: Parameters<typeof filterMessages>[1]) =>
      filterMessages(MESSAGES, filters).map((m) => m.id);
    expect(ids({ unreadOnly: false })).toEqual(['a', 'b', 'i']);
    expect(ids({ kind: 'importFinished', unreadOnly: false })).toEqual(['i']);
    expect(ids({ buildingId: 'b2', unreadOnly: false })).toEqual(['b']);
    expect(ids({ unreadOnly: true })).toEqual(['a', 'i']);
  });

  it('list the buildings the messages are about', () => {
    expect(messageBuildingIds(MESSAGES)).toEqual(['b1', 'b2']);
  });
});

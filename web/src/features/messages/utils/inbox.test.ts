import { describe, expect, it } from 'vitest';
import { inboxOf, unreadCount } from './inbox';

describe('inboxOf', () => {
  it('lists valid messages newest first and leaves out the others', () => {
    const messages = inboxOf({
      old: { kind: 'buildingShared', buildingId: 'b', createdAtMs: 1, params: { role: 'owner' } },
      bad: { kind: 'buildingShared', createdAtMs: 3 },
      new: {
        kind: 'buildingShared',
        buildingId: 'b',
        createdAtMs: 2,
        readAtMs: 4,
        params: { role: 'viewer' },
      },
    });
    expect(messages.map((m) => m.id)).toEqual(['new', 'old']);
    expect(unreadCount(messages)).toBe(1);
    expect(inboxOf(null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { messageSchema } from '../../schemas/stored/message.js';
import { memberChangeMessages } from './member-messages.js';

const BUILDING = { buildingId: '-B1', buildingName: 'Office Brno' };
const AT = 1_780_000_000_000;

describe('memberChangeMessages', () => {
  it('tells the added user and the other owners, not the owner who added', () => {
    const deliveries = memberChangeMessages({
      building: BUILDING,
      before: { alice: 'owner', bob: 'owner' },
      after: { alice: 'owner', bob: 'owner', carol: 'viewer' },
      atMs: AT,
      actorUid: 'alice',
      names: { carol: 'carol@example.com' },
    });
    expect(deliveries.map(({ uid, id }) => [uid, id])).toEqual([
      ['carol', `buildingShared_-B1_carol_${AT}`],
      ['bob', `memberAdded_-B1_carol_${AT}`],
    ]);
    for (const { message } of deliveries)
      expect(messageSchema.safeParse(message).error).toBeUndefined();
  });

  it('tells the owners of a removal, also when the member left by themselves', () => {
    const deliveries = memberChangeMessages({
      building: BUILDING,
      before: { alice: 'owner', carol: 'editor' },
      after: { alice: 'owner' },
      atMs: AT,
      actorUid: 'carol',
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      uid: 'alice',
      message: { kind: 'memberRemoved', params: { memberUid: 'carol', role: 'editor' } },
    });
  });

  it('says nothing for a created or deleted building or a role change', () => {
    const members = { alice: 'owner' } as const;
    expect(
      memberChangeMessages({ building: BUILDING, before: null, after: members, atMs: AT }),
    ).toEqual([]);
    expect(
      memberChangeMessages({ building: BUILDING, before: members, after: null, atMs: AT }),
    ).toEqual([]);
    expect(
      memberChangeMessages({
        building: BUILDING,
        before: { alice: 'owner', bob: 'viewer' },
        after: { alice: 'owner', bob: 'editor' },
        atMs: AT,
      }),
    ).toEqual([]);
  });

  it('gives a redelivered change the same ids', () => {
    const change = {
      building: BUILDING,
      before: { a: 'owner' },
      after: { a: 'owner', b: 'viewer' },
      atMs: AT,
    } as const;
    expect(memberChangeMessages(change)).toEqual(memberChangeMessages(change));
  });
});

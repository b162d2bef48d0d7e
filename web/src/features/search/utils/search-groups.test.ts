import { describe, expect, it } from 'vitest';
import { buildingSearchItemsOf } from '@shared/domain/search/search-items';
import { indexItem, prepareQuery } from '@shared/domain/search/search-match';
import type { SearchIndexEntry } from '@shared/schemas/derived/search-index';
import {
  createGroupSearch,
  indexMessage,
  searchGroups,
  searchItemHref,
  searchItemKey,
  type MessageSearchItem,
} from './search-groups';

const entry: SearchIndexEntry = {
  title: 'Karlín Office',
  buildingNumber: 'PRG-01',
  street: 'Pernerova 1',
  postCode: '186 00',
  city: 'Praha',
  country: 'CZ',
  equipment: {
    e1: {
      assetId: 'PRG-01-CH-01',
      name: 'Chiller Karlín',
      type: 'Chiller',
      manufacturer: 'Carrier',
    },
  },
  measures: { m1: { name: 'Karlín LED retrofit', subSystem: 'lighting' } },
};
const items = buildingSearchItemsOf('b/1', entry, 'en');
const message: MessageSearchItem = {
  kind: 'message',
  messageId: 'n1',
  title: 'Critical alert on Chiller Karlín',
  detail: 'Karlín Office',
  href: '/building/b1/equipment/e1',
};
const sources = {
  building: [items.building],
  equipment: items.equipment,
  measure: items.measures,
  message: [indexItem(message, { title: message.title, context: message.detail })],
};

describe('searchGroups', () => {
  it('groups matches by kind in a fixed order, leaving out kinds without one', () => {
    const groups = searchGroups(sources, prepareQuery('karlin'));
    expect(groups.map((group) => [group.kind, group.total])).toEqual([
      ['building', 1],
      ['equipment', 1],
      ['measure', 1],
      ['message', 1],
    ]);
    expect(searchGroups(sources, prepareQuery('carrier')).map((group) => group.kind)).toEqual([
      'equipment',
    ]);
  });

  it('limits each group and counts every match', () => {
    const many = ['Karlín 1', 'Karlín 2', 'Karlín 3'].map((title) =>
      indexItem<MessageSearchItem>({ ...message, messageId: title, title }, { title }),
    );
    const [group] = searchGroups({ message: many }, prepareQuery('karlin'), 2);
    expect(group?.items.map((item) => item.title)).toEqual(['Karlín 1', 'Karlín 2']);
    expect(group?.total).toBe(3);
  });
});

describe('searchItemHref and searchItemKey', () => {
  it('link each kind to where it is acted on', () => {
    expect(searchItemHref(items.building.value)).toBe('/building/b%2F1');
    expect(searchItemHref(items.equipment[0]!.value)).toBe('/building/b%2F1/equipment/e1');
    expect(searchItemHref(items.measures[0]!.value)).toBe('/building/b%2F1/improve');
    expect(searchItemHref(message)).toBe('/building/b1/equipment/e1');
  });

  it('give every result its own key', () => {
    const keys = [
      items.building.value,
      items.equipment[0]!.value,
      items.measures[0]!.value,
      message,
    ].map(searchItemKey);
    expect(new Set(keys).size).toBe(4);
  });
});

describe('indexMessage', () => {
  it('finds a message by its text and detail, by its building only beside a word of its text', () => {
    const item = indexMessage(
      {
        messageId: 'n2',
        title: 'Warranty of Kältemaschine ends within 30 days',
        detail: 'Ask Müller for an extension',
        buildingName: 'Karlín Office',
        href: '/building/b1/equipment/e1',
      },
      'de',
    );
    const kinds = (query: string) =>
      searchGroups({ message: [item] }, prepareQuery(query, 'de')).map((group) => group.total);
    expect(kinds('kaltemaschine')).toEqual([1]);
    expect(kinds('muller')).toEqual([1]);
    expect(kinds('karlin')).toEqual([]);
    expect(kinds('karlin warranty')).toEqual([1]);
    expect(item.value).toEqual({
      kind: 'message',
      messageId: 'n2',
      title: 'Warranty of Kältemaschine ends within 30 days',
      detail: 'Karlín Office · Ask Müller for an extension',
      href: '/building/b1/equipment/e1',
    });
  });
});

describe('createGroupSearch', () => {
  it('gives the same groups as a full search while the query is typed further and changed', () => {
    const search = createGroupSearch();
    for (const text of [
      'k',
      'ka',
      'karl',
      'karlin',
      'karlin l',
      'karlin led',
      'kar',
      'carrier',
      'c',
    ]) {
      const query = prepareQuery(text);
      expect(search(sources, query), text).toEqual(searchGroups(sources, query));
    }
  });
});

import { MESSAGE_KINDS, type MessageKind } from '@shared/schemas/stored/message';
import type { InboxMessage } from './inbox';

/** The inbox's filters, kept in the URL (`?kind=&building=&show=unread`). */
export interface MessageFilters {
  kind?: MessageKind;
  buildingId?: string;
  unreadOnly: boolean;
}

/** The filters of the URL's search params; unknown values are ignored. */
export function filtersOf(params: URLSearchParams): MessageFilters {
  const kind = params.get('kind');
  const buildingId = params.get('building');
  return {
    ...((MESSAGE_KINDS as readonly string[]).includes(kind ?? '')
      ? { kind: kind as MessageKind }
      : {}),
    ...(buildingId ? { buildingId } : {}),
    unreadOnly: params.get('show') === 'unread',
  };
}

/** The search params of `filters`, keeping the other params of `current`. */
export function paramsOf(filters: MessageFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('kind', filters.kind);
  set('building', filters.buildingId);
  set('show', filters.unreadOnly ? 'unread' : undefined);
  return next;
}

/** The messages the filters let through, in the inbox's order. */
export function filterMessages(
  messages: readonly InboxMessage[],
  filters: MessageFilters,
): InboxMessage[] {
  return messages.filter(
    (message) =>
      (filters.kind === undefined || message.kind === filters.kind) &&
      (filters.buildingId === undefined || message.buildingId === filters.buildingId) &&
      (!filters.unreadOnly || message.readAtMs === undefined),
  );
}

/** Whether any filter is set. */
export function isFiltered(filters: MessageFilters): boolean {
  return filters.kind !== undefined || filters.buildingId !== undefined || filters.unreadOnly;
}

/** The buildings the messages are about, by id, in first-seen order. */
export function messageBuildingIds(messages: readonly InboxMessage[]): string[] {
  return [
    ...new Set(messages.flatMap((message) => (message.buildingId ? [message.buildingId] : []))),
  ];
}

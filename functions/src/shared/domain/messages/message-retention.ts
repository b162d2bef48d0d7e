import type { Message } from '../../schemas/stored/message.js';
import { MS_PER_DAY } from '../common/durations.js';

/** Messages are kept a year (issue 19: "messages older than a year pruned"), in days. */
export const MESSAGE_RETENTION_DAYS = 365;

/** Messages created before this instant (ms) are pruned by the nightly job run at `nowMs`. */
export function messagePruneCutoffMs(nowMs: number): number {
  return nowMs - MESSAGE_RETENTION_DAYS * MS_PER_DAY;
}

/** Whether the nightly job run at `nowMs` removes the message. */
export function isMessagePrunable(message: Pick<Message, 'createdAtMs'>, nowMs: number): boolean {
  return message.createdAtMs < messagePruneCutoffMs(nowMs);
}

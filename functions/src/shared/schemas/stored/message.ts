import { z } from 'zod';
import {
  SHORT_TEXT_MAX,
  count,
  dateSchema,
  dbKeySchema,
  epochMsSchema,
  optionalText,
  requiredText,
  strictObject,
} from '../common.js';
import { UID_MAX } from './building-meta.js';
import { alertSeveritySchema } from '../enums/reliability.js';
import { memberRoleSchema } from '../enums/account.js';

/*
 * `/messages/{uid}/{messageId}`: the user's inbox (issue 19, "Messages"). Written by functions
 * only (triggers, the imports function, the nightly job); the user may only set or remove
 * `readAtMs` of their own messages. The text is not stored: the browser renders it from `kind` and
 * `params` in the reader's language (namespace `messages`). Names in `params` (building,
 * equipment, member) are as they were when the message was written. Ids are deterministic (see
 * domain/messages/message-ids.ts), so writing the same event twice writes one message.
 */

export const MESSAGE_KINDS = [
  'equipmentAlert',
  'maintenanceDue',
  'maintenanceMissed',
  'warrantyExpiring',
  'importFinished',
  'figuresFailed',
  'buildingShared',
  'memberAdded',
  'memberRemoved',
] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS, { error: 'validation.mustBeSelected' });
export type MessageKind = z.infer<typeof messageKindSchema>;

/** Warranty notice buckets, days before expiry (issue 19: "within 30/60/90 days"). */
export const WARRANTY_BUCKETS_DAYS = [30, 60, 90] as const;
export type WarrantyBucketDays = (typeof WARRANTY_BUCKETS_DAYS)[number];
export const warrantyBucketSchema = z.union(WARRANTY_BUCKETS_DAYS.map((days) => z.literal(days)));

/** Why figures could not be computed. */
export const FIGURES_FAILURE_REASONS = ['recomputeFailed', 'invalidData'] as const;
export const figuresFailureReasonSchema = z.enum(FIGURES_FAILURE_REASONS);
export type FiguresFailureReason = z.infer<typeof figuresFailureReasonSchema>;

/** Stored parts named in a `figuresFailed` message (e.g. `equipment/{id}`), at most this many. */
export const FIGURES_FAILED_PARTS_MAX = 10;

/** Fields of every message. Times in ms since the epoch (UTC). */
const baseShape = {
  buildingId: dbKeySchema,
  /** The building's name when the message was written (the inbox prefers the current name). */
  buildingName: optionalText(),
  createdAtMs: epochMsSchema,
  /** When the user read it; absent while unread. */
  readAtMs: epochMsSchema.optional(),
};

/** Names of the equipment a message is about, as they were when it was written. */
const equipmentNames = {
  equipmentName: optionalText(),
  /** The equipment's Equipment ID as the user typed it (`assetId`). */
  assetId: optionalText(100),
};

const taskParams = strictObject({
  ...equipmentNames,
  taskId: dbKeySchema,
  taskTitle: requiredText(),
  /** "YYYY-MM-DD" the task falls due. */
  dueOn: dateSchema,
});

const equipmentParams = strictObject(equipmentNames);

export const equipmentAlertMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('equipmentAlert'),
  equipmentId: dbKeySchema,
  params: equipmentParams.extend({
    alertId: dbKeySchema,
    severity: alertSeveritySchema,
    /** The alert's own text (as typed, not translated). */
    alertMessage: optionalText(500),
  }),
});

export const maintenanceDueMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('maintenanceDue'),
  equipmentId: dbKeySchema,
  params: taskParams,
});

export const maintenanceMissedMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('maintenanceMissed'),
  equipmentId: dbKeySchema,
  params: taskParams,
});

export const warrantyExpiringMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('warrantyExpiring'),
  equipmentId: dbKeySchema,
  params: equipmentParams.extend({
    /** The notice bucket: the warranty ends within this many days. */
    withinDays: warrantyBucketSchema,
    /** "YYYY-MM-DD" (UTC) the warranty ends. */
    expiresOn: dateSchema,
  }),
});

export const IMPORT_MESSAGE_KINDS = ['buildings', 'equipment'] as const;

/**
 * An import finished: the CSV import of buildings (Portfolio; `buildingId` is absent unless it
 * touched a single building) or of a building's equipment register.
 */
export const importFinishedMessageSchema = strictObject({
  ...baseShape,
  buildingId: dbKeySchema.optional(),
  kind: z.literal('importFinished'),
  importId: dbKeySchema,
  params: strictObject({
    importKind: z.enum(IMPORT_MESSAGE_KINDS),
    fileName: optionalText(),
    rows: count(),
    created: count(),
    updated: count(),
    /**
     * Rows that changed nothing (equipment imports), or matched buildings left as they were
     * (building imports).
     */
    unchanged: count().optional(),
    skipped: count(),
    /**
     * Buildings whose figures the nightly run computes: a building import's new buildings when the
     * recompute queue refused them (`figuresDelayed`), and what imports told before figures were
     * computed by the recompute queue alone.
     */
    recomputeFailed: count().optional(),
  }),
});

export const figuresFailedMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('figuresFailed'),
  params: strictObject({
    reason: figuresFailureReasonSchema,
    /** For `invalidData`: stored parts left out because they do not match their schema. */
    parts: z.array(z.string().max(SHORT_TEXT_MAX)).max(FIGURES_FAILED_PARTS_MAX).optional(),
    /** Parts left out beyond those listed. */
    partsNotListed: count().optional(),
  }),
});

const memberParams = strictObject({
  memberUid: requiredText(UID_MAX),
  /** The member's name or e-mail when known. */
  memberName: optionalText(),
  role: memberRoleSchema.optional(),
});

export const buildingSharedMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('buildingShared'),
  params: strictObject({ role: memberRoleSchema }),
});

export const memberAddedMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('memberAdded'),
  params: memberParams,
});

export const memberRemovedMessageSchema = strictObject({
  ...baseShape,
  kind: z.literal('memberRemoved'),
  params: memberParams,
});

/** One message of `/messages/{uid}/{messageId}`. */
export const messageSchema = z.discriminatedUnion('kind', [
  equipmentAlertMessageSchema,
  maintenanceDueMessageSchema,
  maintenanceMissedMessageSchema,
  warrantyExpiringMessageSchema,
  importFinishedMessageSchema,
  figuresFailedMessageSchema,
  buildingSharedMessageSchema,
  memberAddedMessageSchema,
  memberRemovedMessageSchema,
]);
export type Message = z.infer<typeof messageSchema>;
export type MessageOf<K extends MessageKind> = Extract<Message, { kind: K }>;

/** `/messages/{uid}`: the user's messages by id. */
export const messagesSchema = z.record(dbKeySchema, messageSchema);
export type Messages = z.infer<typeof messagesSchema>;

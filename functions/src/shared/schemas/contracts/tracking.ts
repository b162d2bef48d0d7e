import { z } from 'zod';

/** Longest accepted page name; page names are short labels such as "Sign In". */
export const TRACKING_PAGE_NAME_MAX_LENGTH = 120;
/** Firebase Auth uids are at most 128 characters. */
export const UID_MAX_LENGTH = 128;

/**
 * Body of `POST /users/tracking/` (spec 7.1, 3.17). Messages are error codes, translated by
 * whoever shows them.
 */
export const trackingRequestSchema = z.strictObject({
  externalUID: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(UID_MAX_LENGTH, 'validation.tooLong'),
  pageName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(TRACKING_PAGE_NAME_MAX_LENGTH, 'validation.tooLong'),
});

export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

/** The answer of `POST /users/tracking/` when the record is stored. */
export const trackingReplySchema = z.object({ success: z.literal(true) });

/** Stored under `/tracking/{uid}/{pushId}`; `at` is the server time in ms since the epoch. */
export interface TrackingRecord {
  pageName: string;
  at: number;
}

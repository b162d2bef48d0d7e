import { TRACKING_PATH, TRACKING_SAVED_MESSAGE } from '@shared/constants/tracking';
import { trackingReplySchema, type TrackingRequest } from '@shared/schemas/contracts/tracking';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';

/**
 * Spec 7.1: records that `user` visited `pageName`. Resolves to "Saving successfully!" on success,
 * to the server's `message` when it answered with an error, and to undefined when no answer came
 * (network error): tracking never interrupts the user. Success is the HTTP status alone: what the
 * server returns on success is not part of the contract (spec 7.1), so a 2xx whose body is not the
 * expected `{success: true}` (empty, not JSON, another shape) is a success too.
 */
export async function trackPage(user: AuthUser, pageName: string): Promise<string | undefined> {
  const body: TrackingRequest = { externalUID: user.uid, pageName };
  try {
    await functionsClient.call({
      path: TRACKING_PATH,
      body: { json: body },
      reply: trackingReplySchema,
      user,
    });
    return TRACKING_SAVED_MESSAGE;
  } catch (failure) {
    if (!(failure instanceof FunctionsCallError)) return undefined;
    // `badReply` is only raised for a 2xx answer whose body failed the reply schema.
    if (failure.kind === 'badReply') return TRACKING_SAVED_MESSAGE;
    return failure.body?.message;
  }
}

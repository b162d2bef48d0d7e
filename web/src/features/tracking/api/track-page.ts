import { TRACKING_PATH, TRACKING_SAVED_MESSAGE } from '@shared/constants/tracking';
import type { TrackingRequest } from '@shared/schemas/tracking';
import type { AuthUser } from '@/lib/auth/auth-service';

export interface TrackPageOptions {
  /** Origin serving the functions, '' for the page's own origin (Hosting rewrite). */
  origin: string;
  fetchImpl?: typeof fetch;
}

/**
 * Spec 7.1: records that `user` visited `pageName`. Resolves to "Saving successfully!" on success,
 * to the server's `message` when it answered with an error, and to undefined when no answer came
 * (network error): tracking never interrupts the user.
 */
export async function trackPage(
  user: AuthUser,
  pageName: string,
  { origin, fetchImpl = fetch }: TrackPageOptions,
): Promise<string | undefined> {
  const body: TrackingRequest = { externalUID: user.uid, pageName };
  let response: Response;
  try {
    const token = await user.getIdToken();
    response = await fetchImpl(`${origin}${TRACKING_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch {
    return undefined;
  }
  if (response.ok) return TRACKING_SAVED_MESSAGE;
  const data: unknown = await response.json().catch(() => null);
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

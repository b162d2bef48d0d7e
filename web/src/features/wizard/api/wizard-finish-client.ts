import type { AuthUser } from '@/lib/auth/auth-service';
import { apiOrigin } from '@/lib/firebase';

/** The server refused to finish the wizard; `message` is the server's, `status` its HTTP status. */
export class WizardFinishError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'WizardFinishError';
  }
}

/**
 * The Done step: `POST {api}/wizard/finish` validates the whole building on the server and makes
 * it Permanent (the database rules let no client do that directly).
 */
export async function finishBuilding(user: AuthUser, buildingId: string): Promise<void> {
  const response = await fetch(`${apiOrigin()}/wizard/finish`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await user.getIdToken()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ buildingId }),
  });
  if (response.ok) return;
  const data = (await response.json().catch(() => ({}))) as { message?: string };
  throw new WizardFinishError(data.message ?? response.statusText, response.status);
}

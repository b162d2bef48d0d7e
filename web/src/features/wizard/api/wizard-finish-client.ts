import {
  wizardFinishReplySchema,
  type WizardFinishRequest,
} from '@shared/schemas/contracts/wizard-finish';
import type { AuthUser } from '@/lib/auth/auth-service';
import { functionsClient } from '@/lib/functions/app-functions-client';

/**
 * The Done step, or "Done All" with `all` (every step marked done, spec 4): `POST
 * {api}/wizard/finish` validates the whole building on the server and makes it Permanent (the
 * database rules let no client do that directly). A refusal is a `FunctionsCallError` with the
 * server's message and status.
 */
export async function finishBuilding(
  user: AuthUser,
  buildingId: string,
  { all = false }: { all?: boolean } = {},
): Promise<void> {
  const request: WizardFinishRequest = all ? { buildingId, all } : { buildingId };
  await functionsClient.call({
    path: '/wizard/finish',
    body: { json: request },
    reply: wizardFinishReplySchema,
    user,
  });
}

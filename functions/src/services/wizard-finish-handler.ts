import { canFinish, checkBuilding } from '../shared/domain/building/building-completeness.js';
import {
  buildingStatusFor,
  finishedWizardDone,
  wizardPercent,
} from '../shared/domain/building/building-status.js';
import type { MemberRole } from '../shared/schemas/enums/account.js';
import type { WizardStep } from '../shared/schemas/enums/building.js';
import {
  wizardFinishRequestSchema,
  type WizardFinishReply,
} from '../shared/schemas/contracts/wizard-finish.js';
import { validatedEndpoint, type EndpointDependencies } from './http-endpoint.js';
import { replyError } from './http-reply.js';
import { canEditBuilding } from '../shared/domain/members/building-access.js';

/** `/buildings/{id}` as stored: the small parts the wizard edits. */
export type StoredBuilding = Record<string, unknown> & {
  members?: Record<string, MemberRole>;
  meta?: { wizard?: { done?: Partial<Record<WizardStep, boolean>> } };
};

export interface WizardFinishDependencies extends EndpointDependencies {
  readBuilding(buildingId: string): Promise<StoredBuilding | null>;
  /** Applies `{relativePath: value}` below `/buildings/{id}/meta` in one multi-path update. */
  updateMeta(buildingId: string, update: Record<string, unknown>): Promise<void>;
  /** The editor's name shown as "Edited by" (display name or e-mail of the account). */
  editorName(uid: string): Promise<string>;
  now(): number;
}

/**
 * `POST {host}/wizard/finish` `{buildingId, all?}`: the wizard's Done step on the server, or with
 * `all` its "Done All", which marks every step done (spec 4). The whole building is validated
 * with the same `checkBuilding` the client shows (every stored part against its step schema, space
 * usage and any light fittings totalling 100 %); only when it can finish is the building made
 * Permanent with the Done step (or every step) recorded. The database rules let clients write
 * only `temporary` (or keep the status as it is), so a building becomes Permanent only here.
 * Owner and editor only (403); 404 for an unknown building; 422 with the step checks when the
 * building cannot finish.
 */
export const handleWizardFinish = validatedEndpoint(
  {
    path: { prefix: '/wizard', route: '/finish' },
    methods: ['POST'],
    body: { schema: wizardFinishRequestSchema, what: 'request' },
  },
  async ({ uid, body: { buildingId, all }, res }, deps: WizardFinishDependencies) => {
    const building = await deps.readBuilding(buildingId);
    const role = building?.members?.[uid];
    if (!building || role === undefined) {
      replyError(res, 'not-found', 'No such building.');
      return;
    }
    if (!canEditBuilding(role)) {
      replyError(res, 'permission-denied', 'Only the owner and editors may finish the wizard.');
      return;
    }
    const checks = checkBuilding(building);
    if (!canFinish(checks)) {
      replyError(res, 'unprocessable', 'The building cannot be finished yet.', {
        reason: 'wizard.cannotFinish',
        checks,
      });
      return;
    }
    const done = finishedWizardDone(building.meta?.wizard?.done ?? {}, all === true);
    await deps.updateMeta(buildingId, {
      status: buildingStatusFor(done),
      'wizard/step': 'done',
      'wizard/percent': wizardPercent(done),
      'wizard/done': done,
      updatedAtMs: deps.now(),
      editedBy: await deps.editorName(uid),
      editedByUid: uid,
    });
    const reply: WizardFinishReply = { status: 'permanent', checks };
    res.status(200).json(reply);
  },
);

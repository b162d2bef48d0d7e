import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import {
  handleWizardFinish,
  type StoredBuilding,
  type WizardFinishDependencies,
} from './wizard-finish-handler.js';

/** A Temporary building of alice's with valid General Information and two steps done. */
function temporaryBuilding(): StoredBuilding {
  return {
    members: { alice: 'owner', bob: 'viewer' },
    general: { name: 'Wizard House' },
    meta: { wizard: { done: { general: true, activity: true } } },
  };
}

async function post(body: unknown, building: StoredBuilding | null = temporaryBuilding()) {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    json: (value: unknown) => ((sent.body = value), res),
    set: () => res,
  };
  const updateMeta = vi.fn(async () => undefined);
  const deps: WizardFinishDependencies = {
    verifyIdToken: async () => ({ uid: 'alice' }),
    readBuilding: async () => building,
    updateMeta,
    editorName: async () => 'Alice',
    now: () => 1_000,
  };
  const req = { method: 'POST', path: '/wizard/finish', body, get: () => 'Bearer t' };
  await handleWizardFinish(req as unknown as Request, res as unknown as Response, deps);
  return { ...sent, updateMeta };
}

describe('handleWizardFinish', () => {
  it('Done: records the Done step beside those done and makes the building Permanent', async () => {
    const answer = await post({ buildingId: 'b1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'permanent' });
    expect(answer.updateMeta).toHaveBeenCalledWith('b1', {
      status: 'permanent',
      'wizard/step': 'done',
      'wizard/percent': 33,
      'wizard/done': { general: true, activity: true, done: true },
      updatedAtMs: 1_000,
      editedBy: 'Alice',
      editedByUid: 'alice',
    });
  });

  it('"Done All" marks every step done, Done included: 100 % and Permanent (spec 4)', async () => {
    const answer = await post({ buildingId: 'b1', all: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'permanent' });
    expect(answer.updateMeta).toHaveBeenCalledWith(
      'b1',
      expect.objectContaining({
        status: 'permanent',
        'wizard/percent': 100,
        'wizard/done': {
          general: true,
          activity: true,
          electricity: true,
          heating: true,
          hvac: true,
          lighting: true,
          envelope: true,
          renewables: true,
          done: true,
        },
      }),
    );
  });

  it('refuses "Done All" like Done when a stored step is invalid (422), writing nothing', async () => {
    const building = { ...temporaryBuilding(), general: { name: '' } };
    const answer = await post({ buildingId: 'b1', all: true }, building);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'unprocessable', reason: 'wizard.cannotFinish' });
    expect(answer.updateMeta).not.toHaveBeenCalled();
  });

  it('answers 400 for anything but a yes/no `all`', async () => {
    const answer = await post({ buildingId: 'b1', all: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.updateMeta).not.toHaveBeenCalled();
  });
});

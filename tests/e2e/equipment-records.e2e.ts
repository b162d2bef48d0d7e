import { expect, type Page } from '@playwright/test';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
} from '../support/emulators.js';
import {
  expectNoSeriousAxeViolations,
  expectSignedIn,
  openInApp,
  signIn,
  test,
} from './support.js';

/** One pump in a new user's building, written as the register stores it. */
async function ownerWithPump(): Promise<{
  account: { email: string; password: string };
  buildingId: string;
  equipmentId: string;
}> {
  const account = await createAccount(uniqueEmail('records'));
  const buildingId = await createOwnedBuilding(account, { name: 'Records test building' });
  const equipmentId = '-records-pump';
  await adminDatabase('PUT', `/equipment/${buildingId}/${equipmentId}`, {
    assetId: 'P-01',
    name: 'Heating pump 1',
    type: 'Pump',
    subSystem: 'heating',
  });
  return { account, buildingId, equipmentId };
}

async function openPage(page: Page, buildingId: string, equipmentId: string) {
  await openInApp(page, `/building/${buildingId}/equipment/${equipmentId}`);
  await expect(page.getByRole('tablist', { name: 'Records' })).toBeVisible({ timeout: 30_000 });
}

test('an owner adds, edits and removes a log entry, adds a maintenance task and records a potential issue', async ({
  page,
}) => {
  const { account, buildingId, equipmentId } = await ownerWithPump();
  const stored = (child: string) =>
    adminDatabase('GET', `/equipment/${buildingId}/${equipmentId}/${child}`);
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  await openPage(page, buildingId, equipmentId);

  // A log entry: added, edited, removed; each one write.
  await expect(page.getByText('No maintenance or sensor logs yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add log entry' }).click();
  const logDialog = page.getByRole('dialog', { name: 'Add log entry' });
  await logDialog.getByLabel('Date').fill('2026-10-01');
  await logDialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Repair', exact: true }).click();
  await logDialog.getByLabel('Duration (hours)').fill('3.5');
  await logDialog.getByRole('button', { name: 'Save' }).click();
  await expect(logDialog).toBeHidden();
  await expect(page.getByRole('table', { name: /Maintenance & Sensor Logs/ })).toContainText(
    'Repair',
  );
  const logs = (await stored('logs')) as Record<string, { kind: string; durationHours: number }>;
  expect(Object.values(logs)).toEqual([
    expect.objectContaining({ kind: 'repair', date: '2026-10-01', durationHours: 3.5 }),
  ]);
  await page.getByRole('button', { name: /^Edit Repair/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit log entry' });
  await editDialog.getByLabel('Duration (hours)').fill('5');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect
    .poll(
      async () =>
        Object.values((await stored('logs')) as Record<string, { durationHours: number }>)[0]
          ?.durationHours,
    )
    .toBe(5);
  await page.getByRole('button', { name: /^Remove Repair/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove this entry?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page.getByText('No maintenance or sensor logs yet')).toBeVisible();
  expect(await stored('logs')).toBeNull();

  // A maintenance task.
  await page.getByRole('tab', { name: /^Maintenance Tasks/ }).click();
  await page.getByRole('button', { name: 'Add task' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Add maintenance task' });
  await taskDialog.getByLabel('Title').fill('Check the seals');
  await taskDialog.getByLabel('Due').fill('2026-12-15');
  await taskDialog.getByRole('button', { name: 'Save' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /^Maintenance Tasks \(1\)/ })).toBeVisible();
  expect(Object.values((await stored('tasks')) as Record<string, unknown>)).toEqual([
    { title: 'Check the seals', dueOn: '2026-12-15' },
  ]);

  // A potential issue with a sample fault.
  await page.getByRole('tab', { name: /^Potential Issues/ }).click();
  await page.getByRole('button', { name: 'Add potential issue' }).click();
  const issueDialog = page.getByRole('dialog', { name: 'Add potential issue' });
  await issueDialog.getByRole('combobox', { name: 'Fault' }).fill('Worn Bearings');
  await issueDialog.getByLabel('Estimated Time To Failure (Weeks)').fill('12');
  await issueDialog.getByRole('button', { name: 'Save' }).click();
  await expect(issueDialog).toBeHidden();
  expect(Object.values((await stored('issues')) as Record<string, unknown>)).toEqual([
    expect.objectContaining({ fault: 'Worn Bearings', timeToFailureWeeks: 12 }),
  ]);

  await expectNoSeriousAxeViolations(page);
});

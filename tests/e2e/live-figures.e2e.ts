import { expect } from '@playwright/test';
import { monthlyBills, officeGeneral } from '../support/bills.js';
import {
  DATABASE_HOST,
  DATABASE_NAMESPACE,
  adminDatabase,
  createAccount,
  type TestAccount,
} from '../support/emulators.js';
import { expectSignedIn, kpiMwh, openInApp, screenshot, signIn, test } from './support.js';

/**
 * Figures follow writes (issue #13): a bill edited in the wizard changes the Building Performance
 * total on an open screen, without a reload and without pressing anything; a deleted building's
 * figures and portfolio summary go with it. The database triggers do the work.
 */

const EDITED_KWH = 4321;

/** A described office with two years of monthly electricity bills ending last month. */
async function describedBuilding(account: TestAccount): Promise<{ id: string }> {
  const uid = account.uid;
  const id = `-live${Date.now().toString(36)}`;
  const now = Date.now();
  const rows = monthlyBills(24, (back) => (back === 1 ? 5000 : 4000));
  await adminDatabase('PATCH', '/', {
    [`buildings/${id}`]: {
      meta: {
        ownerUid: uid,
        createdBy: uid,
        status: 'permanent',
        createdAtMs: now,
        updatedAtMs: now,
        wizard: { step: 'done', percent: 100 },
      },
      members: { [uid]: 'owner' },
      general: officeGeneral('Live figures'),
      electricity: { rows },
    },
    [`users/${uid}/buildings/${id}`]: true,
  });
  // The owner's own edit: its recompute goes before bulk work other tests may have queued.
  const response = await fetch(
    `http://${DATABASE_HOST ?? '127.0.0.1:9000'}/buildings/${id}/general/name.json?ns=${DATABASE_NAMESPACE}&auth=${account.idToken}`,
    { method: 'PUT', body: JSON.stringify('Live figures office') },
  );
  expect(response.ok, await response.text()).toBe(true);
  return { id };
}

test('a bill edited in the wizard changes the open Performance screen; a delete takes the figures', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount();
  const { id } = await describedBuilding(account);
  const context = await browser.newContext();
  const performance = await context.newPage();
  await performance.goto('/');
  await signIn(performance, account.email, account.password);
  await expectSignedIn(performance);

  // The trigger computed the figures of the new building: the screen shows them.
  await expect
    .poll(() => adminDatabase('GET', `/metrics/${id}/energy/siteKwh`), { timeout: 30_000 })
    .not.toBeNull();
  const before = (await adminDatabase('GET', `/metrics/${id}/energy/siteKwh`)) as number;
  await openInApp(performance, `/building/${id}/performance`);
  await expect(performance.getByTestId('kpi-energy')).toContainText(kpiMwh(before), {
    timeout: 20_000,
  });

  // In a second tab, last month's bill goes from 5,000 to 4,321 kWh and is saved.
  const wizard = await context.newPage();
  await wizard.goto(`/editing-building/${id}/electricity`);
  // Rows are listed by month: the last one is last month's bill.
  const lastMonthInput = wizard.locator('input[id$="-consumption"]').last();
  await expect(lastMonthInput).toHaveValue('5000', { timeout: 20_000 });
  await lastMonthInput.fill(String(EDITED_KWH));
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard.getByText('Your building has been saved')).toBeVisible();

  // The open Performance tab shows the new total by itself.
  const expected = before - (5000 - EDITED_KWH);
  await expect(performance.getByTestId('kpi-energy')).toContainText(kpiMwh(expected), {
    timeout: 15_000,
  });
  expect(await adminDatabase('GET', `/metrics/${id}/energy/siteKwh`)).toBeCloseTo(expected, 6);
  await screenshot(performance, 'live-figures-after-edit');

  // Deleting the building takes its figures and its portfolio summary.
  await wizard.getByRole('button', { name: 'Delete' }).click();
  await wizard.getByRole('button', { name: 'Yes' }).click();
  await expect(wizard.getByText('Your building has been deleted.')).toBeVisible();
  await expect.poll(() => adminDatabase('GET', `/metrics/${id}`), { timeout: 15_000 }).toBeNull();
  await expect
    .poll(() => adminDatabase('GET', `/portfolios/${account.uid}/${id}`), { timeout: 15_000 })
    .toBeNull();
  await context.close();
});

import { expect } from '@playwright/test';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
} from '../support/emulators.js';
import { ANSWER_TIMEOUT_MS } from '../../web/src/lib/answered.js';
import { expectSignedIn, openInApp, screenshot, signIn, test } from './support.js';

test('a save the database does not confirm shows "Failed to save HVAC systems" and keeps the input', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Stand between the page and the database: while `dropWrites` is on, writes never reach it,
  // as when the connection drops after the page loaded.
  let dropWrites = false;
  await page.routeWebSocket(/\/\.ws/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (dropWrites && typeof message === 'string' && /"a":"(m|p)"/.test(message)) return;
      server.send(message);
    });
    server.onMessage((message) => socket.send(message));
  });
  // The page's clock runs as usual but can be moved on: the app gives up on a write after
  // ANSWER_TIMEOUT_MS (15 s, web/src/lib/answered.ts), which the journey skips instead of idling.
  await page.clock.install();
  const account = await createAccount(uniqueEmail('e2e-hvac'));
  const buildingId = await createOwnedBuilding(account, { name: 'HVAC Test House' });
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  await openInApp(page, `/editing-building/${buildingId}/hvac`);
  const main = page.getByRole('main');
  const cooling = main.getByRole('radiogroup', { name: 'Cooling System Installed' });
  await cooling.getByRole('radio', { name: 'No' }).check();
  for (const question of [
    'Heating System Installed',
    'Mechanical Ventilation System Installed',
    'Natural Ventilation System Installed',
  ]) {
    await main
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'No' })
      .check();
  }

  dropWrites = true;
  await page.getByRole('button', { name: 'Save' }).click();
  // Still waiting for the database's answer well before the app's limit: no message yet (5 s
  // short of it, as the page's clock also runs on while the journey acts on a busy machine).
  await page.clock.fastForward(ANSWER_TIMEOUT_MS - 5_000);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByTestId('wizard-error')).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(page.getByTestId('wizard-error')).toHaveText('Failed to save HVAC systems');
  await expect(cooling.getByRole('radio', { name: 'No' })).toBeChecked();
  await screenshot(page, 'wizard-hvac-failed');
  expect(await adminDatabase('GET', `/buildings/${buildingId}/hvac`)).toBeNull();

  dropWrites = false;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your building has been saved')).toBeVisible({ timeout: 20_000 });
  expect(await adminDatabase('GET', `/buildings/${buildingId}/hvac/cooling/installed`)).toBe(false);
});

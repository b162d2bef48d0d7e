import { expect, test } from '@playwright/test';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  uniqueEmail,
} from '../support/emulators.js';
import { chooseLanguage, expectSignedIn, screenshot, signIn } from './support.js';

test('the profile is saved to the account and survives a reload', async ({ page }) => {
  const account = await createAccount(uniqueEmail('e2e-profile'));
  await page.goto('/settings');
  await signIn(page, account.email, account.password);
  const form = page.getByTestId('profile-form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Petra Nováková');
  await form.getByRole('combobox', { name: 'Units' }).click();
  await page.getByRole('option', { name: 'Imperial (ft², kBtu)' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  // A cold reload loads the whole app again: allow a busy machine its time.
  await expect(page.getByTestId('profile-form').getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Petra Nováková',
    { timeout: 20_000 },
  );
  await expect(
    page.getByTestId('profile-form').getByRole('combobox', { name: 'Units' }),
  ).toHaveText('Imperial (ft², kBtu)');
  const stored = await adminDatabase('GET', `/users/${account.uid}/profile`);
  expect(stored).toMatchObject({
    displayName: 'Petra Nováková',
    units: 'imperial',
    language: 'en',
  });
});

test('an owner invites an existing account as viewer, who then sees the building read-only', async ({
  page,
  browser,
}) => {
  const [owner, guest] = await Promise.all([
    createAccount(uniqueEmail('e2e-owner')),
    createAccount(uniqueEmail('e2e-guest')),
  ]);
  await createOwnedBuilding(owner, {
    name: 'Invitation House',
    street: 'Vinohradská 12',
    city: 'Praha',
  });
  await page.goto('/settings');
  await signIn(page, owner.email, owner.password);
  const panel = page.getByTestId('members-panel');
  await expect(panel.getByTestId('member-list')).toContainText(`${owner.email} (you)`);

  await panel.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('nobody'));
  await panel.getByRole('button', { name: 'Invite' }).click();
  await expect(
    panel.getByText('No Facet account uses this e-mail address.', { exact: false }),
  ).toBeVisible();

  await panel.getByRole('textbox', { name: 'E-mail' }).fill(guest.email);
  await panel.getByRole('button', { name: 'Invite' }).click();
  await expect(panel.getByText(`${guest.email} is now a member (Viewer).`)).toBeVisible();
  await expect(panel.getByTestId('member-list')).toContainText(guest.email);
  await screenshot(page, 'settings-members');

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/');
  await signIn(guestPage, guest.email, guest.password);
  await expectSignedIn(guestPage);
  await expect(guestPage.getByText('Invitation House')).toBeVisible();
  await guestPage.getByText('Invitation House').click();
  await expect(guestPage.getByTestId('read-only')).toBeVisible();

  await panel.getByRole('button', { name: `Remove ${guest.email}` }).click();
  await expect(panel.getByTestId('member-list')).not.toContainText(guest.email);
  await guestPage.goto('/building');
  await expect(guestPage.getByText('Invitation House')).toHaveCount(0);
  await guestContext.close();
});

test('the saved language and colour mode apply at sign-in on another browser', async ({
  page,
  browser,
}) => {
  const account = await createAccount(uniqueEmail('e2e-preferences'));
  await adminDatabase('PUT', `/users/${account.uid}/profile`, {
    language: 'de',
    theme: 'dark',
    currency: 'EUR',
    units: 'metric',
  });
  // A browser that has never seen the user: English and light by its own settings.
  await page.goto('/building');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await signIn(page, account.email, account.password);
  await expectSignedIn(page);
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveClass(/dark/);
  // A choice made afterwards in the menu stays: the profile applies once per sign-in.
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  // Another browser signing in gets the saved preferences too.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/building');
  await signIn(second, account.email, account.password);
  await expect(second.getByRole('link', { name: 'Einstellungen' })).toBeVisible({
    timeout: 20_000,
  });
  await other.close();
});

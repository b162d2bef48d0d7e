import { expect } from '@playwright/test';
import {
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  followVerificationLink,
  uniqueEmail,
  verifyEmail,
} from '../support/emulators.js';
import { chooseLanguage, expectSignedIn, screenshot, signIn, test } from './support.js';

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

test('an owner invites by e-mail: addresses with and without an account look alike until each joins, confirmed', async ({
  page,
  browser,
}) => {
  const [owner, unconfirmedGuest] = await Promise.all([
    createAccount(uniqueEmail('e2e-owner')),
    createAccount(uniqueEmail('e2e-guest')),
  ]);
  const guest = await verifyEmail(unconfirmedGuest);
  const newcomer = { email: uniqueEmail('e2e-newcomer'), password: 'correct-horse-9' };
  const withdrawn = uniqueEmail('e2e-withdrawn');
  await createOwnedBuilding(owner, {
    name: 'Invitation House',
    street: 'Vinohradská 12',
    city: 'Praha',
  });
  await page.goto('/settings');
  await signIn(page, owner.email, owner.password);
  const panel = page.getByTestId('members-panel');
  await expect(panel.getByTestId('member-list')).toContainText(`${owner.email} (you)`);

  // The same answer and the same row for an address with an account and one without.
  for (const email of [guest.email, newcomer.email, withdrawn]) {
    await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await panel.getByRole('button', { name: 'Invite' }).click();
    await expect(
      panel.getByText(
        `${email} is invited (Viewer). The building is shared once they sign in with this address, confirmed.`,
      ),
    ).toBeVisible();
  }
  const invitations = panel.getByTestId('member-invitation');
  await expect(invitations).toHaveCount(3);
  const rows = await invitations.allTextContents();
  const anonymous = (row: string) =>
    [guest.email, newcomer.email, withdrawn].reduce((text, email) => text.replace(email, '@'), row);
  expect(new Set(rows.map(anonymous)).size).toBe(1);
  expect(rows[0]).toContain('Invited');
  await screenshot(page, 'settings-members');
  await panel.getByRole('button', { name: `Withdraw the invitation of ${withdrawn}` }).click();
  await expect(invitations).toHaveCount(2);

  // The guest signs in, confirmed: the building is theirs to read at once.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/');
  await signIn(guestPage, guest.email, guest.password);
  await expectSignedIn(guestPage);
  await expect(guestPage.getByText('Invitation House')).toBeVisible();
  await guestPage.getByText('Invitation House').click();
  await expect(guestPage.getByTestId('read-only')).toBeVisible();

  // The newcomer registers with the invited address: nothing until it is confirmed.
  const newcomerContext = await browser.newContext();
  const newcomerPage = await newcomerContext.newPage();
  await newcomerPage.goto('/register');
  await newcomerPage.getByRole('textbox', { name: 'E-mail', exact: true }).fill(newcomer.email);
  await newcomerPage
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(newcomer.password);
  await newcomerPage
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill(newcomer.password);
  await newcomerPage.getByRole('checkbox').check();
  await newcomerPage.getByRole('button', { name: 'Create account' }).click();
  await expectSignedIn(newcomerPage);
  const notice = newcomerPage.getByTestId('verify-email');
  await expect(notice).toContainText('Confirm your e-mail address');
  await expect(newcomerPage.getByText('Invitation House')).toHaveCount(0);
  await screenshot(newcomerPage, 'portfolio-confirm-address');
  await followVerificationLink(newcomer.email);
  await notice.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(notice).toHaveText(
    'Your address is confirmed; 1 building shared with you was added.',
  );
  await expect(newcomerPage.getByText('Invitation House')).toBeVisible();
  await newcomerContext.close();

  // The owner now sees both as members, by e-mail, and no invitation left.
  await page.reload();
  const list = page.getByTestId('members-panel').getByTestId('member-list');
  await expect(list).toContainText(guest.email, { timeout: 20_000 });
  await expect(list).toContainText(newcomer.email);
  await expect(list.getByTestId('member-invitation')).toHaveCount(0);

  await list.getByRole('button', { name: `Remove ${guest.email}` }).click();
  await expect(list).not.toContainText(guest.email);
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
  // Signed in: the menu shows, in English or already in the profile's German (the language may
  // apply before the first check).
  await expect(
    page.getByRole('navigation', { name: /^(Main navigation|Hauptnavigation)$/ }),
  ).toBeVisible();
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

import { expect, type Page } from '@playwright/test';
import cs from '../../web/src/locales/cs/messages.json' with { type: 'json' };
import de from '../../web/src/locales/de/messages.json' with { type: 'json' };
import { adminDatabase, createAccount, uniqueEmail } from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  expectSignedIn,
  screenshot,
  signIn,
  test,
} from './support.js';

const OWNER = DEMO_OWNER;
/** A hotel in Prague with seven assets. */
const HOTEL = demoBuilding('prague-vltava-hotel');

type Inbox = Record<string, { kind?: string; readAtMs?: number }>;

/** The owner's equipment-alert messages of the demo, and those of them unread. */
async function alertMessagesOf(uid: string): Promise<{ all: string[]; unread: string[] }> {
  const inbox = ((await adminDatabase('GET', `/messages/${uid}`)) ?? {}) as Inbox;
  const alerts = Object.entries(inbox).filter(([, message]) => message.kind === 'equipmentAlert');
  return {
    all: alerts.map(([id]) => id),
    unread: alerts.filter(([, message]) => message.readAtMs === undefined).map(([id]) => id),
  };
}

async function unreadOf(uid: string): Promise<number> {
  const inbox = ((await adminDatabase('GET', `/messages/${uid}`)) ?? {}) as Inbox;
  return Object.values(inbox).filter((message) => message.readAtMs === undefined).length;
}

async function signInToMessages(page: Page) {
  await page.goto('/messages');
  await signIn(page, OWNER.email, OWNER.password);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
}

/** The Messages entry of the menu, named with its unread count. */
function menuEntry(page: Page) {
  return page.getByTestId('nav-messages');
}

test.describe('Messages', () => {
  test('the demo inbox; a new alert arrives live and counts in the menu; read and unread', async ({
    page,
  }) => {
    test.slow();
    const equipment = (await adminDatabase('GET', `/equipment/${HOTEL}`)) as Record<
      string,
      { name: string }
    >;
    const [equipmentId, item] = Object.entries(equipment)[0]!;
    const members = Object.keys(
      ((await adminDatabase('GET', `/buildings/${HOTEL}/members`)) ?? {}) as Record<string, string>,
    );
    const alertId = `e2e-alert-${Date.now().toString(36)}`;
    const messageId = `equipmentAlert_${HOTEL}_${equipmentId}_${alertId}_critical`;
    const unreadBefore = await unreadOf(OWNER.uid);
    expect(unreadBefore, 'the demo has unread messages').toBeGreaterThan(0);
    // The demo's inbox holds alerts of its own (emulators/seed/src/messages.ts).
    const demoAlerts = await alertMessagesOf(OWNER.uid);
    try {
      await signInToMessages(page);
      await expect(page.getByTestId('message').first()).toBeVisible();
      await expect(page.getByTestId('messages-unread')).toHaveText(`${unreadBefore} unread`);
      await expect(menuEntry(page)).toHaveAccessibleName(`Messages, ${unreadBefore} unread`);

      // An alert raised on an equipment (as the equipment page would write it): the trigger
      // writes a message to every member, which shows without a reload.
      await adminDatabase('PUT', `/equipment/${HOTEL}/${equipmentId}/alerts/${alertId}`, {
        severity: 'critical',
        raisedAtMs: Date.now(),
        message: 'E2E: fan vibration above limit',
        resolved: false,
      });
      const row = page.getByTestId('message').filter({ hasText: `Critical alert on ${item.name}` });
      await expect(row).toBeVisible({ timeout: 90_000 });
      await expect(row).toContainText('E2E: fan vibration above limit');
      await expect(row).toHaveAttribute('data-unread', 'true');
      await expect(menuEntry(page)).toHaveAccessibleName(`Messages, ${unreadBefore + 1} unread`);
      await expect(row.getByRole('link', { name: 'Open equipment' })).toHaveAttribute(
        'href',
        `/building/${HOTEL}/equipment/${equipmentId}`,
      );

      // Filters live in the URL and survive a reload.
      await page.getByTestId('messages-filter-kind').click();
      await page.getByRole('option', { name: 'Equipment alert' }).click();
      await expect(page).toHaveURL(/kind=equipmentAlert/);
      await page.reload();
      await expect(page.getByTestId('message')).toHaveCount(demoAlerts.all.length + 1, {
        timeout: 30_000,
      });
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'messages-en-light-filtered');

      // Mark all read (of those shown) lowers the count; unread again raises it; read once more.
      const allRead = unreadBefore - demoAlerts.unread.length;
      await page.getByTestId('messages-mark-all-read').click();
      await expect(menuEntry(page)).toHaveAccessibleName(
        allRead > 0 ? `Messages, ${allRead} unread` : 'Messages',
      );
      await expect(page.getByTestId('message').first()).toHaveAttribute('data-unread', 'false');
      await page.getByRole('button', { name: 'Mark as unread' }).first().click();
      await expect(menuEntry(page)).toHaveAccessibleName(`Messages, ${allRead + 1} unread`);
      await page.getByRole('button', { name: 'Mark as read' }).first().click();
      await expect(menuEntry(page)).toHaveAccessibleName(
        allRead > 0 ? `Messages, ${allRead} unread` : 'Messages',
      );
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page).not.toHaveURL(/kind=/);
      await expect(page.getByTestId('message').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'messages-en-light');
    } finally {
      await adminDatabase('DELETE', `/equipment/${HOTEL}/${equipmentId}/alerts/${alertId}`);
      for (const uid of members) await adminDatabase('DELETE', `/messages/${uid}/${messageId}`);
      // The demo's alerts unread again, as they were.
      for (const id of demoAlerts.unread)
        await adminDatabase('DELETE', `/messages/${OWNER.uid}/${id}/readAtMs`);
    }
    expect(await unreadOf(OWNER.uid)).toBe(unreadBefore);
  });

  test('in Czech and German, light and dark; an empty filter says why', async ({ page }) => {
    test.slow();
    // The colour mode from the top bar (a reload would apply the profile's language again).
    const mode = (value: 'light' | 'dark') => page.locator(`button[value=${value}]`).click();
    await signInToMessages(page);
    await expect(page.getByTestId('message').first()).toBeVisible();
    await screenshot(page, 'messages-en-light-all');
    // The profile's language and colour mode apply once after sign-in (app/saved-preferences.ts),
    // which the app notes in local storage: let that happen before choosing others.
    await page.waitForFunction(() => window.localStorage.getItem('facet.preferences-applied'));
    try {
      await mode('dark');
      await screenshot(page, 'messages-en-dark');
      await chooseLanguage(page, 'Čeština');
      await expect(page.getByRole('heading', { name: cs.title, level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'messages-cs-dark');
      await mode('light');
      await screenshot(page, 'messages-cs-light');
      await chooseLanguage(page, 'Deutsch');
      await expect(page.getByRole('heading', { name: de.title, level: 1 })).toBeVisible();
      await screenshot(page, 'messages-de-light');
      await mode('dark');
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'messages-de-dark');
      // A kind no message of the demo has: the screen says why it is empty and how to undo it.
      await page.getByTestId('messages-filter-kind').click();
      await page.getByRole('option', { name: de.kinds.memberRemoved }).click();
      await expect(page.getByText(de.empty.filteredTitle)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'messages-de-dark-filtered-empty');
      await page.getByRole('button', { name: de.filters.clear }).first().click();
      await expect(page.getByTestId('message').first()).toBeVisible();
    } finally {
      await mode('light');
      await chooseLanguage(page, 'English');
    }
  });

  test('a new account is told why the inbox is empty and what to do', async ({ page }) => {
    const account = await createAccount(uniqueEmail('e2e-messages'));
    await page.goto('/messages');
    await signIn(page, account.email, account.password);
    await expectSignedIn(page);
    await expect(page.getByText('No messages yet')).toBeVisible({ timeout: 30_000 });
    await expect(menuEntry(page)).toHaveAccessibleName('Messages');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'messages-empty');
    await page.getByRole('link', { name: 'Go to your buildings' }).click();
    await expect(page).toHaveURL(/\/building$/);
  });
});

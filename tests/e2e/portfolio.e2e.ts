import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  packPortfolioSummary,
  portfolioSummaryOf,
} from '../../functions/src/shared/domain/portfolio/portfolio-summary.js';
import { adminDatabase, createAccount, uniqueEmail } from '../support/emulators.js';
import { DEMO_OWNER, DEMO_VIEWER, openInApp, screenshot, signInAs, test } from './support.js';

const OWNER = DEMO_OWNER;
const VIEWER = DEMO_VIEWER;

/** Signs in as the demo owner and reads the Portfolio's building count once it shows. */
async function ownerPortfolioCount(page: Page) {
  await signInAs(page, OWNER);
  const countText = page.getByTestId('portfolio-count');
  await expect(countText).toHaveText(/^\d+ buildings$/);
  return { countText, before: Number((await countText.textContent())?.split(' ')[0]) };
}

test.describe('portfolio and building detail', () => {
  test('the demo owner sees the portfolio, as table and cards, and opens a building', async ({
    page,
  }) => {
    await signInAs(page, OWNER);
    await expect(
      page.getByText("Please select a building to see it's energy performance and asset health"),
    ).toBeVisible();
    await expect(page.getByTestId('portfolio-count')).toHaveText(/^\d+ buildings$/);
    const count = Number((await page.getByTestId('portfolio-count').textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(8);
    const table = page.getByTestId('portfolio-table');
    for (const header of ['Title', 'Street', 'Created At', 'Status']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(table.getByText('Temporary Building').first()).toBeVisible();
    await screenshot(page, 'portfolio-table');

    const download = page.waitForEvent('download');
    await table.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /Download as CSV/i }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toMatch(/Title/);
    expect(csv.trim().split('\n').length).toBe(count + 1);

    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(page).toHaveURL(/view=cards/);
    await page.getByLabel('Search buildings', { exact: true }).fill('Praha');
    await screenshot(page, 'portfolio-cards');
    await page.getByRole('button', { name: 'Table' }).click();

    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/building\/[^/]+$/);
    const panel = page.getByTestId('general-panel');
    await expect(
      panel.getByRole('heading', { name: 'General Building Information' }),
    ).toBeVisible();
    for (const label of [
      'Building No',
      'Street',
      'City',
      'State',
      'Post Code',
      'Country',
      'Use Type',
      'Total Floor Area (Internal)',
      'Green Building Rating',
      'Storey',
      'Constructed',
      'Total operating hours',
      'Last Edited',
      'Edited by',
    ]) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByTestId('member-role')).toHaveText('Owner');
    await expect(page.getByTestId('range-hint')).toHaveText(
      /^Please select a date range between \w+ \d{4} and \w+ \d{4}$/,
    );
    await screenshot(page, 'building-general');

    // Months are typed (no browser's month picker) and apply on Enter or when the field is left.
    const start = page.getByRole('textbox', { name: 'Start' });
    const end = page.getByRole('textbox', { name: 'End' });
    const last = await end.inputValue();
    await end.fill(await start.inputValue());
    await end.press('Enter');
    await start.fill(last);
    await start.press('Enter');
    await expect(page.getByTestId('range-hint')).toHaveText(
      'Start date should be greater than End date',
    );
  });

  test('the viewer sees only the shared building, read-only', async ({ page }) => {
    await signInAs(page, VIEWER);
    await expect(page.getByTestId('portfolio-count')).toHaveText('1 building');
    await page.getByTestId('portfolio-table').getByRole('row').nth(1).click();
    await expect(page.getByTestId('general-panel')).toBeVisible();
    await expect(page.getByTestId('member-role')).toHaveText('Viewer');
    await expect(page.getByTestId('read-only')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await screenshot(page, 'building-viewer');
  });

  test('a stranger gets nothing: an empty portfolio and no access to a building by URL', async ({
    page,
  }) => {
    const account = await createAccount(uniqueEmail('e2e-stranger'));
    const ownerIndex = (await adminDatabase('GET', `/users/${OWNER.uid}/buildings`)) as Record<
      string,
      true
    >;
    const buildingId = Object.keys(ownerIndex)[0];
    await signInAs(page, account);
    await expect(
      page.getByText('Your portfolio has no buildings yet.', { exact: false }),
    ).toBeVisible();
    await openInApp(page, `/building/${buildingId}`);
    await expect(page.getByText('This building is not available')).toBeVisible();
  });

  test('a building added or removed elsewhere appears and disappears without reload', async ({
    page,
  }) => {
    const { countText, before } = await ownerPortfolioCount(page);
    const id = `e2e-live-${Date.now().toString(36)}`;
    const now = Date.now();
    await adminDatabase('PATCH', '/', {
      [`buildings/${id}/meta`]: {
        ownerUid: OWNER.uid,
        createdBy: OWNER.uid,
        status: 'temporary',
        createdAtMs: now,
        updatedAtMs: now,
        wizard: { step: 'general', percent: 0 },
      },
      [`buildings/${id}/general`]: { name: 'Live Added Building', street: 'Nová 1', city: 'Praha' },
      [`buildings/${id}/members/${OWNER.uid}`]: 'owner',
      [`users/${OWNER.uid}/buildings/${id}`]: true,
    });
    try {
      await expect(page.getByText('Live Added Building')).toBeVisible();
      await expect(countText).toHaveText(`${before + 1} buildings`);
      await adminDatabase('PATCH', '/', {
        [`buildings/${id}`]: null,
        [`users/${OWNER.uid}/buildings/${id}`]: null,
      });
      await expect(page.getByText('Live Added Building')).toHaveCount(0);
      await expect(countText).toHaveText(`${before} buildings`);
    } finally {
      // Gone even when the journey stopped early: the demo owner's portfolio stays the demo's.
      await adminDatabase('PATCH', '/', {
        [`buildings/${id}`]: null,
        [`users/${OWNER.uid}/buildings/${id}`]: null,
      });
    }
  });

  test("an import's summaries are listed only with their entries, all at once", async ({
    page,
  }) => {
    const { countText, before } = await ownerPortfolioCount(page);
    const stamp = Date.now().toString(36);
    const ids = [1, 2].map((n) => `e2e-staged-${n}-${stamp}`);
    const markerId = `e2e-listed-${stamp}`;
    const now = Date.now();
    const meta = {
      ownerUid: OWNER.uid,
      status: 'temporary' as const,
      createdAtMs: now,
      updatedAtMs: now,
      editedBy: 'E2E import',
      editedByUid: OWNER.uid,
      wizard: { step: 'general' as const, percent: 0 },
      importId: 'e2e-import',
    };
    const building = (id: string, name: string) => {
      const general = { name, city: 'Brno' };
      return {
        [`buildings/${id}`]: { meta, general, members: { [OWNER.uid]: 'owner' } },
        [`portfolios/${OWNER.uid}/${id}`]: packPortfolioSummary(
          portfolioSummaryOf({ meta, general, role: 'owner' }),
        ),
      };
    };
    const removeAll = Object.fromEntries(
      [...ids, markerId].flatMap((id) => [
        [`buildings/${id}`, null],
        [`portfolios/${OWNER.uid}/${id}`, null],
        [`users/${OWNER.uid}/buildings/${id}`, null],
      ]),
    );
    try {
      // An import's steps: each building with its summary, no entry yet; in the same update, a
      // listed building, so that once it shows, the staged summaries have reached the page too.
      await adminDatabase(
        'PATCH',
        '/',
        {
          ...building(ids[0]!, 'Staged Import Building 1'),
          ...building(ids[1]!, 'Staged Import Building 2'),
          ...building(markerId, 'Listed Marker Building'),
          [`users/${OWNER.uid}/buildings/${markerId}`]: true,
        },
        { disableTriggers: true },
      );
      await expect(page.getByText('Listed Marker Building')).toBeVisible();
      await expect(countText).toHaveText(`${before + 1} buildings`);
      await expect(page.getByText('Staged Import Building 1')).toHaveCount(0);
      // The commit: both entries in one update, both buildings listed.
      await adminDatabase(
        'PATCH',
        '/',
        Object.fromEntries(ids.map((id) => [`users/${OWNER.uid}/buildings/${id}`, true])),
        { disableTriggers: true },
      );
      await expect(countText).toHaveText(`${before + 3} buildings`);
      await expect(page.getByText('Staged Import Building 2')).toBeVisible();
    } finally {
      await adminDatabase('PATCH', '/', removeAll, { disableTriggers: true });
    }
    await expect(countText).toHaveText(`${before} buildings`);
  });
});

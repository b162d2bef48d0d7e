import { expect, type Page } from '@playwright/test';
import { adminDatabase } from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  demoBuilding,
  expectNoSeriousAxeViolations,
  openInApp,
  screenshot,
  signInAs,
  test,
} from './support.js';

/** Office in New York (U.S.): its use details are described, so EPA's office model scores it. */
const NEW_YORK = demoBuilding('new-york-hudson-office');
/** Office in Berlin: no ENERGY STAR model outside the United States. */
const BERLIN = demoBuilding('berlin-moabit-office');

interface StoredEstimate {
  status: string;
  score?: number;
  missing?: string[];
}

const storedEstimate = async (id: string) =>
  (await adminDatabase('GET', `/metrics/${id}/energyStar`)) as StoredEstimate;

async function openGeneral(page: Page, id: string) {
  await page.goto(`/building/${id}`);
  await expect(page.getByTestId('energy-star-card')).toBeVisible({ timeout: 30_000 });
}

test.describe('Estimated ENERGY STAR score', () => {
  test('a U.S. office shows its score and inputs on General Information and Comparison; its use details change it', async ({
    page,
  }) => {
    const stored = await storedEstimate(NEW_YORK);
    expect(stored.status).toBe('estimated');
    expect(stored.score).toBeGreaterThanOrEqual(1);
    await signInAs(page, DEMO_OWNER, { open: false });
    await openGeneral(page, NEW_YORK);
    const card = page.getByTestId('energy-star-card');
    await expect(card.getByRole('heading', { name: 'Estimated ENERGY STAR score' })).toBeVisible();
    await expect(page.getByTestId('energy-star-score')).toHaveText(String(stored.score));
    await expect(card).toContainText('out of 100 · EPA model: Office');
    await expect(page.getByTestId('energy-star-input-workersOnMainShift')).toContainText(
      "The building's description",
    );
    await expect(page.getByTestId('energy-star-input-coolingDegreeDays65F')).toContainText(
      "°F·daysThe climate station's normals",
    );
    await expectNoSeriousAxeViolations(page, '[data-testid="energy-star-card"]');
    await screenshot(page, 'energy-star-general');

    // The use details, by keyboard: ten times the computers raise the predicted EUI's computer
    // term, so the same building scores higher.
    await page.getByTestId('use-details-edit').click();
    const computers = page.getByLabel('Number of computers (PCs, laptops, servers)');
    await expect(computers).toHaveValue('1300');
    await computers.fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The value should be > -1')).toBeVisible();
    await computers.fill('13000');
    await computers.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(async () => (await storedEstimate(NEW_YORK)).score, { timeout: 60_000 })
      .toBeGreaterThan(stored.score!);
    const raised = await storedEstimate(NEW_YORK);
    await expect(page.getByTestId('energy-star-score')).toHaveText(String(raised.score));
    expect(await adminDatabase('GET', `/buildings/${NEW_YORK}/useDetails/computers`)).toBe(13000);

    await openInApp(page, `/building/${NEW_YORK}/comparison`);
    await expect(page.getByTestId('energy-star-score')).toHaveText(String(raised.score), {
      timeout: 30_000,
    });
    // The reference of a scored building is its model's prediction: percentile = 100 − score.
    await page.getByTestId('peer-set-reference').click();
    await expect(page.getByTestId('peer-source')).toContainText(
      'the ENERGY STAR Office score model’s prediction for its floor area, use details and climate',
    );
    const percentile = (await adminDatabase(
      'GET',
      `/metrics/${NEW_YORK}/benchmarks/total/reference/percentile`,
    )) as number;
    expect(Math.abs(percentile - (100 - raised.score!))).toBeLessThanOrEqual(1);

    // Without its number of computers the office has no score: the reference is then its model's
    // prediction from what its description gives (its floor area above all), the computers at
    // the mean of EPA's sample, with the spread of all offices (methodology §2).
    await adminDatabase('DELETE', `/buildings/${NEW_YORK}/useDetails/computers`);
    await expect
      .poll(async () => (await storedEstimate(NEW_YORK)).missing, { timeout: 60_000 })
      .toEqual(['computers']);
    await expect(page.getByTestId('peer-source')).toContainText(
      'each missing input at the mean of EPA’s reference sample',
      { timeout: 30_000 },
    );
    expect(
      await adminDatabase('GET', `/metrics/${NEW_YORK}/benchmarks/reference/predicted/partial`),
    ).toBe(true);
    await screenshot(page, 'energy-star-comparison-partial');
    await adminDatabase('PUT', `/buildings/${NEW_YORK}/useDetails/computers`, 13000);
    await expect
      .poll(async () => (await storedEstimate(NEW_YORK)).score, { timeout: 60_000 })
      .toBe(raised.score);
  });

  test('a European building says why it has none, in Czech and German', async ({ page }) => {
    expect(await storedEstimate(BERLIN)).toEqual({
      status: 'unavailable',
      reason: 'notUnitedStates',
    });
    await signInAs(page, DEMO_OWNER, { open: false });
    await openGeneral(page, BERLIN);
    await expect(page.getByTestId('energy-star-unavailable')).toContainText(
      'ENERGY STAR scores are defined for buildings in the United States',
    );
    await expect(page.getByTestId('use-details-edit')).toHaveCount(0);
    await chooseLanguage(page, 'Čeština');
    await expect(page.getByTestId('energy-star-card')).toContainText(
      'Odhadované skóre ENERGY STAR',
    );
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByTestId('energy-star-unavailable')).toContainText(
      'ENERGY STAR Scores gibt es für Gebäude in den Vereinigten Staaten',
    );
    await screenshot(page, 'energy-star-unavailable-de');
  });
});

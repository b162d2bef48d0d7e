import { expect } from '@playwright/test';
import { WIZARD_STEPS } from '../../functions/src/shared/schemas/enums/building.js';
import { adminDatabase } from '../support/emulators.js';
import { DEMO_OWNER, expectWizardStep, openInApp, screenshot, test } from './support.js';

const OWNER = DEMO_OWNER;
const LANGUAGES = [
  { code: 'en', percent: /% Complete$/ },
  { code: 'cs', percent: /^Dokončeno \d+ %$/ },
  { code: 'de', percent: / % abgeschlossen$/ },
];

async function permanentDemoBuilding(): Promise<string> {
  const index = (await adminDatabase('GET', `/users/${OWNER.uid}/buildings`)) as Record<
    string,
    true
  >;
  for (const id of Object.keys(index)) {
    if ((await adminDatabase('GET', `/buildings/${id}/meta/status`)) === 'permanent') return id;
  }
  throw new Error('no permanent demo building');
}

for (const { code, percent } of LANGUAGES) {
  test(`every wizard step of a described building renders in ${code}`, async ({ page }) => {
    // Nine steps, each with a full-page screenshot outside CI: the first of these journeys in
    // `test:quick`, beside the Firefox journeys while the stack's functions were still cold,
    // took over 60 s (7 s in CI, which takes no screenshots).
    test.setTimeout(120_000);
    const buildingId = await permanentDemoBuilding();
    await page.addInitScript(
      (language) => window.localStorage.setItem('facet.language', language),
      code,
    );
    await page.goto('/');
    // The Login labels are translated: fill the fields by name.
    await page.locator('input[name="email"]').fill(OWNER.email);
    await page.locator('input[name="password"]').fill(OWNER.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('nav-logout')).toBeVisible();
    // Signing in applies the profile's saved language (English for the demo owner) once; the
    // language this browser chose (above, at every page load) counts from the next page on.
    await page.waitForFunction(() => window.localStorage.getItem('facet.preferences-applied'));
    // The first step loads the page (and with it the chosen language); the others open in the app.
    for (const [index, step] of WIZARD_STEPS.entries()) {
      const path = `/editing-building/${buildingId}/${step}`;
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await expectWizardStep(page, step);
      await expect(page.getByTestId('wizard-percent')).toHaveText(percent);
      if (step === 'done') await expect(page.getByTestId('done-step')).toBeVisible();
      else await expect(page.locator('form#wizard-step-form')).toBeVisible();
      await expect(page.getByTestId('wizard-error')).toHaveCount(0);
      await screenshot(page, `wizard-${step}-${code}`);
    }
  });
}

/**
 * No page scrolls sideways on a 360 px phone (issue 35): every screen of the demo owner, signed
 * out and signed in, in German and Czech (the longer words), at 360 × 740 px; the document may be
 * no wider than the window. A failure names the elements that stick out.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import csMessages from '../../web/src/locales/cs/messages.json' with { type: 'json' };
import csTerms from '../../web/src/locales/cs/terms.json' with { type: 'json' };
import csWizard from '../../web/src/locales/cs/wizard.json' with { type: 'json' };
import deMessages from '../../web/src/locales/de/messages.json' with { type: 'json' };
import deTerms from '../../web/src/locales/de/terms.json' with { type: 'json' };
import deWizard from '../../web/src/locales/de/wizard.json' with { type: 'json' };
import { adminDatabase } from '../support/emulators.js';
import {
  chooseLanguage,
  DEMO_OWNER,
  demoBuilding,
  openInApp,
  screenshot,
  signInAs,
  test,
  transitionsSettled,
} from './support.js';

const OWNER = DEMO_OWNER;
const PRAGUE = demoBuilding('prague-karlin-office');
const WIDTH = 360;
const LOAD = { timeout: 60_000 };
const LANGUAGE_NAMES = { de: 'Deutsch', cs: 'Čeština' } as const;

/** How far the document reaches past the window's width, and the elements that reach there. */
async function overflowOf(page: Page): Promise<{ width: number; wide: string[] }> {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    const wide: string[] = [];
    // What sticks out is looked for only when something does.
    if (width <= limit) return { width, wide };
    // Content a scrolling box clips (a table's own horizontal scroll) does not widen the page.
    const clipped = (node: Node) => {
      for (let up = node.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible' && up.getBoundingClientRect().right <= limit + 0.5) return true;
      }
      return false;
    };
    const nameOf = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.dataset['testid'] ? `[data-testid=${element.dataset['testid']}]` : ''}.${String(element.className).split(' ')[0] ?? ''}`;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      // A box of no width reaches as far (a positioned marker, an empty inline element).
      const box = element.getBoundingClientRect();
      if (box.right <= limit + 0.5 || clipped(element)) continue;
      wide.push(`${nameOf(element)} right ${Math.round(box.right)} px`);
      if (wide.length >= 6) break;
    }
    // Text runs past its own box (a word longer than the line) without widening any element.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text && wide.length < 6; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim()) continue;
      range.selectNodeContents(text);
      const right = range.getBoundingClientRect().right;
      if (right <= limit + 0.5 || clipped(text)) continue;
      wide.push(
        `text "${text.textContent.trim().slice(0, 40)}" in ${nameOf(parent)} right ${Math.round(right)} px`,
      );
    }
    return { width, wide };
  }, WIDTH);
}

type Language = 'de' | 'cs';

/**
 * What shows that `path`'s own screen is there: the one before it stays on the page until the
 * new screen has loaded, so a locator the two screens share (the building's name above its tabs,
 * any first heading) would let the check measure the screen before.
 */
interface Screen {
  name: string;
  path: string;
  ready: (page: Page, language: Language) => Locator;
}

/** The screen's own title (its h1), as `language` writes it. */
const titled =
  (texts: Record<Language, string>) =>
  (page: Page, language: Language): Locator =>
    page.getByRole('main').getByRole('heading', { level: 1, name: texts[language], exact: true });

const SCREENS: Screen[] = [
  { name: 'portfolio', path: '/building', ready: (page) => page.getByTestId('portfolio-table') },
  {
    name: 'portfolio cards',
    path: '/building?view=cards',
    ready: (page) => page.getByTestId('portfolio-cards').getByRole('heading').first(),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    ready: (page) => page.getByTestId('ranking-table').locator('.MuiDataGrid-row').first(),
  },
  {
    name: 'general',
    path: `/building/${PRAGUE}`,
    ready: (page) => page.getByTestId('general-panel'),
  },
  {
    name: 'performance',
    path: `/building/${PRAGUE}/performance`,
    ready: (page) => page.getByTestId('performance-screen').getByRole('img').first(),
  },
  {
    name: 'comparison',
    path: `/building/${PRAGUE}/comparison`,
    ready: (page) => page.getByTestId('chart-energy').getByRole('img'),
  },
  {
    name: 'improve',
    path: `/building/${PRAGUE}/improve`,
    ready: (page) => page.getByTestId('measures'),
  },
  {
    name: 'asset reliability',
    path: `/building/${PRAGUE}/asset-reliability`,
    ready: (page) => page.getByTestId('asset-reliability-screen'),
  },
  {
    name: 'equipment register',
    path: `/building/${PRAGUE}/equipment`,
    ready: (page) => page.getByTestId('equipment-table').getByRole('row').nth(1),
  },
  {
    name: 'wizard general',
    path: `/editing-building/${PRAGUE}/general`,
    ready: (page) => page.locator('form#wizard-step-form'),
  },
  {
    name: 'wizard lighting',
    path: `/editing-building/${PRAGUE}/lighting`,
    ready: (page) => page.locator('form#wizard-step-form').getByTestId('lighting-total'),
  },
  {
    name: 'new building',
    path: '/adding-building',
    ready: titled({ de: deWizard.createTitle, cs: csWizard.createTitle }),
  },
  { name: 'search', path: '/search?q=praha', ready: (page) => page.getByRole('option').first() },
  {
    name: 'messages',
    path: '/messages',
    ready: titled({ de: deMessages.title, cs: csMessages.title }),
  },
  { name: 'settings', path: '/settings', ready: (page) => page.getByTestId('settings-currency') },
  {
    name: 'terms of service',
    path: '/terms-of-service',
    ready: titled({ de: deTerms.title, cs: csTerms.title }),
  },
];

for (const language of ['de', 'cs'] as const) {
  test(`every screen fits 360 px without sideways scrolling, in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    const before = (await adminDatabase('GET', `/users/${OWNER.uid}/profile/language`)) as
      | string
      | null;
    const wide: string[] = [];
    try {
      // Signed in and the language chosen at the default width (the desktop menu holds the
      // language select), then a phone's width.
      await signInAs(page, OWNER);
      await chooseLanguage(page, LANGUAGE_NAMES[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language, LOAD);
      await page.setViewportSize({ width: WIDTH, height: 740 });
      for (const screen of SCREENS) {
        await openInApp(page, screen.path);
        await expect(screen.ready(page, language)).toBeVisible(LOAD);
        await transitionsSettled(page);
        const { width, wide: elements } = await overflowOf(page);
        if (width > WIDTH) wide.push(`${screen.name}: ${width} px (${elements.join('; ')})`);
        await screenshot(page, `narrow-${language}-${screen.name.replaceAll(' ', '-')}`);
      }
      // An equipment's page, whose id the register gives.
      const equipment = (await adminDatabase('GET', `/equipment/${PRAGUE}`)) as Record<
        string,
        unknown
      >;
      await openInApp(page, `/building/${PRAGUE}/equipment/${Object.keys(equipment)[0] ?? ''}`);
      await expect(page.getByTestId('equipment-page')).toBeVisible(LOAD);
      const { width, wide: elements } = await overflowOf(page);
      if (width > WIDTH) wide.push(`equipment page: ${width} px (${elements.join('; ')})`);
    } finally {
      await adminDatabase('PATCH', `/users/${OWNER.uid}/profile`, { language: before ?? 'en' });
    }
    expect(wide, `screens wider than ${WIDTH} px`).toEqual([]);
  });
}

test('signed out, Login and Register fit 360 px', async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 740 });
  for (const path of ['/', '/register']) {
    if (path === '/') await page.goto(path);
    else await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
    const { width, wide } = await overflowOf(page);
    expect(width, `${path}: ${wide.join('; ')}`).toBeLessThanOrEqual(WIDTH);
  }
});

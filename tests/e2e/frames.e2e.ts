import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { demoShareToken } from '../../emulators/seed/src/share-link.js';
import { DEMO_COPY, DEMO_OWNER, screenshot, signInAs, test } from './support.js';

/**
 * Other sites' frames (clickjacking): a share link's page (`/iframe/...`) is made to be embedded
 * anywhere (the share dialog offers an `<iframe>` snippet), every other page of Facet is shown in
 * no frame at all, so that a page of another site cannot lay a signed-in screen under its own
 * and have its visitor click on it. Hosting sends `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY` everywhere else (firebase.json), and the browser enforces them. A
 * share's load is logged for Analytics without its token (web/src/lib/analytics.ts).
 */

/** Hosting's answer to `path`: its two framing headers. */
async function framingHeadersOf(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const headers = answer.headers();
  return { csp: headers['content-security-policy'], xfo: headers['x-frame-options'] };
}

/**
 * A page of another site (its own server on the loopback: Chromium keeps pages it takes for
 * public ones from loading the local stack at all) that frames `paths` of Facet, in that order.
 */
async function embed(page: Page, origin: string, paths: readonly string[]): Promise<Server> {
  const body =
    '<!doctype html><html lang="en"><title>Another site</title><body>' +
    paths
      .map(
        (path, index) =>
          `<iframe name="f${index}" title="frame ${index}" src="${origin}${path}" ` +
          'width="640" height="480"></iframe>',
      )
      .join('') +
    '</body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return server;
}

/** The frame named `name` once the browser has settled what it shows. */
async function frameNamed(page: Page, name: string): Promise<Frame> {
  await expect.poll(() => page.frame({ name }) !== null).toBe(true);
  return page.frame({ name })!;
}

test.describe('other sites’ frames', () => {
  test('Hosting lets a share be framed, and no other page', async ({ request }) => {
    const token = demoShareToken(DEMO_COPY);
    for (const path of [
      '/',
      '/building/some-id/performance',
      '/settings',
      '/iframe',
      '/settings/iframe',
    ]) {
      expect(await framingHeadersOf(request, path), path).toEqual({
        csp: "frame-ancestors 'none'",
        xfo: 'DENY',
      });
    }
    for (const path of [`/iframe/${token}`, `/iframe/${token}/performance`]) {
      expect(await framingHeadersOf(request, path), path).toEqual({
        csp: undefined,
        xfo: undefined,
      });
    }
  });

  test('another site shows a share in its frame, never a signed-in screen', async ({
    page,
    baseURL,
  }) => {
    // Signed in: what a clickjacking page would lay under its own is the reader's portfolio.
    await signInAs(page, DEMO_OWNER, { open: false });
    const origin = baseURL!.replace(/\/$/, '');
    const token = demoShareToken(DEMO_COPY);
    const blocked: string[] = [];
    page.on('response', (response) => {
      if (response.frame() !== page.mainFrame() && response.request().isNavigationRequest())
        blocked.push(`${response.url()} ${response.headers()['x-frame-options'] ?? ''}`);
    });
    const embedder = await embed(page, origin, [`/iframe/${token}/performance`, '/', '/settings']);
    try {
      const share = await frameNamed(page, 'f0');
      await expect(share.getByTestId('performance-screen')).toBeVisible({ timeout: 30_000 });
      await expect(share.getByTestId('kpi-energy')).toBeVisible();
      // Its load is logged for Analytics without the token, the share's only key.
      const logged = await share.evaluate(() => window.__FACET_ANALYTICS__ ?? []);
      expect(logged.map((event) => event.name)).toContain('notification_received');
      expect(logged[0]?.params['page_location']).toBe(`${origin}/iframe/-/performance`);
      expect(JSON.stringify(logged)).not.toContain(token);
      for (const name of ['f1', 'f2']) {
        const refused = await frameNamed(page, name);
        // Chromium shows its own error page in place of a page that refuses to be framed: none of
        // Facet's code runs there.
        await expect.poll(() => refused.url()).not.toContain(origin);
        await expect(refused.locator('#root')).toHaveCount(0);
      }
      expect(blocked.some((line) => line.endsWith('DENY'))).toBe(true);
      await screenshot(page, 'frames-another-site');
    } finally {
      embedder.close();
    }
  });
});

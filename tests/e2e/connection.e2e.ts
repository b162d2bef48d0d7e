/**
 * The app over a database connection that starts by long polling, as the SDK does on a page load
 * after one whose WebSocket never became healthy (a page left within seconds of opening it), then
 * upgrades to a WebSocket.
 */
import { expect, type WebSocket } from '@playwright/test';
import { createAccount, createOwnedBuilding, uniqueEmail } from '../support/emulators.js';
import { openBlank, openInApp, signInAs, test } from './support.js';

/**
 * The segments a long poll's URL carries (`d0`, `d1`, …), each decoded alone: a message's first
 * segment starts at its beginning, so it shows the message's action (a URL packs segments of
 * several messages, and base64 cannot be decoded across their padding).
 */
function pollSegments(url: string): string[] {
  const params = new URL(url).searchParams;
  const segments: string[] = [];
  for (let i = 0; params.has(`d${i}`); i++) {
    // The SDK's web-safe base64, padded with '.'.
    segments.push(Buffer.from(params.get(`d${i}`)!.replace(/\./g, '='), 'base64').toString('utf8'));
  }
  return segments;
}

test.describe('a connection that upgrades from long polling', () => {
  test('a building opened while the auth is still on its poll shows, not "not available"', async ({
    page,
  }) => {
    const owner = await createAccount(uniqueEmail('lpupgrade'));
    const buildingId = await createOwnedBuilding(owner, { name: 'Long-poll office' });
    await signInAs(page, owner, { open: false });
    // On no running app, whose SDK would clear the mark once its own WebSocket is healthy.
    await openBlank(page);
    await page.evaluate(() => localStorage.setItem('firebase:previous_websocket_failure', 'true'));
    // The poll carrying the auth waits until the SDK has switched to the WebSocket and sent the
    // building's listens on it: the server must still handle them after the auth sent before.
    let releaseAuth = () => {};
    const authHeld = new Promise<void>((resolve) => (releaseAuth = resolve));
    let heldAuth = false;
    await page.route(/\/\.lp\?/, async (route) => {
      if (
        !heldAuth &&
        pollSegments(route.request().url()).some((segment) => segment.includes('"a":"auth"'))
      ) {
        heldAuth = true;
        await authHeld;
      }
      await route.continue();
    });
    const sentOnSocket: string[] = [];
    const watch = (socket: WebSocket) =>
      socket.on('framesent', ({ payload }) => sentOnSocket.push(String(payload)));
    page.on('websocket', watch);
    try {
      await page.goto('/');
      // The client's switch acknowledgement: from here on it sends on the WebSocket.
      await expect
        .poll(() => sentOnSocket.some((frame) => frame.startsWith('{"t":"c","d":{"t":"a"')), {
          message: 'the SDK switched to the WebSocket',
        })
        .toBe(true);
      // The auth may still be queued behind the polls when the SDK switches (it packs its queued
      // requests and the end of transmission into the next poll): its poll comes, and is held.
      await expect
        .poll(() => heldAuth, { message: 'the auth went by long poll, and is held' })
        .toBe(true);
      await openInApp(page, `/building/${buildingId}/equipment`);
      await expect
        .poll(
          () => sentOnSocket.some((frame) => frame.includes(`"p":"/buildings/${buildingId}/`)),
          { message: "the building's listens left on the WebSocket" },
        )
        .toBe(true);
    } finally {
      // Released on a failure too, so the page's held poll does not outlive the test.
      releaseAuth();
    }
    await expect(page.getByText('No equipment yet')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('This building is not available')).toHaveCount(0);
    page.off('websocket', watch);
  });
});

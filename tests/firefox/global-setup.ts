/**
 * One Firefox for the run's Firefox journeys (vitest.config.ts, `globalSetup`): started here,
 * in Vitest's main process, and left without a WebDriver BiDi session (Firefox takes one at a
 * time), so that each file connects to it in turn and opens a browsing context of its own
 * (`openFirefox` in support.ts): fresh cookies and storage, as a new profile had. Starting
 * Firefox with a new profile cost about 6 core-seconds and 6 s, once per file before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import puppeteer from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { launchFirefox } from './support.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebDriver BiDi address of the run's Firefox. */
    firefoxEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const profile = await mkdtemp(`${tmpdir()}/facet-firefox-profile-`);
  const browser = await launchFirefox(profile);
  const endpoint = browser.wsEndpoint();
  const firefox = browser.process();
  await browser.disconnect();
  project.provide('firefoxEndpoint', endpoint);
  return async () => {
    const exited = firefox
      ? new Promise<void>((resolve) => {
          if (firefox.exitCode !== null || firefox.signalCode !== null) resolve();
          else firefox.once('exit', () => resolve());
        })
      : Promise.resolve();
    try {
      const last = await puppeteer.connect({
        browserWSEndpoint: endpoint,
        protocol: 'webDriverBiDi',
      });
      await last.close();
    } catch {
      firefox?.kill('SIGKILL');
    }
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!stopped) {
      firefox?.kill('SIGKILL');
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
}

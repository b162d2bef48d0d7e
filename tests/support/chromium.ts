/**
 * How we start Debian's Chromium (never a downloaded browser): headless, no sandbox (root in CI),
 * and none of the background traffic that this offline machine would refuse.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
}

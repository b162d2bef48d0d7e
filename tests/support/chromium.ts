/**
 * Features of Chromium turned off. Chromium reads one `--disable-features` switch (the last given),
 * so the list repeats the features Playwright 1.65 turns off with its own (its
 * `chromiumSwitches.ts`: background requests to Google's services, paint holding, HTTPS upgrades,
 * storage partitioning) and adds the omnibox's WebUI pop-ups: headless Chromium 156 loads both
 * pop-ups of the (invisible) address bar in a renderer of their own for every browser context,
 * measured at 4 % of the CPU of the browser journeys (issue 33).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * How we start Debian's Chromium (never a downloaded browser): headless, no sandbox (root in CI),
 * and none of the background traffic that this offline machine would refuse. Without a GPU, the
 * GPU process only composites frames in software; `--in-process-gpu` runs that in a thread of the
 * browser process, which spares the frames' trips between the two processes: over the same
 * journeys (shell and Improve, 20 tests), the browser and GPU processes took 37.7 core-seconds
 * instead of 41.1 (Comparison and Building Performance: 33.4 and 30.9 against 37.9 and 40.5).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
}

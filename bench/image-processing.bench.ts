/**
 * The browser's processing of a picked photo (issue 15, "Equipment image"): a 12 MP JPEG
 * (4000 × 3000, a camera photo's size) checked, decoded and resized to the full image (long side
 * 1,280 px) and the thumbnail (240 px) by `processImageFile` (web/src/lib/images), in Chromium.
 * Goal: at most 1.5 s normalised (support/record.ts), median of 5 runs after a warm-up.
 *
 * The module is bundled here with esbuild and loaded into a blank page, so the figure is the
 * processing alone (no app, no stack). The photo is drawn in the page (gradients and noise, so
 * the JPEG is as hard to decode and re-encode as a photo), off the clock.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { loadAverage } from './support/machine.ts';
import { recordMedianOfRunsMs } from './support/record.ts';

const WIDTH_PX = 4000;
const HEIGHT_PX = 3000;
const RUNS = 5;
const GOAL_MS = 1500;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const log = (line: string) => console.log(line);

const bundle = await build({
  entryPoints: [`${ROOT}web/src/lib/images/process-image.ts`],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'FacetImages',
  alias: { '@shared': `${ROOT}functions/src/shared` },
  target: 'es2022',
});

interface PageResult {
  photoBytes: number;
  times: number[];
  fullChars: number;
  thumbnailChars: number;
}

let browser: Browser | undefined;
try {
  browser = await launchChromium();
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>image bench</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const result = await page.evaluate(
    async ({ width, height, runs }): Promise<PageResult> => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#2e5c8a');
      gradient.addColorStop(0.5, '#d9c27a');
      gradient.addColorStop(1, '#3f7a3a');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      // Noise in 4 × 4 blocks: detail everywhere, as in a photo.
      const noise = context.getImageData(0, 0, width, height);
      let seed = 1;
      for (let y = 0; y < height; y += 4) {
        for (let x = 0; x < width; x += 4) {
          seed = (seed * 48271) % 2147483647;
          const shift = (seed % 61) - 30;
          for (let dy = 0; dy < 4; dy += 1) {
            const row = ((y + dy) * width + x) * 4;
            for (let dx = 0; dx < 16; dx += 4) {
              noise.data[row + dx] = (noise.data[row + dx] ?? 0) + shift;
              noise.data[row + dx + 1] = (noise.data[row + dx + 1] ?? 0) + shift;
            }
          }
        }
      }
      context.putImageData(noise, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9),
      );
      const file = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
      const images = (
        window as unknown as { FacetImages: { processImageFile: (f: File) => Promise<unknown> } }
      ).FacetImages;
      await images.processImageFile(file);
      const times: number[] = [];
      let last: unknown;
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        last = await images.processImageFile(file);
        times.push(performance.now() - start);
      }
      const processed = last as { ok: boolean; image?: { full: string; thumb: string } };
      return {
        photoBytes: blob.size,
        times,
        fullChars: processed.image?.full.length ?? 0,
        thumbnailChars: processed.image?.thumb.length ?? 0,
      };
    },
    { width: WIDTH_PX, height: HEIGHT_PX, runs: RUNS },
  );
  log(
    `A ${WIDTH_PX} × ${HEIGHT_PX} JPEG (${(result.photoBytes / 1e6).toFixed(1)} MB) checked, decoded and resized in Chromium:`,
  );
  recordMedianOfRunsMs(
    `a ${WIDTH_PX} × ${HEIGHT_PX} JPEG processed in Chromium, median`,
    result.times,
    { goalMs: GOAL_MS },
  );
  log(
    `  full image ${result.fullChars.toLocaleString('en')} chars, thumbnail ${result.thumbnailChars.toLocaleString('en')} chars; ${loadAverage()}`,
  );
} finally {
  await browser?.close();
}

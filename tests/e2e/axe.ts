/**
 * The journeys' waiting for a settled page and their axe audits (re-exported by support.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition on the page has ended: a dialog fading in
 * blends its colours with the page's, and axe would measure a contrast no one sees once it has
 * settled. Spinners and skeletons run forever and are left out. Call it before each axe audit.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs in a frame once axe is in it: axe's colour parsing remembers each colour string it has
 * parsed. `color-contrast` is most of an audit's time, and a quarter of it went to parsing the
 * same few computed colours again for every element (axe-core 4.13 reads each through colorjs.io's
 * colour spaces, its private fields compiled to WeakMaps; CPU profile of the Asset Reliability
 * tab). The colour a string gives is the same each time, so audits find what they found before;
 * the accessibility journey checks it with planted violations. Fails the audit when axe no longer
 * has the method, so that an upgrade of axe-core cannot drop it without a word.
 */
function rememberParsedColours(): void {
  type Parsed = { r: number; g: number; b: number; alpha: number };
  const axe = (window as { axe?: { commons?: { color?: { Color?: { prototype: unknown } } } } })
    .axe;
  const prototype = axe?.commons?.color?.Color?.prototype as
    | (Parsed & { parseString(text: string): Parsed })
    | undefined;
  if (typeof prototype?.parseString !== 'function') {
    throw new Error('axe.commons.color.Color has no parseString: see rememberParsedColours');
  }
  const parse = prototype.parseString;
  const parsed = new Map<string, [number, number, number, number]>();
  prototype.parseString = function parseString(this: Parsed, text: string) {
    const known = parsed.get(text);
    if (known) {
      [this.r, this.g, this.b, this.alpha] = known;
      return this;
    }
    parse.call(this, text);
    parsed.set(text, [this.r, this.g, this.b, this.alpha]);
    return this;
  };
}

/**
 * axe-core's minified build, from the copy @axe-core/playwright depends on (the same rules), with
 * {@link rememberParsedColours}.
 */
const AXE_SOURCE = `${readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)};(${rememberParsedColours.toString()})();`;

/** What an audit injects into frames that already hold axe: nothing. */
const AXE_ALREADY_INJECTED = ';';

/**
 * Puts axe into every frame of `page` that does not hold it yet, each evaluation awaited to its
 * end. @axe-core/playwright injects its own source into each frame but waits only one second for
 * it: on two busy cores the planted iframe of the accessibility journey took 2.1 s, the audit ran
 * while the frame still had no axe, and the frame went unaudited without a word (CI trace of
 * 2026-12-01). Audits then inject nothing ({@link AXE_ALREADY_INJECTED}). It also keeps axe's
 * compile to the frames new since the last audit (a journey moves between screens with
 * `openInApp`, which keeps the document): its default source is the unminified build, 1.3 MB
 * through the DevTools protocol, compiled twice per audit in every frame.
 */
async function injectAxeWhereMissing(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      try {
        const present = await frame.evaluate(
          () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
        );
        if (!present) await frame.evaluate(AXE_SOURCE);
      } catch (error) {
        // A frame gone meanwhile has nothing left to audit; any other frame must hold axe.
        if (!frame.isDetached()) throw error;
      }
    }),
  );
}

/**
 * `read` evaluated in each frame of `page`, in the page's order; `unread` answers for a frame
 * where it failed (a frame detached or navigating meanwhile).
 */
export function inEachFrame<T>(
  page: Page,
  read: () => T,
  unread: (frame: Frame, error: unknown) => T,
): Promise<T[]> {
  return Promise.all(
    page.frames().map((frame) =>
      frame.evaluate(read).then(
        (value) => value as T,
        (error: unknown) => unread(frame, error),
      ),
    ),
  );
}

/**
 * An axe run on `page` as every journey makes it. Two settings make an audit take about 0.8 s
 * instead of 2.5 (measured on the Improve tab, 2-core machine; about 250 audits a run):
 * - legacy mode runs `axe.run` in the page itself. The default runs each frame's part and then
 *   opens a new blank page to put them together, for cross-origin iframes, which Facet has none of
 *   (same-origin frames are still audited);
 * - only violations are collected: axe otherwise builds a selector for every node that passed, and
 *   the journeys read only the violations.
 * Axe is injected once per document, and before the audit starts ({@link injectAxeWhereMissing}).
 * `accessibility.e2e.ts` checks that an audit made this way still finds a planted violation, in
 * the page and in an iframe added after the page's first audit.
 */
export async function axeOf(
  page: Page,
  rules: Record<string, { enabled: boolean }> = {},
): Promise<AxeBuilder> {
  await injectAxeWhereMissing(page);
  return new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules, pingWaitTime: FRAME_PING_WAIT_MS });
}

/**
 * How long axe waits for an iframe to answer its ping before it leaves the frame out of the audit
 * (axe-core's `pingWaitTime`, 500 ms by default): on two busy cores a frame answered later, and
 * the signed-out accessibility journey's planted iframe went unaudited in one CI run.
 */
const FRAME_PING_WAIT_MS = 10_000;

/**
 * Axe over `include` (one selector or several) once the page's transitions have settled: fails
 * with one line per serious or critical violation, naming the rule and the elements. Axe's default
 * rules (WCAG 2 A and AA and best practice) unless `tags` narrows them; `exclude` leaves out what
 * another screen owns (a loading bar, say).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  include: string | readonly string[] = 'main',
  { tags, exclude }: { tags?: string[]; exclude?: string } = {},
): Promise<void> {
  await transitionsSettled(page);
  let builder = await axeOf(page);
  for (const selector of typeof include === 'string' ? [include] : include) {
    builder = builder.include(selector);
  }
  if (exclude) builder = builder.exclude(exclude);
  if (tags) builder = builder.withTags(tags);
  const axe = await builder.analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Times, inside the page, a click until what it opens is painted (serialised by Playwright's
 * `page.evaluate`: keep it self-contained). Frames are sampled with requestAnimationFrame: a state
 * seen in a frame's callback is painted in that frame, so the time taken in a task posted from
 * that callback (a MessageChannel message) is the end of the frame that shows it.
 */
export interface ClickProbeOptions {
  /** CSS selector of the element to click: the first match, or with `targetText` the first whose text it is. */
  target: string;
  targetText?: string;
  /** Named in the error when there is nothing to click ("Edit Comparison button"). */
  targetName: string;
  /** CSS selector of what the click shows. */
  shown: string;
  /** How many elements must match `shown` (the first of them with text) for it to count as shown. */
  shownCount: number;
  /** Named in the error when it is not shown in time ("Comparison Parameters popup"). */
  shownName: string;
  timeoutMs: number;
}

/** Clicks the target and resolves the time to the end of the first frame showing `shown`, ms. */
export function clickUntilShown(options: ClickProbeOptions): Promise<number> {
  const target = [...document.querySelectorAll<HTMLElement>(options.target)].find(
    (element) =>
      options.targetText === undefined || element.textContent?.trim() === options.targetText,
  );
  if (!target) return Promise.reject(new Error(`No ${options.targetName}`));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const started = performance.now();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(performance.now() - started);
    };
    const frame = () => {
      const shown = document.querySelectorAll(options.shown);
      if (shown.length >= options.shownCount && shown[0]?.textContent) {
        channel.port2.postMessage(null);
        return;
      }
      if (performance.now() - started > options.timeoutMs) {
        reject(
          new Error(
            `${options.shownName} not shown within ${options.timeoutMs / 1000} s of the click`,
          ),
        );
        return;
      }
      requestAnimationFrame(frame);
    };
    target.click();
    requestAnimationFrame(frame);
  });
}

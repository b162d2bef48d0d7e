/**
 * Frame timing in the page (serialised by Playwright: keep these self-contained): idle frames,
 * and a requestAnimationFrame-driven scroll of the grid from top to bottom.
 */
export interface FrameStats {
  frames: number;
  durationMs: number;
  /** Longest interval between two animation frames. */
  slowestMs: number;
  /** Intervals above 1.5 x 16.7 ms (a missed 60 Hz frame). */
  slowFrames: number;
  /** What was scrolled and how far (0 for idle measurements). */
  target: string;
  distancePx: number;
  /** Grid rows mounted at the end (the virtualised window). */
  mountedRows: number;
}

export function measureFrames(options: {
  durationMs: number;
  scroll: boolean;
}): Promise<FrameStats> {
  const scroller = document.querySelector<HTMLElement>(
    '[data-testid="portfolio-table"] .MuiDataGrid-virtualScroller',
  );
  let element: HTMLElement | null = scroller;
  let target = '.MuiDataGrid-virtualScroller';
  // A grid that grows with its content does not scroll itself: scroll what does.
  while (element && element.scrollHeight - element.clientHeight < 1) {
    element = element.parentElement;
    target = element ? `ancestor <${element.tagName.toLowerCase()}>` : '';
  }
  const scrolled = element ?? (document.scrollingElement as HTMLElement);
  if (!element) target = 'document';
  const range = options.scroll ? scrolled.scrollHeight - scrolled.clientHeight : 0;
  if (options.scroll) scrolled.scrollTop = 0;

  return new Promise((resolve) => {
    const times: number[] = [];
    const step = (now: number) => {
      times.push(now);
      const progress = Math.min(1, (now - times[0]!) / options.durationMs);
      if (options.scroll) scrolled.scrollTop = progress * range;
      if (progress < 1) {
        requestAnimationFrame(step);
        return;
      }
      let slowestMs = 0;
      let slowFrames = 0;
      for (let index = 1; index < times.length; index += 1) {
        const interval = times[index]! - times[index - 1]!;
        slowestMs = Math.max(slowestMs, interval);
        if (interval > 25) slowFrames += 1;
      }
      resolve({
        frames: times.length - 1,
        durationMs: now - times[0]!,
        slowestMs,
        slowFrames,
        target: options.scroll ? target : 'none',
        distancePx: options.scroll ? Math.round(scrolled.scrollTop) : 0,
        mountedRows: document.querySelectorAll('[data-testid="portfolio-table"] .MuiDataGrid-row')
          .length,
      });
    };
    requestAnimationFrame(step);
  });
}

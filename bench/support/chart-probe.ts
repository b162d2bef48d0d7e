/**
 * Times, inside the page, a click on a building tab until its charts are drawn (serialised by
 * Playwright's `page.evaluate`: keep it self-contained). Frames are sampled with
 * requestAnimationFrame: a state seen in a frame's callback is painted in that frame, so the
 * time taken in a task posted from that callback is the end of the frame that shows it.
 */
export interface ChartTiming {
  /** Click to the end of the first frame showing the tab's screen (charts may still be missing), ms. */
  screenMs: number;
  /** Click to the end of the first frame in which every chart shows its marks, ms. */
  drawnMs: number;
  /** Click to the first frame after which no mark moves any more (entry animations over), ms. */
  settledMs: number | null;
  /** Chart images on the screen and the marks (bars, lines, arcs) drawn in them. */
  charts: number;
  marks: number;
}

export interface ChartProbeOptions {
  /** Visible name of the tab to click. */
  tab: string;
  /** `data-testid` of the screen the tab shows. */
  screenTestId: string;
  /** How many chart images the screen has when all are drawn. */
  charts: number;
  timeoutMs: number;
  /** Frames without any mark changing that count as settled. */
  stillFrames: number;
}

export function clickTabAndTimeCharts(options: ChartProbeOptions): Promise<ChartTiming> {
  /** MUI X Charts' marks: bars, line paths and pie arcs (its generated utility classes). */
  const MARKS = '.MuiBarChart-element, .MuiLineChart-line, .MuiPieChart-arc';
  const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (element) => element.textContent?.trim() === options.tab,
  );
  if (!tab) return Promise.reject(new Error(`No tab named "${options.tab}"`));

  /** The visible marks of every chart image of the screen, or null while one has none. */
  const drawnMarks = (screen: Element): Element[] | null => {
    const images = screen.querySelectorAll('section [role="img"]');
    if (images.length < options.charts) return null;
    const all: Element[] = [];
    for (const image of images) {
      const marks = [...image.querySelectorAll<SVGGraphicsElement>(MARKS)].filter((mark) => {
        const box = mark.getBBox();
        // A line may be flat; a bar or an arc of no area is not drawn yet (entry animation).
        const isLine = mark.classList.contains('MuiLineChart-line');
        return box.width > 0 && (box.height > 0 || isLine);
      });
      if (marks.length === 0) return null;
      all.push(...marks);
    }
    return all;
  };
  const geometry = (marks: Element[]) =>
    marks
      .map((mark) =>
        ['d', 'x', 'y', 'width', 'height', 'transform']
          .map((name) => mark.getAttribute(name) ?? '')
          .join(' '),
      )
      .join('|');

  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const pending: ((now: number) => void)[] = [];
    channel.port1.onmessage = () => pending.shift()?.(performance.now());
    /** Runs `then` with the time at the end of the current frame (a task after its paint). */
    const afterPaint = (then: (now: number) => void) => {
      pending.push(then);
      channel.port2.postMessage(null);
    };
    let screenMs: number | undefined;
    let drawnMs: number | undefined;
    let drawn: Element[] = [];
    let lastGeometry = '';
    let stillSince = 0;
    let still = 0;
    const finish = (settledMs: number | null) => {
      channel.port1.close();
      resolve({
        screenMs: screenMs ?? NaN,
        drawnMs: drawnMs ?? NaN,
        settledMs,
        charts: document.querySelectorAll(
          `[data-testid="${options.screenTestId}"] section [role="img"]`,
        ).length,
        marks: drawn.length,
      });
    };

    const started = performance.now();
    const frame = () => {
      const elapsed = performance.now() - started;
      const screen = document.querySelector(`[data-testid="${options.screenTestId}"]`);
      if (drawnMs === undefined) {
        if (elapsed > options.timeoutMs) {
          reject(
            new Error(
              `Charts not drawn within ${options.timeoutMs} ms (screen ${screen ? 'shown' : 'missing'})`,
            ),
          );
          return;
        }
        if (screen && screenMs === undefined) {
          screenMs = -1;
          afterPaint((now) => (screenMs = now - started));
        }
        const marks = screen ? drawnMarks(screen) : null;
        if (marks) {
          drawn = marks;
          drawnMs = -1;
          afterPaint((now) => (drawnMs = now - started));
          lastGeometry = geometry(marks);
          stillSince = performance.now() - started;
        }
        requestAnimationFrame(frame);
        return;
      }
      // After drawing: wait until the marks stop moving (or for the time-out).
      const marks = screen ? (drawnMarks(screen) ?? []) : [];
      const current = geometry(marks);
      if (current === lastGeometry) still += 1;
      else {
        drawn = marks;
        lastGeometry = current;
        still = 0;
        stillSince = elapsed;
      }
      if (still >= options.stillFrames) {
        finish(Math.max(stillSince, drawnMs));
        return;
      }
      if (elapsed > options.timeoutMs) {
        finish(null);
        return;
      }
      requestAnimationFrame(frame);
    };
    tab.click();
    requestAnimationFrame(frame);
  });
}

/**
 * Instrumentation injected into the page before any of its scripts run (Playwright init scripts,
 * serialised into the page: keep each self-contained). `installPageProbe` marks, relative to the
 * navigation start, what arrives over the database WebSocket until the screen is interactive and
 * the long tasks; a second init script, added after it, marks the phases of the screen measured on
 * the same state (`installPortfolioMarks` for the Portfolio; the Dashboard bench has its own).
 */

/** What the page probe marks itself. */
export interface SocketMarks {
  /** The first database WebSocket opened. */
  socketOpen?: number;
  /** The client sent its listen of the probe's `listenPath` (when it was given one). */
  listenSent?: number;
  firstMessage?: number;
  /** Last WebSocket message received before the screen became interactive. */
  lastMessage?: number;
  /** Marked by the screen's script: the messages after it are not counted. */
  interactive?: number;
}

/** The Portfolio's phases (`installPortfolioMarks`). */
export interface ProbeMarks extends SocketMarks {
  /** The count text is on screen (the portfolio screen mounted, still loading). */
  screenShown?: number;
  /** The count text reads the expected total. */
  countFinal?: number;
  /** First frame with the final count and a visible grid row, without the loading overlay. */
  interactive?: number;
}

export interface ProbeState<Marks extends SocketMarks = ProbeMarks> {
  marks: Marks;
  messages: number;
  messageChars: number;
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __benchProbe?: ProbeState<SocketMarks & Partial<Record<string, number>>>;
  }
}

/**
 * The WebSocket messages (and, with `listenPath`, when the listen of that path is sent: a query
 * naming it, e.g. `/digests/`) and the long tasks, on `window.__benchProbe`.
 */
export function installPageProbe(listenPath: string | null): void {
  const state: NonNullable<Window['__benchProbe']> = {
    marks: {},
    messages: 0,
    messageChars: 0,
    longTasks: [],
  };
  window.__benchProbe = state;
  const mark = (name: keyof SocketMarks) => {
    state.marks[name] ??= performance.now();
  };

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('open', () => mark('socketOpen'));
      if (listenPath !== null) {
        const send = this.send.bind(this);
        this.send = (data) => {
          if (
            typeof data === 'string' &&
            data.includes('"a":"q"') &&
            data.includes(`"${listenPath}`)
          )
            mark('listenSent');
          send(data);
        };
      }
      this.addEventListener('message', (event: MessageEvent) => {
        if (state.marks.interactive !== undefined) return;
        mark('firstMessage');
        state.marks.lastMessage = performance.now();
        state.messages += 1;
        if (typeof event.data === 'string') state.messageChars += event.data.length;
      });
    }
  };

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Long tasks are not observable in this browser: the breakdown goes without them.
  }
}

/** The Portfolio's phases on the page probe's state (added after `installPageProbe`). */
export function installPortfolioMarks(expectedCount: string): void {
  const state = window.__benchProbe!;
  const mark = (name: keyof ProbeMarks) => {
    state.marks[name] ??= performance.now();
  };
  const visibleRow = () => {
    const table = document.querySelector('[data-testid="portfolio-table"]');
    if (!table || table.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')) return false;
    const row = table.querySelector('.MuiDataGrid-row');
    if (!row) return false;
    const box = row.getBoundingClientRect();
    return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
  };
  const tick = () => {
    const count = document.querySelector('[data-testid="portfolio-count"]');
    if (count) mark('screenShown');
    const final = count?.textContent?.trim() === expectedCount;
    if (final) mark('countFinal');
    if (final && visibleRow()) {
      mark('interactive');
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

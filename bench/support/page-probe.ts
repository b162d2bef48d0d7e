/**
 * Instrumentation injected into the page before any of its scripts run (Playwright init script):
 * marks, relative to the navigation start, when the portfolio screen reaches each phase, and
 * what arrives over the database WebSocket. Serialised into the page: keep it self-contained.
 */
export interface ProbeMarks {
  /** The count text is on screen (the portfolio screen mounted, still loading). */
  screenShown?: number;
  /** The first database WebSocket opened. */
  socketOpen?: number;
  firstMessage?: number;
  /** Last WebSocket message received before the screen became interactive. */
  lastMessage?: number;
  /** The count text reads the expected total. */
  countFinal?: number;
  /** First frame with the final count and a visible grid row, without the loading overlay. */
  interactive?: number;
}

export interface ProbeState {
  marks: ProbeMarks;
  messages: number;
  messageChars: number;
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __benchProbe?: ProbeState;
  }
}

export function installProbe(expectedCount: string): void {
  const state: ProbeState = { marks: {}, messages: 0, messageChars: 0, longTasks: [] };
  window.__benchProbe = state;
  const mark = (name: keyof ProbeMarks) => {
    state.marks[name] ??= performance.now();
  };

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('open', () => mark('socketOpen'));
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

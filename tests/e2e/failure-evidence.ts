/**
 * What a failed journey keeps for whoever reads its report (session.ts attaches both): a
 * screenshot of each page, and the page's log of what the app said to its Realtime Database and
 * on its console. A journey that fails once in many runs (a live list that missed a write) can
 * then be told apart: the server never pushed the data, or the app dropped it.
 */
import type {
  BrowserContext,
  Page,
  Request,
  Response,
  TestInfo,
  WebSocket,
} from '@playwright/test';

/** Lines a log keeps at most: the latest, so that a long test keeps how it ended. */
export const PAGE_LOG_LINES = 5_000;
/** Characters kept of one frame (a portfolio's first answer can be megabytes). */
export const PAGE_LOG_FRAME_CHARS = 2_000;

const failed = (testInfo: TestInfo) => testInfo.status !== testInfo.expectedStatus;

/** Each page's log, by page. */
const logs = new WeakMap<Page, PageLog>();

/**
 * One page's log: the frames of its Realtime Database WebSockets both ways (`>` sent by the app,
 * `<` received, each cut to {@link PAGE_LOG_FRAME_CHARS}), their opening and closing, the same of
 * its long polls (`lp >`, `lp <`), and the console's warnings and errors, each line with the
 * milliseconds since the log (re)started. Made with the page, before its listeners are counted as
 * its own (kept-page.ts).
 */
export class PageLog {
  private lines: string[] = [];
  private dropped = 0;
  private startedMs = Date.now();
  /** Long-poll segments sent but not yet joined into a message, by number. */
  private pollSegments = new Map<number, { total: number; data: string }>();
  private nextPollSegment = 0;

  /** The log of `page`, made with it; undefined for a page a test opened itself. */
  static of(page: Page): PageLog | undefined {
    return logs.get(page);
  }

  /** Starts logging `page` (once, as it is made). */
  static start(page: Page): PageLog {
    const log = new PageLog(page);
    logs.set(page, log);
    return log;
  }

  private constructor(page: Page) {
    page.on('websocket', (socket) => this.watch(socket));
    page.on('request', (request) => this.pollSent(request));
    page.on('response', (response) => void this.pollReceived(response));
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warning') this.add(`console ${type}: ${message.text()}`);
    });
  }

  /** Empties the log for the next test. */
  restart(): void {
    this.lines = [];
    this.dropped = 0;
    this.startedMs = Date.now();
  }

  /** The latest {@link PAGE_LOG_LINES} lines as text, saying how many earlier ones were let go. */
  text(): string {
    const kept = this.lines.slice(-PAGE_LOG_LINES);
    const dropped = this.dropped + this.lines.length - kept.length;
    const head = dropped > 0 ? [`(${dropped} earlier lines not kept)`] : [];
    return [...head, ...kept].join('\n');
  }

  private watch(socket: WebSocket): void {
    // The database's WebSocket path (`/.ws?v=5&ns=…`), not another socket of the page.
    if (!new URL(socket.url()).pathname.endsWith('/.ws')) return;
    this.add(`opened ${socket.url()}`);
    socket.on('framesent', ({ payload }) => this.add(`> ${clip(payload)}`));
    socket.on('framereceived', ({ payload }) => this.add(`< ${clip(payload)}`));
    socket.on('socketerror', (error) => this.add(`socket error: ${error}`));
    socket.on('close', () => this.add('closed'));
  }

  /**
   * The database's long polls (`/.lp`), which the SDK uses when the page's last WebSocket never
   * became healthy (a page left within seconds of opening) until it upgrades to a WebSocket: each
   * message the app sent, joined from the polls' segments, as `lp >`.
   */
  private pollSent(request: Request): void {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/.lp')) return;
    const params = url.searchParams;
    if (params.get('start') === 't') {
      this.pollSegments.clear();
      this.nextPollSegment = 0;
      this.add(`opened long poll ${request.url()}`);
    }
    for (let i = 0; params.has(`seg${i}`); i++) {
      this.pollSegments.set(Number(params.get(`seg${i}`)), {
        total: Number(params.get(`ts${i}`)),
        data: params.get(`d${i}`) ?? '',
      });
    }
    for (;;) {
      const first = this.pollSegments.get(this.nextPollSegment);
      const parts = Array.from({ length: first?.total ?? 0 }, (_, k) =>
        this.pollSegments.get(this.nextPollSegment + k),
      );
      if (!first || parts.some((part) => !part)) return;
      parts.forEach((_, k) => this.pollSegments.delete(this.nextPollSegment + k));
      this.nextPollSegment += first.total;
      // The SDK's web-safe base64, padded with '.'.
      const joined = parts
        .map((part) => part!.data)
        .join('')
        .replace(/\./g, '=');
      this.add(`lp > ${clip(Buffer.from(joined, 'base64').toString('utf8'))}`);
    }
  }

  /** The messages a long poll's answer carried (`pRTLPCB(n, [...])`), as `lp <`. */
  private async pollReceived(response: Response): Promise<void> {
    if (!new URL(response.url()).pathname.endsWith('/.lp')) return;
    const atMs = Date.now();
    let script: string;
    try {
      script = await response.text();
    } catch {
      return; // a page gone or a poll cut short has no body left to read
    }
    for (const [, packet] of script.matchAll(/^pRTLPCB\(\d+,(\[.*\])\);$/gm)) {
      this.add(`lp < ${clip(packet!)}`, atMs);
    }
    // After a switch to a WebSocket the close names the channel's last packet.
    const close = /pLPCommand\('close'(?:,(\d+))?\)/.exec(script);
    if (close) {
      const after = close[1] === undefined ? '' : ` after packet ${close[1]}`;
      this.add(`long poll closed by the server${after}`, atMs);
    }
  }

  private add(line: string, atMs = Date.now()): void {
    // Trimmed now and then rather than at every line: `text()` shows the latest lines only.
    this.lines.push(`${String(atMs - this.startedMs).padStart(7)} ms  ${line}`);
    if (this.lines.length > 2 * PAGE_LOG_LINES) {
      const extra = this.lines.length - PAGE_LOG_LINES;
      this.lines.splice(0, extra);
      this.dropped += extra;
    }
  }
}

function clip(payload: string | Buffer): string {
  const text = typeof payload === 'string' ? payload : `(binary, ${payload.byteLength} bytes)`;
  return text.length <= PAGE_LOG_FRAME_CHARS
    ? text
    : `${text.slice(0, PAGE_LOG_FRAME_CHARS)}… (${text.length} characters)`;
}

/** When the test failed: the log of `page` (if it has one), attached to its report. */
export async function attachPageLog(page: Page, testInfo: TestInfo): Promise<void> {
  const log = PageLog.of(page);
  if (!log || !failed(testInfo)) return;
  await testInfo.attach('page log', { body: log.text(), contentType: 'text/plain' });
}

/** When the test failed: a screenshot of each page of `context`, attached to its report. */
export async function attachScreenshots(
  context: BrowserContext,
  testInfo: TestInfo,
): Promise<void> {
  if (!failed(testInfo)) return;
  for (const page of context.pages()) {
    const path = testInfo.outputPath(`failed-${testInfo.attachments.length + 1}.png`);
    try {
      await page.screenshot({ path, timeout: 5_000 });
      await testInfo.attach('screenshot', { path, contentType: 'image/png' });
    } catch {
      // A page that cannot be captured (closing, crashed) leaves the others' screenshots.
    }
  }
}

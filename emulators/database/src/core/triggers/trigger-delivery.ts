/**
 * One trigger event delivered to firebase-tools' Functions emulator: `POST
 * http://FUNCTIONS/functions/projects/PROJECT/triggers/KEY` with the event as body, retried with
 * backoff while the Functions emulator is not up or does not know the function yet, given up
 * when not answered within the delivery timeout.
 */
import { Agent, request } from 'node:http';
import { eventRequest, type TriggerEvent } from './trigger-event.js';

/** How events are delivered (see `DispatcherOptions`). */
export interface DeliveryOptions {
  /** `host:port` of this database emulator, sent as `firebasedatabasehost`. */
  readonly databaseHost?: () => string;
  /** How long an unreachable Functions emulator is retried (default 120 s). */
  readonly retryForMs?: number;
  /**
   * How long one delivery may wait for its answer (default 10 min: longer than any function's
   * timeout, 540 s at most in Cloud Functions).
   */
  readonly deliveryTimeoutMs?: number;
  /** Where failures are reported (default stderr). */
  readonly log?: (line: string) => void;
}

/** Counters of a dispatcher since start. */
export interface DispatcherStats {
  events: number;
  delivered: number;
  failed: number;
  retries: number;
  dropped: number;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;
const DELIVERY_TIMEOUT_MS = 600_000;

class Retryable extends Error {}

/**
 * Delivers events one at a time each (the caller keeps the order): a Functions emulator that is
 * not up (connection refused, reset) or answers 404 (e.g. while it reloads) is retried for
 * `retryForMs`; a function that fails (any other non-2xx answer) is logged and not retried; a
 * delivery not answered within `deliveryTimeoutMs` is given up and logged. Counts each outcome in
 * `stats`.
 */
export class TriggerDelivery {
  /** The Functions emulator events go to, `host:port`. */
  functionsEmulator: string | undefined;
  private readonly agent = new Agent({ keepAlive: true });
  private stopped = false;

  constructor(
    private readonly options: DeliveryOptions,
    private readonly stats: DispatcherStats,
  ) {}

  /** Stops retrying and closes the connections. */
  stop(): void {
    this.stopped = true;
    this.agent.destroy();
  }

  /** Delivers `event`; resolves once it is answered, or given up. */
  async deliver(event: TriggerEvent): Promise<void> {
    const { registration } = event;
    const where = `${registration.key} at /${event.path.join('/')}`;
    const giveUpAt = Date.now() + (this.options.retryForMs ?? 120_000);
    let wait = FIRST_RETRY_MS;
    for (;;) {
      try {
        const target = this.functionsEmulator;
        if (!target) throw new Retryable('no Functions emulator is configured');
        const answer = await this.post(target, event);
        if (answer.status >= 200 && answer.status < 300) {
          this.stats.delivered++;
        } else {
          this.stats.failed++;
          this.log(`trigger ${where} failed: ${answer.status} ${answer.text.slice(0, 500)}`);
        }
        return;
      } catch (error) {
        if (this.stopped) return;
        if (!(error instanceof Retryable) || Date.now() + wait > giveUpAt) {
          this.stats.dropped++;
          this.log(`trigger ${where} not delivered: ${(error as Error).message}`);
          return;
        }
        this.stats.retries++;
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(wait * 2, MAX_RETRY_MS);
      }
    }
  }

  private post(target: string, event: TriggerEvent): Promise<{ status: number; text: string }> {
    const databaseHost = this.options.databaseHost?.() ?? '127.0.0.1:9000';
    const { contentType, body } = eventRequest(event, databaseHost);
    const { project, key } = event.registration;
    const separator = target.lastIndexOf(':');
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent: this.agent,
          host: target.slice(0, separator).replace(/^\[|\]$/g, ''),
          port: Number(target.slice(separator + 1)),
          method: 'POST',
          path: `/functions/projects/${encodeURIComponent(project)}/triggers/${encodeURIComponent(key)}`,
          headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(new Retryable(error.message)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            // 404: the Functions emulator does not know the function (yet): it is (re)loading.
            if (status === 404) reject(new Retryable(`404 ${text.slice(0, 200)}`));
            else resolve({ status, text });
          });
        },
      );
      req.on('error', (error) => reject(new Retryable(error.message)));
      req.setTimeout(this.options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS, () => {
        // Not retried: the function may have run; a second run could repeat its effects.
        req.destroy();
        reject(new Error('no answer within the delivery timeout'));
      });
      req.end(body);
    });
  }

  private log(line: string): void {
    (this.options.log ?? ((text: string) => process.stderr.write(`${text}\n`)))(
      `[database] ${line}`,
    );
  }
}

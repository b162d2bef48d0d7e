import WebSocket from 'ws';
import type { Scale } from '../../../bench/support/figures.js';
import { recordFigure } from '../../../bench/support/record.js';
import { FrameAssembler } from '../src/protocol/framing.js';

/** Rules in the shape the app uses: per-user subtrees with `.validate`, so rules cost is real. */
export const BENCH_RULES = JSON.stringify({
  rules: {
    bench: {
      $uid: {
        '.read': 'auth != null && auth.uid == $uid',
        '.write': 'auth != null && auth.uid == $uid',
        $item: { '.validate': "newData.hasChildren(['n', 'at']) && newData.child('n').isNumber()" },
      },
    },
    fan: { '.read': true, '.write': 'auth != null' },
  },
});

/** An unsigned emulator token for `uid`. */
export function benchToken(uid: string): string {
  const enc = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: uid, iat: 0, exp: 3600 })}.`;
}

/** A minimal pipelining protocol client (sends unframed; joins the server's framed pushes). */
export class BenchClient {
  private r = 0;
  private readonly pending = new Map<number, (s: string) => void>();
  /** Called for each server push `{a, b}`. */
  onPush: (action: string, body: { p?: string; d?: unknown }) => void = () => undefined;

  private constructor(private readonly socket: WebSocket) {
    const frames = new FrameAssembler();
    socket.on('message', (data) => {
      const text = frames.push(data.toString());
      if (text === null) return;
      const m = JSON.parse(text) as {
        t: string;
        d: { r?: number; a?: string; b: { s: string; p?: string; d?: unknown } };
      };
      if (m.t !== 'd') return;
      if (typeof m.d.r === 'number') {
        this.pending.get(m.d.r)?.(m.d.b.s);
        this.pending.delete(m.d.r);
      } else if (m.d.a) this.onPush(m.d.a, m.d.b);
    });
  }

  /** Connects to `url` (`ws://host:port`) for namespace `ns`. */
  static async connect(url: string, ns: string): Promise<BenchClient> {
    const socket = new WebSocket(`${url}/.ws?v=5&ns=${ns}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new BenchClient(socket);
  }

  /** Sends a request; resolves with the reply status. */
  request(action: string, body: unknown): Promise<string> {
    const r = ++this.r;
    return new Promise((resolve) => {
      this.pending.set(r, resolve);
      this.socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    });
  }

  /** Closes the socket. */
  close(): void {
    this.socket.close();
  }
}

/** The q-th percentile (0..1) of `values`. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * How a figure follows the machine's speed, from its unit: rates (per second) and times are
 * normalised by the reference workload, memory and percentages are not.
 */
function scaleOf(unit: string): Scale {
  if (unit.endsWith('/s')) return 'rate';
  return unit === 'ms' || unit === 's' ? 'time' : 'none';
}

/**
 * Prints one figure as measured and normalised, with its goal (in normalised units for times and
 * rates) and the ratio to it, and appends it to bench/results.jsonl (bench/support/record.ts).
 * Leading spaces of `label` indent the line; the rest names the figure.
 */
export function report(
  label: string,
  value: number,
  unit: string,
  goal?: { value: number; higherIsBetter: boolean },
): void {
  const name = label.trimStart();
  recordFigure(
    {
      name,
      value,
      unit,
      scale: scaleOf(unit),
      ...(goal ? { goal: { value: goal.value, atMost: !goal.higherIsBetter } } : {}),
    },
    label.slice(0, label.length - name.length),
  );
}

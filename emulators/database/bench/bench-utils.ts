import WebSocket from 'ws';
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

/** Prints one figure with its goal and the ratio to it. */
export function report(
  label: string,
  value: number,
  unit: string,
  goal?: { value: number; higherIsBetter: boolean },
): void {
  const shown = value >= 100 ? value.toFixed(0) : value.toFixed(2);
  if (!goal) {
    console.log(`${label.padEnd(48)} ${shown.padStart(10)} ${unit}`);
    return;
  }
  const ratio = goal.higherIsBetter ? value / goal.value : goal.value / value;
  const verdict = ratio >= 1 ? 'meets goal' : 'below goal';
  console.log(
    `${label.padEnd(48)} ${shown.padStart(10)} ${unit}   goal ${goal.higherIsBetter ? '>=' : '<='} ${goal.value} ${unit} (x${ratio.toFixed(2)}, ${verdict})`,
  );
}

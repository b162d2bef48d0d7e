import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import WebSocket from 'ws';
import {
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../src/server/emulator.js';

/**
 * Default per-operation timeout: a hang fails the test, naming the operation, before the test's
 * own 15 s timeout. 5 s expired once on a PATCH while the stack was built beside the unit tests.
 */
export const OP_TIMEOUT_MS = 10_000;

/** Rejects when `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, label: string, ms = OP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once `condition` (checked every 10 ms) holds; rejects after `ms` with `label`. */
export function until(
  condition: () => boolean | Promise<boolean>,
  label: string,
  ms = OP_TIMEOUT_MS,
): Promise<void> {
  return withTimeout(
    (async () => {
      while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
    })(),
    label,
    ms,
  );
}

/** Starts an emulator on an ephemeral port. */
export function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ host: '127.0.0.1', port: 0, ...options });
}

let appCounter = 0;

/** A web SDK client (firebase@12) connected to the emulator. */
export interface WebClient {
  readonly app: FirebaseApp;
  readonly db: Database;
  close(): Promise<void>;
}

/** Creates a web SDK app connected to the emulator, optionally with a mock user token. */
export function webClient(
  emulator: RunningEmulator,
  ns: string,
  mockUserToken?: string | Record<string, unknown>,
): WebClient {
  const app = initializeApp(
    { projectId: 'demo-test', databaseURL: `https://${ns}.firebaseio.com` },
    `web-${++appCounter}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(
    db,
    '127.0.0.1',
    emulator.port,
    mockUserToken === undefined ? {} : { mockUserToken: mockUserToken as never },
  );
  return { app, db, close: () => deleteApp(app) };
}

/** A server message as the raw client sees it: control (hello, pong) or data (reply, push). */
export interface RawMessage {
  readonly t: 'c' | 'd';
  readonly d: {
    /** Control type (`h`, `o`, …). */
    readonly t?: string;
    /** Hello payload of a control message. */
    readonly d?: {
      readonly ts: number;
      readonly v: string;
      readonly h: string;
      readonly s: string;
    };
    /** Request number of a reply. */
    readonly r?: number;
    /** Action of a push. */
    readonly a?: string;
    /** Reply `{s, d}` or push body `{p, d, t, q, msg}`. */
    readonly b?: {
      readonly s?: string;
      readonly d?: unknown;
      readonly p?: string;
      readonly t?: number;
      readonly q?: unknown;
      readonly msg?: string;
    };
  };
}

/** A raw protocol client, for what the SDKs cannot show. */
export class RawClient {
  readonly messages: RawMessage[] = [];
  readonly rawFrames: string[] = [];
  private nextR = 1;
  private waiters: { test: (m: RawMessage) => boolean; resolve: (m: RawMessage) => void }[] = [];
  private pendingFrames = 0;
  private parts: string[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.onRaw(data.toString()));
  }

  /** Connects to `/.ws?v=5&ns=<ns>`. */
  static async connect(emulator: RunningEmulator, ns: string): Promise<RawClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${emulator.port}/.ws?v=5&ns=${ns}`);
    const client = new RawClient(socket);
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      }),
      'raw connect',
    );
    return client;
  }

  private onRaw(raw: string): void {
    this.rawFrames.push(raw);
    if (this.pendingFrames > 0) {
      this.parts.push(raw);
      if (--this.pendingFrames > 0) return;
      raw = this.parts.join('');
      this.parts = [];
    } else if (raw.length <= 6 && /^\d+$/.test(raw)) {
      this.pendingFrames = Number(raw);
      return;
    }
    const message = JSON.parse(raw) as RawMessage;
    this.messages.push(message);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(message)) return true;
      w.resolve(message);
      return false;
    });
  }

  /** Resolves with the first message (already received or future) that passes `test`. */
  waitFor(test: (m: RawMessage) => boolean, label = 'message'): Promise<RawMessage> {
    const found = this.messages.find(test);
    if (found !== undefined) return Promise.resolve(found);
    return withTimeout(
      new Promise<RawMessage>((resolve) => this.waiters.push({ test, resolve })),
      label,
    );
  }

  /** Sends a request without waiting; returns its request number. */
  send(action: string, body: unknown): number {
    const r = this.nextR++;
    this.sendText(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return r;
  }

  /** Sends a request and waits for its reply body `{s, d}`. */
  async request(action: string, body: unknown): Promise<{ s: string; d: unknown }> {
    const r = this.send(action, body);
    const reply = await this.waitFor((m) => m.d.r === r, `reply to ${action}`);
    return { s: reply.d.b?.s ?? '', d: reply.d.b?.d };
  }

  /** Sends raw text (a frame). */
  sendText(text: string): void {
    this.socket.send(text);
  }

  /** Closes the socket and waits until it is closed. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.socket.close();
    await withTimeout(closed, 'raw close');
  }
}

/** An unsigned emulator JWT with the given claims (as the Auth emulator issues them). */
export function mockJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ iat: 0, exp: 3600, ...claims })}.`;
}

/**
 * Sends an owner REST request and returns the parsed JSON (or text for non-JSON). `timeoutMs`
 * bounds the answer's wait ({@link OP_TIMEOUT_MS} unless given: a request over a million nodes
 * needs more on a busy two-core machine).
 */
export async function rest(
  emulator: RunningEmulator,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  token: string | null = 'owner',
  timeoutMs = OP_TIMEOUT_MS,
): Promise<{ status: number; body: unknown }> {
  const res = await withTimeout(
    fetch(`${emulator.url}${pathAndQuery}`, {
      method,
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
    `${method} ${pathAndQuery}`,
    timeoutMs,
  );
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text.length > 0 ? JSON.parse(text) : null;
  } catch {
    // not JSON (rules text with comments)
  }
  return { status: res.status, body: parsed };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Path } from '../../tree/node.js';
import { fromJSON, toJSON } from '../../tree/node.js';
import { withFirebaseArrays } from '../../tree/rest-arrays.js';
import { parseWireQuery } from '../../tree/query.js';
import type { AuthState } from '../../core/auth.js';
import type { Listen, ListenerSink } from '../../core/listen-registry.js';
import type { NamespaceDb } from '../../core/namespace-db.js';
import { mayRead } from '../../core/rules-gate.js';
import { READ_TOO_LARGE } from '../../core/transfer-limits.js';
import { respondError } from './http-utils.js';

const KEEP_ALIVE_MS = 30_000;
let nextStreamId = 1_000_000_000;

function plain(exported: unknown): unknown {
  return toJSON(fromJSON(exported));
}

function relative(base: Path, wire: string): string {
  const parts = wire.split('/').filter((s) => s.length > 0);
  return `/${parts.slice(base.length).join('/')}`;
}

/**
 * REST streaming (`Accept: text/event-stream`): a `put` of the current value at `/`, then `put`
 * and `patch` events as the data changes, `keep-alive` every 30 s, and `cancel` when the rules
 * stop allowing the read. Implemented as one more listener, so it sees exactly what WebSocket
 * clients see.
 */
export function handleStream(
  req: IncomingMessage,
  res: ServerResponse,
  db: NamespaceDb,
  who: AuthState,
  path: Path,
): void {
  const spec = parseWireQuery(undefined);
  if (!mayRead(db.rules, who, path, db.root, spec)) {
    return respondError(res, 401, 'Permission denied');
  }
  // The first `put` is one answer: over the size of one (256 MB) it is refused, as a GET is.
  if (db.tooLargeToAnswer(db.read(path))) {
    return respondError(res, 400, READ_TOO_LARGE);
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  const event = (name: string, data: unknown): void => {
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const sink: ListenerSink = {
    id: nextStreamId++,
    who,
    push(action, body) {
      const b = body as { p: string; d: unknown };
      // Pushes carry export format; REST shows plain values.
      if (action === 'd') event('put', { path: relative(path, b.p), data: plain(b.d) });
      else if (action === 'm') {
        const data = Object.fromEntries(
          Object.entries(b.d as Record<string, unknown>).map(([k, v]) => [k, plain(v)]),
        );
        event('patch', { path: relative(path, b.p), data });
      } else if (action === 'c') {
        event('cancel', 'Permission denied');
        res.end();
      }
    },
    forget: () => undefined,
  };
  const listen: Listen = {
    sink,
    path,
    pathKey: path.join('/'),
    queryId: '',
    spec,
    lastView: null,
  };
  db.listens.add(listen);
  event('put', { path: '/', data: withFirebaseArrays(toJSON(db.read(path))) });
  const keepAlive = setInterval(() => event('keep-alive', null), KEEP_ALIVE_MS);
  const stop = (): void => {
    clearInterval(keepAlive);
    db.listens.remove(listen);
  };
  req.socket.once('close', stop);
  res.once('close', stop);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { respondError } from '../rest/http-utils.js';
import type { Connection } from './connection.js';
import type { Namespaces } from './namespaces.js';

/** Long-polling sessions (`/.lp`), the browser SDK's fallback transport. */
export class LongPollSessions {
  constructor(
    private readonly namespaces: Namespaces,
    private readonly connections: Set<Connection>,
  ) {}

  /** Serves one `/.lp` request. */
  handle(_req: IncomingMessage, res: ServerResponse, _params: URLSearchParams): void {
    void this.namespaces;
    void this.connections;
    respondError(res, 404, 'Long polling not available');
  }

  /** Ends every session. */
  closeAll(): void {}
}

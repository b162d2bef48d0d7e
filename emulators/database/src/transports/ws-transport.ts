import type { WebSocket } from 'ws';
import { Connection, endPreviousSession } from '../protocol/connection.js';
import { FrameAssembler, splitIntoFrames } from '../protocol/framing.js';
import type { NamespaceDb } from '../core/namespace-db.js';

/**
 * Serves one WebSocket with the v5 protocol: hello first, frames joined and split, keepalive
 * ignored, onDisconnect run when the socket closes for any reason. `lastSessionId` is the URL's
 * `ls` (a reconnecting client's previous session), ended before this connection starts.
 */
export function serveWebSocket(
  socket: WebSocket,
  db: NamespaceDb,
  host: string,
  lastSessionId: string | null = null,
): Connection {
  const send = corkedSender(socket);
  const connection = new Connection(
    db,
    {
      send: (text) => {
        if (socket.readyState !== socket.OPEN) return;
        for (const frame of splitIntoFrames(text)) send(frame);
      },
      close: () => socket.terminate(),
    },
    host,
  );
  const frames = new FrameAssembler();
  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const whole = frames.push(data.toString());
    if (whole !== null) connection.receive(whole);
  });
  socket.on('close', () => connection.close());
  socket.on('error', () => connection.close());
  endPreviousSession(db, lastSessionId);
  connection.start();
  return connection;
}

/**
 * A send function that corks the TCP socket until the end of the current tick, so the replies and
 * pushes produced by one burst of pipelined requests leave in one write instead of one syscall
 * each (a third of the time of small acked writes went to `writev`). `ws` has no public cork, so
 * this reaches its underlying socket and falls back to plain sends without it.
 */
export function corkedSender(socket: WebSocket): (frame: string) => void {
  const raw = (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  let corked = false;
  return (frame) => {
    if (raw && !corked) {
      corked = true;
      raw.cork();
      process.nextTick(() => {
        corked = false;
        raw.uncork();
      });
    }
    socket.send(frame);
  };
}

import type { WebSocket } from 'ws';
import { Connection } from './connection.js';
import { FrameAssembler, splitIntoFrames } from './framing.js';
import type { NamespaceDb } from './namespace-db.js';

/**
 * Serves one WebSocket with the v5 protocol: hello first, frames joined and split, keepalive
 * ignored, onDisconnect run when the socket closes for any reason.
 */
export function serveWebSocket(socket: WebSocket, db: NamespaceDb, host: string): Connection {
  const connection = new Connection(
    db,
    {
      send: (text) => {
        if (socket.readyState !== socket.OPEN) return;
        for (const frame of splitIntoFrames(text)) socket.send(frame);
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
  connection.start();
  return connection;
}

import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ENDPOINTS } from '../../src/contract/endpoints';

/** Frames are JSON objects with a `type` (spec §7). The full protocol comes with messaging. */
type ClientFrame = { type: 'ping' } | { type: string; [k: string]: unknown };

const send = (socket: WebSocket, frame: object) => socket.send(JSON.stringify(frame));

/** The live connection endpoint: accepts connections and answers pings; more comes later. */
export async function registerLiveSocket(app: FastifyInstance): Promise<void> {
  app.get(ENDPOINTS.liveSocket, { websocket: true }, (socket) => {
    socket.on('message', (raw) => {
      let frame: ClientFrame;
      try {
        frame = JSON.parse(raw.toString()) as ClientFrame;
      } catch {
        return send(socket, { type: 'error', message: 'Frames must be JSON objects with a type.' });
      }
      if (frame?.type === 'ping') return send(socket, { type: 'pong' });
      return send(socket, { type: 'error', message: `Unknown frame type: ${String(frame?.type)}` });
    });
  });
}

import type { WebSocket } from 'ws';
import type { ServerFrame } from '../../src/contract/live';
import type { Db } from '../db/types';

/** Who a delivery is for. */
export type Audience = { scope: 'employee'; employeeId: string } | { scope: 'company'; companyId: string } | { scope: 'global' };

/** What travels between server processes: one message to deliver to whoever it is for. */
interface Delivery {
  audience: Audience;
  frame: ServerFrame;
}

interface Listener {
  employeeId: string;
  companyId: string;
}

const CHANNEL = 'freight_live';

/**
 * The live hub: each process keeps its own authenticated sockets; a delivery is published through
 * the database (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite), so every process behind a
 * load balancer hands it to its own sockets.
 */
export class LiveHub {
  private readonly sockets = new Map<WebSocket, Listener>();
  private unsubscribe?: () => Promise<void>;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.db.subscribe(CHANNEL, (payload) => {
      try {
        this.deliverHere(JSON.parse(payload) as Delivery);
      } catch {
        /* a malformed notification is nobody's message */
      }
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
  }

  /** A socket whose auth frame was accepted. */
  add(socket: WebSocket, listener: Listener): void {
    this.sockets.set(socket, listener);
  }

  remove(socket: WebSocket): void {
    this.sockets.delete(socket);
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Sends a frame to its audience on every server process. Call after the change is committed. */
  async publish(audience: Audience, frame: ServerFrame): Promise<void> {
    await this.db.publish(CHANNEL, JSON.stringify({ audience, frame } satisfies Delivery));
  }

  private deliverHere({ audience, frame }: Delivery): void {
    const text = JSON.stringify(frame);
    for (const [socket, who] of this.sockets) {
      const mine =
        audience.scope === 'global' ||
        (audience.scope === 'company' && audience.companyId === who.companyId) ||
        (audience.scope === 'employee' && audience.employeeId === who.employeeId);
      if (mine && socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}

import { Observable, Subject } from 'rxjs';
import { ENDPOINTS } from '../contract/endpoints';
import type { ClientFrame, ServerFrame } from '../contract/live';

/** What the live connection machine hears from the socket. */
export type SocketEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.frame'; frame: ServerFrame }
  /** `code` and `reason` as the server closed it (src/contract/live CLOSE: e.g. 4001 session ended, 4009 replaced). */
  | { type: 'socket.closed'; code: number; reason?: string };

/** Every frame the server sends, typed, for whoever wants to watch. */
export const frames$ = new Subject<ServerFrame>();

let current: WebSocket | undefined;

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${ENDPOINTS.liveSocket}`;

/**
 * The only code that opens the live socket (spec §7: /api/client/ws on the current host). One
 * subscription is one socket: its events arrive, and unsubscribing closes it.
 */
export function connectSocket(): Observable<SocketEvent> {
  return new Observable<SocketEvent>((subscriber) => {
    const ws = new WebSocket(socketUrl());
    current = ws;
    ws.onopen = () => subscriber.next({ type: 'socket.opened' });
    ws.onmessage = (e) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as ServerFrame;
      } catch {
        return; // not ours to understand
      }
      frames$.next(frame);
      subscriber.next({ type: 'socket.frame', frame });
    };
    ws.onclose = (e) => {
      if (current === ws) current = undefined;
      subscriber.next({ type: 'socket.closed', code: e.code, reason: e.reason });
      subscriber.complete();
    };
    return () => {
      ws.onclose = null;
      ws.onmessage = null;
      if (current === ws) current = undefined;
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(1000, 'stopped');
    };
  });
}

/** Sends a frame on the open socket; false when there is none. */
export function sendFrame(frame: ClientFrame): boolean {
  if (current?.readyState !== WebSocket.OPEN) return false;
  current.send(JSON.stringify(frame));
  return true;
}

import type { Agent } from 'node:http';
import { WebSocket } from 'ws';
import type { ServerFrame } from '../../../src/contract/live';

/**
 * A test's socket: frames queue up until read, so none is missed between awaits. With `agent` (a
 * keep-alive one) the upgrade goes over its idle connection, to the process that already holds it.
 */
export async function openLive(url: string, headers: Record<string, string> = {}, localAddress?: string, agent?: Agent) {
  const ws = new WebSocket(url, { headers, localAddress, ...(agent ? { agent } : {}) });
  const queue: ServerFrame[] = [];
  const waiters: ((f: ServerFrame) => void)[] = [];
  let closed: { code: number; reason: string } | undefined;
  const closeWaiters: ((c: { code: number; reason: string }) => void)[] = [];
  ws.on('message', (m) => {
    const frame = JSON.parse(m.toString()) as ServerFrame;
    const w = waiters.shift();
    if (w) w(frame);
    else queue.push(frame);
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    for (const w of closeWaiters.splice(0)) w(closed!);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    ws,
    send: (frame: object) => ws.send(JSON.stringify(frame)),
    next: (ms = 2000) =>
      new Promise<ServerFrame>((resolve, reject) => {
        const f = queue.shift();
        if (f) return resolve(f);
        const timer = setTimeout(() => reject(new Error('no frame arrived')), ms);
        waiters.push((frame) => {
          clearTimeout(timer);
          resolve(frame);
        });
      }),
    /** Resolves with the frames that arrive within `ms` (none expected: an empty list). */
    quiet: async (ms = 300) => {
      await new Promise((r) => setTimeout(r, ms));
      return queue.splice(0);
    },
    closed: () => (closed ? Promise.resolve(closed) : new Promise<{ code: number; reason: string }>((r) => closeWaiters.push(r))),
    close: () => ws.close(),
  };
}

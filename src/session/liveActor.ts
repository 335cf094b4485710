import { createActor, fromEventObservable } from 'xstate';
import { ENDPOINTS } from '../contract/endpoints';
import { liveConnectionMachine } from '../machines/liveConnectionMachine';
import { apiData } from '../streams/http';
import { connectSocket, frames$, sendFrame } from '../streams/socket';
import { logEvent } from '../streams/eventLog';
import type { ServerFrame } from '../contract/live';
import type { FrameHandlers, LiveHandlers } from '../ui/clientModule';
import { sessionActor } from './sessionActor';

let handlers: readonly LiveHandlers[] = [];
/** The app hands over what each module does with the connection (src/app/registry.ts): the session knows no module. */
export function installLiveHandlers(list: readonly LiveHandlers[]): void {
  handlers = list;
}

/** This tab's live connection: the machine with its real socket and effects. */
export const liveActor = createActor(
  liveConnectionMachine.provide({
    actors: { socket: fromEventObservable(() => connectSocket()) },
    actions: {
      sendAuth: (_, { token }) => void sendFrame({ type: 'auth', token }),
      sendPing: () => void sendFrame({ type: 'ping' }),
      // on every (re)connect: the count and the open lists catch up with what came meanwhile
      refreshUnread: () => {
        for (const h of handlers) h.onReconnect?.();
      },
      messageArrived: (_, { frame }) => {
        for (const h of handlers) h.onMessage?.(frame);
      },
      checkSession: () => void checkSession(),
    },
  }),
).start();

// Every frame of a kind a module declares goes to the modules handling that kind (an SI changed somewhere: its lists refetch, no reload).
frames$.subscribe((frame) => {
  for (const h of handlers) (h.frames?.[frame.type as keyof FrameHandlers] as ((f: ServerFrame) => void) | undefined)?.(frame);
});

// Spec §7: the auth message goes out once the current employee is loaded; logout stops it all.
let started: string | undefined;
const startIfReady = (s = sessionActor.getSnapshot()) => {
  const token = s.context.token;
  if (s.value === 'ready' && s.context.employee && token) {
    if (token !== started) liveActor.send({ type: 'live.start', token });
    started = token;
  } else if (s.value === 'signedOut' && (started || !liveActor.getSnapshot().matches('stopped'))) {
    liveActor.send({ type: 'live.stop' });
    started = undefined;
  }
};
sessionActor.subscribe(startIfReady);

/**
 * The server closed the socket because its session is gone (signed out elsewhere, replaced by a
 * newer sign-in, disabled). Rather than reconnecting with a dead token, ask the server about the
 * session: a 401 or 409 goes down the HTTP problem stream and the session machine signs out the
 * usual way (sign-in page, or the "signed in elsewhere" notice), which stops the connection. A
 * session that is fine after all (its token was exchanged meanwhile) starts the connection again.
 */
async function checkSession() {
  started = undefined; // whatever token the session holds next starts the connection again
  if (sessionActor.getSnapshot().value !== 'ready') return; // signing out or reloading: the session decides by itself
  // a 401/409 has reached the session machine by the time this throws: it is signed out, and the connection stops
  await apiData('GET', ENDPOINTS.currentEmployee).catch(() => undefined);
  startIfReady(); // alive: the same token retries in the 5 s rhythm, a new one connects at once
}

// Every state the connection enters goes into the client's event log (pings do not count).
let lastState = '';
liveActor.subscribe((s) => {
  const state = JSON.stringify(s.value);
  if (state !== lastState) logEvent({ type: 'v1.LiveConnection', state });
  lastState = state;
});

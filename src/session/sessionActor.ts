import { createActor, fromEventObservable, fromPromise } from 'xstate';
import { filter, map, Observable } from 'rxjs';
import { useSelector } from '@xstate/react';
import type { BoundEmployee, CurrentEmployee, CurrentUser } from '../contract/auth';
import type { MenuNode } from '../contract/admin';
import { ENDPOINTS } from '../contract/endpoints';
import { sessionMachine, type LoadedSession, type SessionEvent } from '../machines/sessionMachine';
import { findRoute } from '../routes';
import { api, apiData, httpProblems$, type HttpProblem } from '../streams/http';
import { clearToken, readAccountMode, readToken, storeAccountMode, storeToken } from '../streams/token';
import { go } from '../ui/navigation';
import { signInHref } from './signInRedirect';
import { currentEventLog, logEvent } from '../streams/eventLog';
import { deleteDraftDatabase } from '../streams/draftLog';

/** The problems the session reacts to; an outdated page is the shell's to announce. */
function toSessionEvent(p: HttpProblem): SessionEvent | undefined {
  switch (p.type) {
    case 'http.unauthorized':
      return { type: 'session.unauthorized' };
    case 'http.conflict':
      return { type: 'session.conflict' };
    case 'http.tokenHandedOver':
      return { type: 'session.tokenHandedOver', token: p.token };
    case 'http.outdated':
      return undefined;
  }
}

/** Spec §7: the current employee first (it tells the account mode), then the user and bound accounts. */
async function loadCurrent(): Promise<LoadedSession> {
  const answer = await api<CurrentEmployee | null>('GET', ENDPOINTS.currentEmployee);
  const employee = (answer.Status as unknown) === 1 && answer.Data ? answer.Data : undefined;
  if (employee?.AccountMode === 'employee') return { employee, bound: [] };
  const [user, bound] = await Promise.all([apiData<CurrentUser>('GET', ENDPOINTS.currentUser), apiData<BoundEmployee[]>('GET', ENDPOINTS.boundEmployees)]);
  return { user, employee, bound };
}

let wiping = false;
/** Signing out is wiping storage before a reload: nothing may write to it (or navigate) meanwhile. */
export const isWipingForReload = () => wiping;

/** The session of this browser tab: the machine with its real effects. */
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      loadCurrent: fromPromise(loadCurrent),
      loadMenuTree: fromPromise(() => apiData<MenuNode[]>('GET', ENDPOINTS.currentEmployeeMenuTree)),
      chooseDefault: fromPromise(() => apiData<string>('POST', ENDPOINTS.chooseDefaultEmployee)),
      logout: fromPromise(async () => {
        await api('POST', ENDPOINTS.logout).catch(() => undefined); // signing out never fails for the person
      }),
      httpProblems: fromEventObservable(() =>
        new Observable<HttpProblem>((s) => httpProblems$.subscribe((p) => s.next(p))).pipe(
          map(toSessionEvent),
          filter((e): e is SessionEvent => e !== undefined),
        ),
      ),
    },
    actions: {
      storeToken: ({ context }) => {
        if (context.token) storeToken(context.token);
        storeAccountMode(context.mode);
      },
      clearToken: () => clearToken(),
      // Spec §8: on pages that need a session, go to sign-in (company-account sign-in in employee mode).
      // Not while signing out wipes storage for its reload: the server closes the live socket of the
      // ended session, and a call answered 401 meanwhile would navigate, writing tabs and recents to the
      // storage just wiped (the logout e2e test saw one key survive the reload).
      goToSignIn: (_, { mode }) => {
        if (wiping || findRoute(location.pathname)?.allowLogout) return;
        go(signInHref(mode, `${location.pathname}${location.search}${location.hash}`), true);
      },
      goToConflict: () => {
        if (!wiping) go('/?showConflict', true);
      },
      // Spec §4: logging out clears the token and all local and session storage, then reloads.
      // The SI drafts in IndexedDB go too (before the reload): the next person here must not see them.
      wipeStorageAndReload: () => {
        wiping = true;
        localStorage.clear();
        sessionStorage.clear();
        void deleteDraftDatabase().finally(() => location.reload());
      },
      logChooseFailure: (_, { error }) => console.warn('No default employee could be assigned:', error),
    },
  }),
  { input: { token: readToken(), mode: readAccountMode() } },
).start();

// Every state the session enters goes into the client's event log (the first one included).
const logSessionState = (snapshot: ReturnType<typeof sessionActor.getSnapshot>) => {
  const state = String(snapshot.value);
  const last = currentEventLog().findLast((e) => e.event.type === 'v1.SessionEntered');
  if (!last || (last.event as { state: string }).state !== state) logEvent({ type: 'v1.SessionEntered', state });
};
logSessionState(sessionActor.getSnapshot());
sessionActor.subscribe(logSessionState);

export const sendSession = (event: SessionEvent) => sessionActor.send(event);

export function useSessionState() {
  return useSelector(sessionActor, (s) => s.value as string);
}

export function useSession() {
  return useSelector(sessionActor, (s) => s.context);
}

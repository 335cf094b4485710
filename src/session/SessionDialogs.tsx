import { lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { OnceOpened } from '../ui/OnceOpened';
import { sendSession, useSession, useSessionState } from './sessionActor';
import { useWorkbenchSide } from './access';
import { RETURN_PARAM, returnToOf } from './signInRedirect';

// the dialogs' markup, with Blueprint's dialog and the sign-in form, is fetched when one first opens
const SignInDialog = lazy(() => import('./SessionDialogViews').then((m) => ({ default: m.SignInDialog })));
const FirstLoginDialog = lazy(() => import('./SessionDialogViews').then((m) => ({ default: m.FirstLoginDialog })));

/** The public home pages: signing in there leads on to the person's workbench. */
const HOME_PAGES = new Set(['/', '/mainpage']);

/**
 * The sign-in dialog (opened by `?showLogin`, or `?showConflict` with the explanation of spec
 * §8's 409) and the first-sign-in dialog (FIRST_REGISTER). Like every dialog they close only
 * through their buttons.
 */
export function SessionDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useSessionState();
  const { firstLogin, employee } = useSession();
  const side = useWorkbenchSide();
  /** Set on signing in: the page the sign-in was asked for (spec §8), if any. */
  const [landing, setLanding] = useState<{ returnTo?: string }>();
  // Once the menu tree is in: back to the page that asked for a session, or from the home page
  // to the side the tree names (spec §2.19).
  useEffect(() => {
    if (!landing || state !== 'ready') return;
    setLanding(undefined);
    if (landing.returnTo) navigate(landing.returnTo, { replace: true });
    else if (employee && HOME_PAGES.has(location.pathname.toLowerCase())) navigate(side.home);
  }, [landing, state, employee, side, location.pathname, navigate]);
  const params = new URLSearchParams(location.search);
  const conflict = params.has('showConflict');
  const wantsSignIn = (params.has('showLogin') || conflict) && state === 'signedOut';

  const closeSignIn = () => {
    params.delete('showLogin');
    params.delete('showConflict');
    params.delete(RETURN_PARAM);
    const rest = params.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  };

  const firstLoginOpen = firstLogin && state === 'ready';
  const seeFirstLogin = () => sendSession({ type: 'session.firstLoginSeen' });

  return (
    <>
      <OnceOpened open={wantsSignIn}>
        <SignInDialog
          isOpen={wantsSignIn}
          conflict={conflict}
          employeeLoginHref={`/employeeLogin${params.has(RETURN_PARAM) ? `?${RETURN_PARAM}=${encodeURIComponent(params.get(RETURN_PARAM)!)}` : ''}`}
          onSignedIn={() => {
            setLanding({ returnTo: returnToOf(location.search) });
            closeSignIn();
          }}
          onClose={closeSignIn}
        />
      </OnceOpened>
      <OnceOpened open={firstLoginOpen}>
        <FirstLoginDialog isOpen={firstLoginOpen} onClose={seeFirstLogin} />
      </OnceOpened>
    </>
  );
}

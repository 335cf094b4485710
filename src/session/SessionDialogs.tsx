import { useEffect, useState } from 'react';
import { Button, Callout, Classes } from '@blueprintjs/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { AppDialog } from '../ui/AppDialog';
import { sendSession, useSession, useSessionState } from './sessionActor';
import { SignInForm } from './SignInForm';
import { useWorkbenchSide } from './access';
import { RETURN_PARAM, returnToOf } from './signInRedirect';

/** The public home pages: signing in there leads on to the person's workbench. */
const HOME_PAGES = new Set(['/', '/mainpage']);

/**
 * The sign-in dialog (opened by `?showLogin`, or `?showConflict` with the explanation of spec
 * §8's 409) and the first-sign-in dialog (FIRST_REGISTER). Like every dialog they close only
 * through their buttons.
 */
export function SessionDialogs() {
  const t = useT();
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

  return (
    <>
      <AppDialog isOpen={wantsSignIn} onClose={closeSignIn} title={t('signInTitle')} icon="lock">
        <div className={Classes.DIALOG_BODY}>
          {conflict && (
            <Callout intent="warning" title={t('conflictTitle')} className="sign-in-form__error" data-testid="conflict-notice">
              {t('conflictBody')}
            </Callout>
          )}
          <SignInForm
            mode="userBindEmployee"
            onSignedIn={() => {
              setLanding({ returnTo: returnToOf(location.search) });
              closeSignIn();
            }}
          />
          <p className="sign-in-form__alt">
            <Link to={`/employeeLogin${params.has(RETURN_PARAM) ? `?${RETURN_PARAM}=${encodeURIComponent(params.get(RETURN_PARAM)!)}` : ''}`}>
              {t('employeeLoginLink')}
            </Link>
          </p>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('close')} onClick={closeSignIn} />
          </div>
        </div>
      </AppDialog>
      <AppDialog
        isOpen={firstLogin && state === 'ready'}
        onClose={() => sendSession({ type: 'session.firstLoginSeen' })}
        title={t('firstLoginTitle')}
        icon="info-sign"
      >
        <div className={Classes.DIALOG_BODY}>
          <p>{t('firstLoginBody')}</p>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button intent="primary" text={t('gotIt')} onClick={() => sendSession({ type: 'session.firstLoginSeen' })} />
          </div>
        </div>
      </AppDialog>
    </>
  );
}

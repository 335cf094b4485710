import { useEffect, useState } from 'react';
import { Button, Callout, Classes } from '@blueprintjs/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { AppDialog } from '../../shell/AppDialog';
import { sendSession, useSession, useSessionState } from './sessionActor';
import { SignInForm } from './SignInForm';
import { useWorkbenchSide } from './access';

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
  const [landing, setLanding] = useState(false);
  // Signed in from the home page: once the menu tree is in, go to the side it names (spec §2.19).
  useEffect(() => {
    if (!landing || state !== 'ready') return;
    setLanding(false);
    if (employee && HOME_PAGES.has(location.pathname.toLowerCase())) navigate(side.home);
  }, [landing, state, employee, side, location.pathname, navigate]);
  const params = new URLSearchParams(location.search);
  const conflict = params.has('showConflict');
  const wantsSignIn = (params.has('showLogin') || conflict) && state === 'signedOut';

  const closeSignIn = () => {
    params.delete('showLogin');
    params.delete('showConflict');
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
              setLanding(true);
              closeSignIn();
            }}
          />
          <p className="sign-in-form__alt">
            <Link to="/employeeLogin">{t('employeeLoginLink')}</Link>
          </p>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t('close')} onClick={closeSignIn} />
          </div>
        </div>
      </AppDialog>
      <AppDialog isOpen={firstLogin && state === 'ready'} onClose={() => sendSession({ type: 'session.firstLoginSeen' })} title={t('firstLoginTitle')} icon="info-sign">
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

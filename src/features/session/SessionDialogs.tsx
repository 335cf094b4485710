import { Button, Callout, Classes } from '@blueprintjs/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { AppDialog } from '../../shell/AppDialog';
import { sendSession, useSession, useSessionState } from './sessionActor';
import { SignInForm } from './SignInForm';

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
  const { firstLogin } = useSession();
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
          <SignInForm mode="userBindEmployee" onSignedIn={closeSignIn} />
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

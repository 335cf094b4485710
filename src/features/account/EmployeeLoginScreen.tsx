import { useEffect } from 'react';
import { H3 } from '@blueprintjs/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { useSession, useSessionState } from '../../session/sessionActor';
import { SignInForm } from '../../session/SignInForm';
import { useWorkbenchSide } from '../../session/access';
import { returnToOf } from '../../session/signInRedirect';

/** /employeeLogin: sign-in with a company account ("employee" account mode). */
export default function EmployeeLoginScreen() {
  const t = useT();
  const navigate = useNavigate();
  const state = useSessionState();
  const { employee } = useSession();
  const side = useWorkbenchSide();
  const { search } = useLocation();

  // Once signed in: back to the page that asked for a session (spec §8), else to the side the
  // menu tree says (spec §2.19's bases).
  useEffect(() => {
    if (state === 'ready' && employee) navigate(returnToOf(search) ?? side.home, { replace: true });
  }, [state, employee, side, search, navigate]);

  return (
    <section className="employee-login">
      <H3>{t('employeeLoginLink')}</H3>
      <SignInForm mode="employee" />
      <p className="sign-in-form__alt">
        <Link to="/?showLogin">{t('userLoginLink')}</Link>
      </p>
    </section>
  );
}

import { useEffect } from 'react';
import { H3 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { useSession, useSessionState } from './sessionActor';
import { SignInForm } from './SignInForm';
import { useWorkbenchSide } from './access';

/** /employeeLogin: sign-in with a company account ("employee" account mode). */
export default function EmployeeLoginScreen() {
  const t = useT();
  const navigate = useNavigate();
  const state = useSessionState();
  const { employee } = useSession();
  const side = useWorkbenchSide();

  // Once signed in, to the side the menu tree says (spec §2.19's bases).
  useEffect(() => {
    if (state === 'ready' && employee) navigate(side.home, { replace: true });
  }, [state, employee, side, navigate]);

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

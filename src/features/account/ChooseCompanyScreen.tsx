import { useEffect, useState } from 'react';
import { H3 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { BindOffers } from './BindOffers';
import { BoundAccounts } from './BoundAccounts';
import { useSession, useSessionState } from '../../session/sessionActor';
import { useWorkbenchSide } from '../../session/access';

/** /chooseCompany: pick the company account to work as. */
export default function ChooseCompanyScreen() {
  const t = useT();
  const navigate = useNavigate();
  const state = useSessionState();
  const { employee, user } = useSession();
  const side = useWorkbenchSide();
  // After a switch the session reloads the employee and its menu tree; its side decides where to go.
  const [switchedTo, setSwitchedTo] = useState<number>();
  useEffect(() => {
    if (switchedTo !== undefined && state === 'ready' && employee?.Id === switchedTo) navigate(side.home);
  }, [switchedTo, state, employee, side, navigate]);
  return (
    <section className="employee-login">
      <H3>{t('chooseCompanyTitle')}</H3>
      {state === 'signedOut' ? (
        <p>
          {t('signInFirst')} <Link to="/chooseCompany?showLogin">{t('signIn')}</Link>
        </p>
      ) : (
        <>
          <p>{t('chooseCompanyHint')}</p>
          {user && <BindOffers />}
          <BoundAccounts onSwitched={(e) => setSwitchedTo(e.Id)} />
        </>
      )}
    </section>
  );
}

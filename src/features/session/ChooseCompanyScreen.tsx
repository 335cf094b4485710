import { H3 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { BoundAccounts } from './BoundAccounts';
import { useSessionState } from './sessionActor';
import { workbenchHome } from './workbenchHome';

/** /chooseCompany: pick the company account to work as. */
export default function ChooseCompanyScreen() {
  const t = useT();
  const navigate = useNavigate();
  const state = useSessionState();
  return (
    <section className="employee-login">
      <H3>{t('chooseCompanyTitle')}</H3>
      {state === 'signedOut' ? (
        <p>{t('signInFirst')} <Link to="/chooseCompany?showLogin">{t('signIn')}</Link></p>
      ) : (
        <>
          <p>{t('chooseCompanyHint')}</p>
          <BoundAccounts onSwitched={(e) => navigate(workbenchHome(e.CompanyKind))} />
        </>
      )}
    </section>
  );
}

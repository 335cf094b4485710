import { Card, H3, H5 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { useSession, useSessionState } from '../../session/sessionActor';
import { BindOffers } from './BindOffers';
import { MyJoinRequests } from './MyJoinRequests';

/** /join/entry: the two ways into a company, and the requests already sent. */
export default function JoinEntryScreen() {
  const t = useT();
  const signedIn = useSessionState() === 'ready';
  const { user } = useSession();
  return (
    <section className="join">
      <H3>{t('joinTitle')}</H3>
      <p>{t('joinIntro')}</p>
      {!signedIn && (
        <p>
          {t('signInFirst')} <Link to="/join/entry?showLogin">{t('signIn')}</Link> · <Link to="/register">{t('register')}</Link>
        </p>
      )}
      {signedIn && user && <BindOffers />}
      <div className="join__choices">
        <Card interactive>
          <H5>
            <Link to="/join/createCompany">{t('createCompanyTitle')}</Link>
          </H5>
        </Card>
        <Card interactive>
          <H5>
            <Link to="/join/bindCompany">{t('bindCompanyTitle')}</Link>
          </H5>
        </Card>
      </div>
      {signedIn && <MyJoinRequests />}
    </section>
  );
}

import { AnchorButton, Callout, Card, H2, Spinner } from '@blueprintjs/core';
import { Link, Navigate } from 'react-router-dom';
import { useWords } from '../../../i18n/words';
import { useWorkbenchSide } from '../../../session/access';
import { useSession, useSessionState } from '../../../session/sessionActor';
import { signInHref } from '../../../session/signInRedirect';
import { PublicSite } from '../public/PublicSite';
import { sitePageWords } from './words';

const HERE = '/external/BeforeWorkBench';

function Door() {
  const w = useWords(sitePageWords);
  const state = useSessionState();
  const { employee } = useSession();
  const side = useWorkbenchSide();
  if (state === 'ready' && employee) return <Navigate replace to={side.home} />;
  if (state !== 'ready' && state !== 'signedOut') return <Spinner aria-label={w.loading} />;
  return (
    <Card className="ptl-door" data-testid="workbench-door">
      <H2>{w.enterTitle}</H2>
      {state === 'ready' ? (
        <Callout intent="primary">
          {w.noCompanyYet} <Link to="/join/entry">{w.joinCompany}</Link>
        </Callout>
      ) : (
        <>
          <p>{w.enterIntro}</p>
          <div className="ptl-door__choices">
            <AnchorButton large intent="primary" icon="log-in" href={`${HERE}?showLogin`} text={w.signInPersonal} />
            <AnchorButton large icon="office" href={signInHref('employee', HERE)} text={w.signInCompany} />
          </div>
          <p className="ptl-door__more">
            <Link to="/register">{w.register}</Link> · <Link to="/join/entry">{w.joinCompany}</Link>
          </p>
        </>
      )}
    </Card>
  );
}

/** `/external/BeforeWorkBench`: a signed-in employee goes on to their side's workbench; anyone else signs in, registers or joins a company. */
export default function BeforeWorkBenchPage() {
  return (
    <PublicSite>
      <Door />
    </PublicSite>
  );
}

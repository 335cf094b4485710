import { Suspense, lazy } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { useSessionState } from './sessionActor';

const SignedInMenu = lazy(() => import('./SignedInMenu'));

/** The navbar's account control: sign in, or who is signed in (see SignedInMenu). */
export default function SessionMenu() {
  const t = useT();
  const navigate = useNavigate();
  const state = useSessionState();
  const busy = <Spinner size={16} aria-label={t('sessionLoading')} />;
  if (state === 'boot' || state === 'loading' || state === 'choosingDefault') return busy;
  if (state === 'signedOut') {
    return <Button variant="minimal" icon="lock" text={t('signIn')} onClick={() => navigate(`${location.pathname}?showLogin`)} />;
  }
  return (
    <Suspense fallback={busy}>
      <SignedInMenu />
    </Suspense>
  );
}

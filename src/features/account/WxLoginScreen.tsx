import { useEffect, useState } from 'react';
import { AnchorButton, Callout, H3, Spinner } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import { useT } from '../../i18n/useT';
import { useWxLoginConfig } from './api/account';
import { sendSession } from '../../session/sessionActor';

/**
 * /wxLogin: sign-in through the social messaging app (OAuth2 authorisation code, server side).
 * The callback comes back here with the token in the URL fragment; without a configured
 * provider the page says so plainly.
 */
export default function WxLoginScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const config = useWxLoginConfig();

  useEffect(() => {
    const hash = new URLSearchParams(location.hash.slice(1));
    const token = hash.get('token');
    if (token) {
      history.replaceState(null, '', location.pathname); // the token leaves the address bar at once
      sendSession({ type: 'session.signedIn', token, firstRegister: hash.get('first') === '1', mode: 'userBindEmployee' });
      navigate('/', { replace: true });
    } else if (hash.get('error')) {
      setError(hash.get('error') === 'denied' ? t('wxDenied') : t('wxFailed'));
    }
  }, [navigate, t]);

  return (
    <section className="employee-login">
      <H3>{t('wxTitle')}</H3>
      {error && (
        <Callout intent="danger" role="alert" className="sign-in-form__error">
          {error}
        </Callout>
      )}
      {config.isPending ? (
        <Spinner size={20} />
      ) : config.data?.Enabled ? (
        <AnchorButton href={ENDPOINTS.wxLoginStart} intent="success" icon="link" size="large" text={t('wxStart')} />
      ) : (
        <Callout intent="warning" data-testid="wx-status">
          {t('wxNotConfigured')}
        </Callout>
      )}
      <p className="sign-in-form__alt">
        <Link to="/?showLogin">{t('signIn')}</Link>
      </p>
    </section>
  );
}

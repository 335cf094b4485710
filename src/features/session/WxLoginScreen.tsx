import { Callout, H3, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import { useT } from '../../i18n/useT';
import { apiData } from '../../streams/http';

/**
 * /wxLogin: sign-in through a social messaging app (OAuth2 authorisation code). It says plainly
 * whether this server is configured for it; no provider is faked.
 */
export default function WxLoginScreen() {
  const t = useT();
  const config = useQuery({ queryKey: ['wxLoginConfig'], queryFn: () => apiData<{ Enabled: boolean }>('GET', ENDPOINTS.wxLoginConfig) });
  return (
    <section className="employee-login">
      <H3>{t('wxTitle')}</H3>
      {config.isPending ? (
        <Spinner size={20} />
      ) : (
        <Callout intent="warning" data-testid="wx-status">{config.data?.Enabled ? t('wxConfigured') : t('wxNotConfigured')}</Callout>
      )}
      <p className="sign-in-form__alt"><Link to="/?showLogin">{t('signIn')}</Link></p>
    </section>
  );
}

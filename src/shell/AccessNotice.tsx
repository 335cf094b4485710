import { Button, Callout, H2, NonIdealState } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { useWorkbenchSide } from '../features/session/access';
import { accessPath } from '../routes/access';
import { useRoute } from './routeContext';

/** A route outside the person's menu tree (spec §6): said plainly, with the way back. */
export function NoPermission() {
  const route = useRoute();
  const lang = useLanguage();
  const t = useT();
  const navigate = useNavigate();
  const side = useWorkbenchSide();
  return (
    <section className="access-notice" data-testid="no-permission">
      <H2>{route.title[lang]}</H2>
      <Callout intent="danger" icon="lock" title={t('noPermissionTitle')}>
        <p>{t('noPermissionBody')}</p>
        <p>
          <code>{accessPath(route)}</code>
        </p>
        <Button intent="primary" text={t('backToWorkbench')} onClick={() => navigate(side.home)} />
      </Callout>
    </section>
  );
}

/** A signed-out visitor on a page that needs a session: sign in here, and stay on the page. */
export function SignInRequired() {
  const route = useRoute();
  const lang = useLanguage();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <NonIdealState
      className="access-notice"
      icon="log-in"
      title={route.title[lang]}
      description={t('signInFirst')}
      action={<Button intent="primary" text={t('signIn')} onClick={() => navigate(`${location.pathname}?showLogin`)} />}
    />
  );
}

import { Button, Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { useWorkbenchSide } from '../session/access';
import { accessPath } from '../routes/access';
import { useRoute } from '../ui/routeContext';

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

import { Callout, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { MODULES, type ModuleKey } from '../routes/modules';
import { useRoute } from '../ui/routeContext';

/**
 * The honest page of a route whose screen belongs to a later issue: its title, module and a
 * clear notice. Never a fake screen.
 */
export function NotBuiltScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const t = useT();
  const module = MODULES[route.module as ModuleKey];
  return (
    <section className="not-built" data-testid="not-built">
      <H2>{route.title[lang]}</H2>
      <Callout intent="warning" icon="build" title={t('notBuiltTitle')}>
        {t('notBuiltBody')}
      </Callout>
      <HTMLTable compact className="not-built__facts">
        <tbody>
          <tr>
            <th>{t('module')}</th>
            <td>{module ? module[lang] : route.module}</td>
          </tr>
          <tr>
            <th>{t('path')}</th>
            <td>
              <code>{route.path}</code>
            </td>
          </tr>
          <tr>
            <th>{t('layout')}</th>
            <td>
              <Tag minimal>{route.layout}</Tag>
            </td>
          </tr>
        </tbody>
      </HTMLTable>
    </section>
  );
}

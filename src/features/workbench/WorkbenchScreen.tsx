import { useMemo } from 'react';
import { Card, H2, H4, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { usePersisted } from '../../lib/usePersisted';
import { findRoute, routes } from '../../routes';
import { MODULES, type ModuleKey } from '../../routes/modules';
import type { RouteDef } from '../../routes/types';
import { recentRoutes } from '../../shell/recentRoutes';

/**
 * /workbench: the staff side's start page — recently opened pages and a directory of every
 * module with its pages (built ones marked), so nothing in the product is hard to find.
 */
export default function WorkbenchScreen() {
  const lang = useLanguage();
  const t = useT();
  const recent = usePersisted(recentRoutes)
    .map((p) => findRoute(p))
    .filter((r): r is RouteDef => !!r && r.path !== '/workbench');

  const modules = useMemo(() => {
    const by = new Map<string, RouteDef[]>();
    for (const r of routes) if (!r.redirectTo && !r.highlightParent) by.set(r.module, [...(by.get(r.module) ?? []), r]);
    return [...by.entries()];
  }, []);

  return (
    <section className="workbench-home">
      <H2>{t('workbenchWelcome')}</H2>
      <p>{t('workbenchIntro')}</p>
      {recent.length > 0 && (
        <Card className="workbench-home__recent">
          <H4>{t('paletteRecent')}</H4>
          <div className="workbench-home__links">
            {recent.map((r) => (
              <Link key={r.path} to={r.path} className="workbench-home__link">{r.title[lang]}</Link>
            ))}
          </div>
        </Card>
      )}
      <div className="workbench-home__modules">
        {modules.map(([key, list]) => {
          const built = list.filter((r) => r.screen).length;
          return (
            <Card key={key} className="workbench-home__module">
              <H4>
                {MODULES[key as ModuleKey]?.[lang] ?? key}{' '}
                <Tag minimal>{built}/{list.length} {t('builtCount')}</Tag>
              </H4>
              <ul>
                {list.map((r) => (
                  <li key={r.path}>
                    <Link to={r.path}>{r.title[lang]}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

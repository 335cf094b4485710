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
import { accessPath, routeAllowed } from '../../routes/access';
import { useGrants } from '../session/access';

/**
 * /workbench and /external/workbench: a side's start page — recently opened pages and a
 * directory of every page the person's menu tree opens, by module (built ones counted).
 */
export default function WorkbenchScreen() {
  const lang = useLanguage();
  const t = useT();
  const grants = useGrants();
  const recent = usePersisted(recentRoutes)
    .map((p) => findRoute(p))
    .filter((r): r is RouteDef => !!r && r.path !== '/workbench' && r.path !== '/external/workbench' && routeAllowed(r, grants));

  // The pages this person's menu tree opens (spec §6), by module.
  const modules = useMemo(() => {
    const by = new Map<string, RouteDef[]>();
    for (const r of routes) {
      if (r.redirectTo || r.highlightParent || accessPath(r) === undefined || !routeAllowed(r, grants)) continue;
      by.set(r.module, [...(by.get(r.module) ?? []), r]);
    }
    return [...by.entries()];
  }, [grants]);

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

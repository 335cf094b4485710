import { Card, H4 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { usePersisted } from '../../lib/usePersisted';
import { findRoute } from '../../routes';
import type { RouteDef } from '../../routes/types';
import { recentRoutes } from '../../ui/recentRoutes';
import { mayOpen } from '../../session/access';
import { useWords } from '../../i18n/words';
import { workbenchWords } from './words';

const START_PAGES = new Set(['/workbench', '/external/workbench']);

/** The pages this person opened last (and may still open): everyone's first shortcut. */
export function RecentPages() {
  const lang = useLanguage();
  const w = useWords(workbenchWords);
  const recent = usePersisted(recentRoutes)
    .map((p) => findRoute(p))
    .filter((r): r is RouteDef => !!r && !START_PAGES.has(r.path) && mayOpen(r))
    .slice(0, 8);
  return (
    <Card className="start-card start-card--wide" data-testid="start-recent">
      <H4>{w.recentlyOpened}</H4>
      {recent.length === 0 ? (
        <p className="start-card__empty">{w.noPagesOpenedYet}</p>
      ) : (
        <div className="workbench-home__links">
          {recent.map((r) => (
            <Link key={r.path} to={r.path} className="workbench-home__link">
              {r.title[lang]}
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}

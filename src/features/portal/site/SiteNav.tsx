import { NavLink } from 'react-router-dom';
import type { PublicSite } from '../../../contract/portal/publicCalls';
import { VARIANT_HOME } from '../../../domain/portal/site';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { findRoute } from '../../../routes';
import { sitePageWords } from './words';

/** A new portal's pages when its settings name no navigation (§15.1 NEW_MH routes). */
export const NEW_MH_DEFAULT_NAV = [
  '/external/home',
  '/external/company',
  '/external/service',
  '/external/product',
  '/external/newsList',
  '/external/aboutus',
  '/external/electronic/download',
  '/external/BeforeWorkBench',
] as const;

/**
 * The new portal's navigation under its header: the site's own `Nav` setting (its labels as the
 * company typed them), else the default pages titled in the page's language. It takes the place of
 * the frame's list of pages (public.css hides that one while this one shows).
 */
export function SiteNav({ site }: { site: PublicSite }) {
  const lang = useLanguage();
  const w = useWords(sitePageWords);
  const items = site.Nav.length
    ? site.Nav.map((n) => ({ path: n.Path, label: n.Label }))
    : NEW_MH_DEFAULT_NAV.map((path) => ({ path, label: path === VARIANT_HOME.NEW_MH ? w.home : (findRoute(path)?.title[lang] ?? path) }));
  return (
    <nav className="ptl-sitenav" aria-label={w.siteNav} data-testid="site-nav">
      {items.map((i) =>
        i.path.startsWith('/') ? (
          <NavLink key={i.path} to={i.path} end={i.path !== '/external/service'} className="ptl-sitenav__link">
            {i.label}
          </NavLink>
        ) : (
          <a key={i.path} href={i.path} className="ptl-sitenav__link" rel="noopener">
            {i.label}
          </a>
        ),
      )}
    </nav>
  );
}

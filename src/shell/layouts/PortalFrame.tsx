import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { routes } from '../../routes';
import type { LayoutKind, RouteDef } from '../../routes/types';
import { useBrand } from '../../ui/brand';
import { type ShellModules, useShellModules } from '../shellModules';
import { SiteContact } from './SiteContact';

export interface PortalFrameProps {
  layout: LayoutKind;
  /** The site's brand line (each portal variant names itself). */
  brand: string;
  home: string;
  children: ReactNode;
}

/**
 * A portal page's own top-level pages: its routes that are not detail pages, redirects or errors,
 * and that are built (a screen is attached): until the public sites are built, a visitor is not
 * sent to "not built yet" pages (issue 32: 10 of 13 links on / went there).
 */
export function portalLinks(layout: LayoutKind, screenFor: ShellModules['screenFor']): RouteDef[] {
  return routes.filter((r) => r.layout === layout && !r.highlightParent && !r.redirectTo && !r.aliasOf && !r.path.endsWith('/404') && !!screenFor(r.path));
}

/**
 * The controls at the right of a public site's header, handed down by the entry: the staff shell's
 * (palette, language, theme, the modules' navbar items, the session menu: src/app/App.tsx), or the
 * public entry's light ones (src/public/PublicControls.tsx), so the public sites' first page does
 * not carry the session.
 */
export const PortalControlsContext = createContext<ComponentType>(() => null);

/** The public sites' frame: a header with the site's pages, the page, a footer. */
export function PortalFrame({ layout, brand, home, children }: PortalFrameProps) {
  const lang = useLanguage();
  const t = useT();
  const { screenFor } = useShellModules();
  const Controls = useContext(PortalControlsContext);
  const links = portalLinks(layout, screenFor);
  // a portal whose own home is not built yet leads home to the main site's
  const homeHref = screenFor(home) ? home : '/';
  const site = useBrand(); // a company's own site shows its name and logo, not the platform's
  const name = site.companySite ? site.name : brand;
  return (
    <div className={`portal portal--${layout}`} data-company-site={site.companySite || undefined}>
      <header className="portal__header">
        <NavLink to={homeHref} className="portal__brand" data-testid="site-brand">
          {site.logo && <img src={site.logo} alt="" className="portal__logo" />}
          {name}
        </NavLink>
        <nav className="portal__nav" aria-label={t('portalNav')}>
          {links.map((r) => (
            <NavLink key={r.path} to={r.path} className="portal__link" end>
              {r.title[lang]}
            </NavLink>
          ))}
        </nav>
        <div className="portal__controls">
          <Controls />
        </div>
      </header>
      <main className="portal__main">{children}</main>
      <footer className="portal__footer" data-testid="site-footer">
        <SiteContact />
        <div>{site.companySite ? `© ${site.name}` : t('footer')}</div>
      </footer>
    </div>
  );
}

import { Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { MAIN_SITE_HOSTS } from '../../../contract/endpoints';
import type { PublicSite as Site } from '../../../contract/portal/publicCalls';
import { VARIANT_HOME, variantOfPath } from '../../../domain/portal/site';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { useRoute } from '../../../ui/routeContext';
import { previewOf, publicSiteOptions } from '../api/public';
import { SiteNav } from '../site/SiteNav';
import { portalWords, siteWords } from '../words';
import './public.css';

const SiteContext = createContext<{ site: Site; preview?: string } | undefined>(undefined);
/** The site a public page shows, and the preview token it reads drafts with. */
export const usePublicSite = () => useContext(SiteContext)!;

/** Sets a meta tag of the page's head (description, robots), creating it once. */
function setMeta(name: string, content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) return tag?.remove();
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** The platform's main site: localhost on a development machine's *.localhost sites. */
const mainSiteHref = () =>
  location.hostname.endsWith('.localhost') ? `//localhost${location.port ? `:${location.port}` : ''}/` : `//${MAIN_SITE_HOSTS[MAIN_SITE_HOSTS.length - 1]}/`;

/** The neutral page of a host no enabled site has (§15.1 step 3). */
export function SiteNotSetUp() {
  const w = useWords(siteWords);
  return (
    <Callout intent="warning" title={w.notSetUp} className="ptl-notsetup" data-testid="site-not-set-up">
      <p>{w.notSetUpHint}</p>
      <a href={mainSiteHref()}>{w.toMainSite}</a>
    </Callout>
  );
}

/**
 * A public page of a company site (§15.2): the site's published settings (its brand in the title,
 * its description in the meta tags), a preview's ribbon and noindex, "not set up" for a host no
 * enabled site has, and another variant's page sends the visitor to this variant's home.
 */
export function PublicSite({ children }: { children: ReactNode }) {
  const w = useWords(portalWords);
  const lang = useLanguage();
  const route = useRoute();
  const preview = previewOf();
  const q = useQuery(publicSiteOptions(preview));
  const site = q.data;
  useEffect(() => {
    if (!site) return;
    // after the shell's own title (its effect, a parent's, runs after this one when the language changes)
    const title = [route.title[lang], site.Title || site.CompanyName].filter(Boolean).join(' · ');
    const later = setTimeout(() => {
      document.title = title;
    });
    setMeta('description', site.Description || undefined);
    setMeta('keywords', site.Keywords || undefined);
    setMeta('robots', site.Preview ? 'noindex, nofollow' : undefined);
    if (site.ThemeColor) document.documentElement.style.setProperty('--ptl-theme', site.ThemeColor);
    return () => clearTimeout(later);
  }, [site, route, lang]);
  if (q.error instanceof ApiError && q.error.status === 404) return <SiteNotSetUp />;
  if (!site) return <Spinner aria-label={w.loading} />;
  const pageVariant = variantOfPath(route.path);
  if (site.Variant !== 'MAIN' && pageVariant && pageVariant !== site.Variant) return <Navigate replace to={VARIANT_HOME[site.Variant]} />;
  return (
    <SiteContext.Provider value={{ site, preview }}>
      {site.Preview && (
        <div className="ptl-ribbon" role="status" data-testid="preview-ribbon">
          {w.previewRibbon}
        </div>
      )}
      <div className="ptl-public" data-variant={site.Variant}>
        {site.Variant === 'NEW_MH' && <SiteNav site={site} />}
        {children}
        {(site.Icp || site.PublicSecurity || site.Footer) && (
          <div className="ptl-legal" data-testid="site-legal">
            {site.Footer && <span>{site.Footer}</span>}
            {site.Icp && <span>{site.Icp}</span>}
            {site.PublicSecurity && <span>{site.PublicSecurity}</span>}
          </div>
        )}
      </div>
    </SiteContext.Provider>
  );
}

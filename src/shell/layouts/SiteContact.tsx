import { useQuery } from '@tanstack/react-query';
import { PORTAL_PATHS } from '../../contract/portal/module';
import type { SiteContact as Contact } from '../../contract/portal/module';
import { commonWords } from '../../i18n/commonWords';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { apiData } from '../../streams/http';
import { isMainSite } from '../../streams/site';
import { shellWords } from '../words';

/** The contact call for this host: the main sites ask for the platform's, a company's site for its owner's. */
export const contactPath = (host: string) =>
  isMainSite(host) ? PORTAL_PATHS.siteContact : `${PORTAL_PATHS.siteContact}?DomainName=${encodeURIComponent(host)}`;

/**
 * How a visitor reaches the operator (issue 32: a visitor found no way to contact anyone): phone,
 * e-mail and address from the company record of the site's owner, on every public page.
 */
export function SiteContact() {
  const lang = useLanguage();
  const c = useWords(commonWords);
  const w = useWords(shellWords);
  const host = location.hostname;
  const contact = useQuery({ queryKey: ['siteContact', host], queryFn: () => apiData<Contact>('GET', contactPath(host)), staleTime: Number.POSITIVE_INFINITY });
  const d = contact.data;
  if (!d) return null;
  return (
    <address className="portal__contact" data-testid="site-contact" aria-label={w.contactUs}>
      <strong>{(lang === 'en' && d.CompanyNameEn) || d.CompanyName}</strong>
      {d.Phone && (
        <span>
          {c.phone}: <a href={`tel:${d.Phone.replace(/[^\d+]/g, '')}`}>{d.Phone}</a>
        </span>
      )}
      {d.Email && (
        <span>
          {c.eMail}: <a href={`mailto:${d.Email}`}>{d.Email}</a>
        </span>
      )}
      {d.Address && (
        <span>
          {c.address}: {d.Address}
        </span>
      )}
    </address>
  );
}

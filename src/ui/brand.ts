import { dictionary } from '../i18n/dictionary';
import { useLanguage, type Language } from '../i18n/language';
import { useSiteOwner } from '../streams/site';
import type { DomainInfo } from '../contract/auth';

export interface Brand {
  /** The name people read in the title, header and footer. */
  name: string;
  logo?: string;
  /** A company's own site (spec §7 ShowPointTo), not the platform's main site. */
  companySite: boolean;
}

/** Whose site this is: the owning company on its own domain, else the platform. */
export function brandOf(owner: DomainInfo | undefined, lang: Language): Brand {
  if (!owner) return { name: dictionary.appName[lang], companySite: false };
  const name = (lang === 'en' && owner.CompanyNameEn?.trim()) || owner.CompanyName;
  return { name, logo: owner.Logo ?? undefined, companySite: true };
}

export function useBrand(): Brand {
  return brandOf(useSiteOwner(), useLanguage());
}

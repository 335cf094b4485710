import { MAIN_SITE_HOSTS } from '../../contract/headers';

/** A company site's variant (operations.md §15.1): which layout and which public routes it has. */
export const PORTAL_VARIANTS = ['NEW_MH', 'MH', 'TMH', 'CUSTOMER'] as const;
export type PortalVariant = (typeof PORTAL_VARIANTS)[number];

/** Each variant's home page: `/`, `/mainPage` and a public route of another variant go here. */
export const VARIANT_HOME: Record<PortalVariant, string> = {
  NEW_MH: '/external/home',
  MH: '/external/MHpage/Home',
  TMH: '/external/thome',
  CUSTOMER: '/customer/home',
};

/** The public routes only one variant has (the pages every site has — tracking, sign-in, shares — are not listed). */
const VARIANT_PREFIXES: Record<PortalVariant, readonly string[]> = {
  NEW_MH: ['/external/home', '/external/company', '/external/service', '/external/newsList', '/external/newsDetaile', '/external/product', '/external/aboutus'],
  MH: ['/external/MHpage/'],
  TMH: ['/external/thome'],
  CUSTOMER: [
    '/customer/home',
    '/customer/company',
    '/customer/product',
    '/customer/aboutus',
    '/customer/contact',
    '/customer/freightCenter',
    '/customer/booking',
    '/customer/quicksearch',
    '/customer/dataDownload',
  ],
};

/** The variant a public path belongs to, if it belongs to one only. */
export function variantOfPath(path: string): PortalVariant | undefined {
  return PORTAL_VARIANTS.find((v) => VARIANT_PREFIXES[v].some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`))));
}

/**
 * Where a visitor of a `variant` site asking for `path` goes instead (§15.1): `/` and `/mainPage` and
 * another variant's public route → this variant's home; anything else stays (undefined).
 */
export function redirectForVariant(variant: PortalVariant, path: string): string | undefined {
  if (path === '/' || path === '/mainPage') return VARIANT_HOME[variant];
  const owner = variantOfPath(path);
  return owner && owner !== variant ? VARIANT_HOME[variant] : undefined;
}

/** Why a domain cannot be a site's: its code and words, or undefined when it can. */
export interface DomainProblem {
  Code: 'DOMAIN_INVALID' | 'DOMAIN_MAIN_HOST' | 'DOMAIN_LOCALHOST' | 'DOMAIN_NOT_LOWER_CASE';
  en: string;
  zh: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A site's domain: a lower-case valid host name, never a main host of the platform, never bare `localhost`. */
export function domainProblem(domain: string): DomainProblem | undefined {
  if (domain !== domain.toLowerCase())
    return { Code: 'DOMAIN_NOT_LOWER_CASE', en: `Write the domain ${domain} in lower case.`, zh: `域名 ${domain} 须全部小写。` };
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1] ?? ''))
    return {
      Code: 'DOMAIN_INVALID',
      en: `${domain} is not a valid host name (e.g. www.example.com).`,
      zh: `${domain} 不是有效的域名（例如 www.example.com）。`,
    };
  if (MAIN_SITE_HOSTS.includes(domain))
    return {
      Code: 'DOMAIN_MAIN_HOST',
      en: `${domain} is the platform's own site and cannot be a company site.`,
      zh: `${domain} 是平台主站域名，不能用作企业门户。`,
    };
  return undefined;
}

/** Bare `localhost` is refused before it is parsed: it has one label and is a main host. */
export function domainsProblem(domains: readonly string[]): DomainProblem | undefined {
  for (const d of domains) {
    if (d === 'localhost') return { Code: 'DOMAIN_LOCALHOST', en: 'localhost cannot be a company site.', zh: 'localhost 不能用作企业门户域名。' };
    const p = domainProblem(d);
    if (p) return p;
  }
  if (new Set(domains).size !== domains.length) return { Code: 'DOMAIN_INVALID', en: 'A domain is listed twice.', zh: '域名重复。' };
  return undefined;
}

/** The host a request names, lower-case, without its port. */
export const hostOf = (host: string | undefined): string => (host ?? '').replace(/:\d+$/, '').toLowerCase();

/**
 * A host the platform's own site answers on: a main host (spec §9), or an address literal (IPv4, or
 * IPv6 in brackets), which no company's domain can be (a domain's last label is never a number). A
 * deployment reached by its address — a LAN's 192.168.1.10:8080 — is the main site, not "a site not
 * set up".
 */
export function isMainHost(host: string | undefined): boolean {
  const h = hostOf(host);
  return MAIN_SITE_HOSTS.includes(h) || /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || /^\[[0-9a-f:.]+\]$/.test(h);
}

import type { Address, Enterprise, SiteConfig, SiteSettings } from '../../../src/contract/portal/calls';
import type { PublicEnterprise } from '../../../src/contract/portal/publicCalls';
import type { PortalVariant } from '../../../src/domain/portal/site';
import type { Queryable } from '../../db/types';
import { type AddressRow, addressesOf, type EnterpriseRow, enterpriseOf } from './profileRepository';
import type { SiteRow } from './siteRepository';

/** Rows as the wire names them, and the snapshot a publish writes. */

export const EMPTY_SETTINGS: SiteSettings = { Title: '', Description: '', Keywords: '', ThemeColor: '', Nav: [], Footer: '', Icp: '', PublicSecurity: '' };

/** The host a company's domain should be a CNAME of (the platform's front door). */
export const CNAME_TARGET = 'sites.globalfreight.cn';

export function presentSite(companyId: string, companyName: string, s: SiteRow | undefined): SiteConfig {
  return {
    CompanyId: Number(companyId),
    CompanyName: companyName,
    Exists: !!s,
    Enabled: s?.ptl_enabled ?? false,
    Variant: (s?.ptl_variant ?? 'CUSTOMER') as PortalVariant,
    Domains: s?.domains ?? [],
    PortalKey: s?.ptl_portal_key ?? '',
    Lang: s?.ptl_lang === 'en' ? 'en' : 'zh',
    Settings: { ...EMPTY_SETTINGS, ...(s?.ptl_settings as Partial<SiteSettings> | undefined) },
    PublishedVersion: s?.ptl_published_version ?? null,
    Version: s?.version ?? 0,
    CnameTarget: CNAME_TARGET,
    DomainsReservedUntil: s && !s.ptl_enabled ? s.reserved_until : null,
  };
}

export function presentEnterprise(companyId: string, e: EnterpriseRow | undefined): Enterprise {
  const lic = e?.licences ?? {};
  const con = e?.contact ?? {};
  return {
    CompanyId: Number(companyId),
    NameZh: e?.name_zh ?? '',
    NameEn: e?.name_en ?? '',
    LogoMediaId: e?.logo_media_id ? Number(e.logo_media_id) : null,
    LogoUrl: e?.logo_url ?? null,
    Slogan: e?.slogan ?? '',
    Intro: e?.intro ?? '',
    Founded: e?.founded ?? '',
    Licences: { Nvocc: lic.Nvocc ?? '', Customs: lic.Customs ?? '', Fmc: lic.Fmc ?? '' },
    Contact: { Person: con.Person ?? '', Phone: con.Phone ?? '', Email: con.Email ?? '', Address: con.Address ?? '' },
    Version: e?.version ?? 0,
  };
}

export function presentAddress(a: AddressRow): Address {
  return {
    Id: Number(a.id),
    NameZh: a.name_zh,
    NameEn: a.name_en,
    Address: a.address,
    Latitude: a.latitude === null ? null : Number(a.latitude),
    Longitude: a.longitude === null ? null : Number(a.longitude),
    Phone: a.phone,
    Email: a.email,
    Hours: a.hours,
    Order: a.ord,
    HeadOffice: a.head_office,
  };
}

/** What visitors of a site see (a published version's snapshot, or the drafts under a preview token). */
export interface SiteSnapshot {
  Variant: PortalVariant;
  Lang: string;
  Settings: SiteSettings;
  Enterprise: PublicEnterprise;
  Addresses: Address[];
}

export async function draftSnapshot(q: Queryable, s: SiteRow): Promise<SiteSnapshot> {
  const { CompanyId: _, LogoMediaId: __, Version: ___, ...enterprise } = presentEnterprise(s.company_id, await enterpriseOf(q, s.company_id));
  return {
    Variant: s.ptl_variant as PortalVariant,
    Lang: s.ptl_lang,
    Settings: presentSite(s.company_id, '', s).Settings,
    Enterprise: enterprise,
    Addresses: (await addressesOf(q, s.company_id)).map(presentAddress),
  };
}

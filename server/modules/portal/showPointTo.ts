import type { DomainInfo } from '../../../src/contract/auth';
import type { SiteContact } from '../../../src/contract/portal/module';
import type { SiteSettings } from '../../../src/contract/portal/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';
import { companyCard, platformCompanyId, publishedSnapshot, siteOfDomain } from './siteRepository';

/** ShowPointTo (spec §7, §15.1 step 2): which company's enabled site a domain is (a domain in any case), with its variant, portal key, language and title. */
export async function showPointTo(db: Db, domainName: string | undefined): Promise<Outcome<DomainInfo>> {
  const domain = domainName?.toLowerCase();
  if (!domain) return missing('No company site is set up for this kind of site.', '尚未设置这类公司网站。');
  const site = await siteOfDomain(db, domain);
  const card = site?.ptl_enabled ? await companyCard(db, site.company_id) : undefined;
  if (!site || !card || card.status !== 'active') return missing(`No company site is set up for ${domain}.`, `${domain} 尚未设置公司网站。`, 'SITE_NOT_SET_UP');
  const snap = (await publishedSnapshot(db, site.company_id)) as { Settings?: Partial<SiteSettings> } | undefined;
  return {
    ok: true,
    value: {
      CompanyId: Number(card.id),
      CompanyName: card.name_zh,
      CompanyNameEn: card.name_en ?? '',
      // the company record's logo (the shell's brand); the site's own logo is WebsitePublic/Site's
      Logo: card.logo_url,
      Variant: site.ptl_variant,
      PortalKey: site.ptl_portal_key,
      Lang: site.ptl_lang,
      Title: snap?.Settings?.Title || card.name_zh,
    },
  };
}

/**
 * Contact (issue 32: a visitor found no way to reach anyone): the company record of the site's
 * owner, or of the platform on the main sites (no DomainName, or one no enabled site uses).
 */
export async function siteContact(db: Db, domainName: string | undefined): Promise<Outcome<SiteContact>> {
  const site = domainName ? await siteOfDomain(db, domainName.toLowerCase()) : undefined;
  let card = site?.ptl_enabled ? await companyCard(db, site.company_id) : undefined;
  if (card?.status !== 'active') {
    const platform = await platformCompanyId(db);
    card = platform ? await companyCard(db, platform) : undefined;
  }
  if (!card) return missing('No operator is set up for this site.', '本站尚未设置运营方。', 'NO_OPERATOR');
  return {
    ok: true,
    value: { CompanyName: card.name_zh, CompanyNameEn: card.name_en ?? '', Phone: card.contact_phone, Email: card.email, Address: card.address },
  };
}

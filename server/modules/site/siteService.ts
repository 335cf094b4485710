import type { DomainInfo } from '../../../src/contract/auth';
import type { SiteContact } from '../../../src/contract/site/module';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';
import { companyOfDomain, operatorOfDomain } from './siteRepository';

/** ShowPointTo (spec §7): which company owns the site a visitor arrived on (a domain in any case). */
export async function showPointTo(db: Db, domainName: string | undefined): Promise<Outcome<DomainInfo>> {
  const domain = domainName?.toLowerCase();
  if (!domain) return missing('No company site is set up for this kind of site.', '尚未设置这类公司网站。');
  const row = await companyOfDomain(db, domain);
  if (!row) return missing(`No company site is set up for ${domain}.`, `${domain} 尚未设置公司网站。`);
  return { ok: true, value: { CompanyId: Number(row.id), CompanyName: row.name_zh, CompanyNameEn: row.name_en ?? '', Logo: row.logo_url } };
}

/**
 * Contact (issue 32: a visitor found no way to reach anyone): the company record of the site's
 * owner, or of the platform on the main sites (no DomainName, or one no company's site uses).
 */
export async function siteContact(db: Db, domainName: string | undefined): Promise<Outcome<SiteContact>> {
  const row = await operatorOfDomain(db, domainName?.toLowerCase() ?? '');
  if (!row) return missing('No operator is set up for this site.', '本站尚未设置运营方。', 'NO_OPERATOR');
  return { ok: true, value: { CompanyName: row.name_zh, CompanyNameEn: row.name_en, Phone: row.contact_phone, Email: row.email, Address: row.address } };
}

import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { activeCompanyByCode } from '../companies/public';
import { insertContent, publishContent, setContentStatus } from './contentRepository';
import { demoLogoPng } from './demoImage';
import { insertMedia } from './mediaRepository';
import { draftSnapshot } from './present';
import { insertAddress, upsertEnterprise } from './profileRepository';
import type { DemoSite } from './seedData';
import { newKeys } from './siteService';
import { insertSite, insertVersion, replaceDomains, setEnabled, siteOf, updateSite } from './siteRepository';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function seedSiteContent(tx: Queryable, companyId: string, d: DemoSite): Promise<void> {
  const bytes = demoLogoPng(d.colour);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const logo = await insertMedia(tx, { companyId, sha256, mime: 'image/png', alt: `${d.enterprise.nameZh} 标志`, bytes });
  await upsertEnterprise(tx, companyId, { ...d.enterprise, logoMediaId: Number(logo), licences: d.licences ?? { Nvocc: '', Customs: '3301960001', Fmc: '' } });
  for (const [i, a] of d.addresses.entries()) await insertAddress(tx, companyId, { ...a, order: i });
  await seedNews(tx, companyId, d.news);
}

/** A site's demo news: each published, unpublished or left a draft as it says, its time days from now (a future one is scheduled). */
export async function seedNews(tx: Queryable, companyId: string, news: DemoSite['news']): Promise<void> {
  for (const n of news) {
    const id = await insertContent(tx, companyId, {
      type: n.type ?? 'NEWS',
      title: n.title,
      category: n.category,
      coverMediaId: null,
      summary: n.summary,
      body: n.body,
      slug: null,
      publishAt: daysFromNow(n.days),
      showUntil: null,
      pinned: n.pinned ?? false,
    });
    if (n.state !== 'DRAFT') await publishContent(tx, id);
    if (n.state === 'UNPUBLISHED') await setContentStatus(tx, id, 'UNPUBLISHED');
  }
}

/** Demo sites' settings, profile, offices and news, and a first published version of each (a site already published is left as it is). */
export async function seedPortalSites(tx: Queryable, sites: readonly DemoSite[]): Promise<void> {
  for (const d of sites) {
    const company = await activeCompanyByCode(tx, d.code);
    if (!company) continue;
    const id = String(company.id);
    if (!(await siteOf(tx, id))) {
      await insertSite(tx, { companyId: id, variant: d.variant, lang: 'zh', settings: {}, by: null, ...newKeys() });
      await replaceDomains(tx, id, [d.domain]);
    }
    const site = await siteOf(tx, id);
    if (!site || site.ptl_published_version !== null) continue;
    await updateSite(tx, id, { variant: d.variant, lang: 'zh', settings: { ...d.settings, Nav: [] }, by: '0' });
    await setEnabled(tx, id, true, '0');
    await seedSiteContent(tx, id, d);
    await insertVersion(tx, id, await draftSnapshot(tx, (await siteOf(tx, id))!), '0');
  }
}

import type { CallInput } from '../../../src/contract/call';
import type { PublicEnterprise, PublicNewsDetail, PublicNewsItem, PublicSite, publicPortalCalls as C } from '../../../src/contract/portal/publicCalls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { leadFromEnquiry } from '../crm/public';
import { postMessages } from '../messages/public';
import { type PublicContentRow, publicContents } from './contentRepository';
import { draftSnapshot, EMPTY_SETTINGS, type SiteSnapshot } from './present';
import type { ResolvedSite } from './resolveSite';
import { companyCard, publishedSnapshot, siteOf } from './siteRepository';

/** A site a public call may read: resolved (never `absent`: the route answered 404 already). */
export type OpenSite = Exclude<ResolvedSite, { kind: 'absent' }>;

export const companyOf = (s: OpenSite) => (s.kind === 'site' ? s.site.company_id : s.companyId);

/** What visitors see of the site: the published snapshot (a preview: the drafts); nothing yet published reads empty. */
export async function snapshotOf(db: Db, s: OpenSite): Promise<SiteSnapshot | undefined> {
  if (s.kind === 'site' && s.preview) return draftSnapshot(db, s.site);
  const companyId = companyOf(s);
  if (!companyId) return undefined;
  return (await publishedSnapshot(db, companyId)) as SiteSnapshot | undefined;
}

function newsItem(r: PublicContentRow): PublicNewsItem {
  return {
    Id: Number(r.id),
    Type: r.ptl_type,
    Title: r.title,
    Category: r.category,
    Summary: r.summary,
    CoverUrl: r.cover_url,
    PublishAt: r.publish_at,
    Pinned: r.pinned,
    Slug: r.slug,
  };
}

const EMPTY_ENTERPRISE: PublicEnterprise = {
  NameZh: '',
  NameEn: '',
  LogoUrl: null,
  Slogan: '',
  Intro: '',
  Founded: '',
  Licences: { Nvocc: '', Customs: '', Fmc: '' },
  Contact: { Person: '', Phone: '', Email: '', Address: '' },
};

export function publicService(db: Db) {
  return {
    async site(s: OpenSite): Promise<Outcome<PublicSite>> {
      const companyId = companyOf(s);
      const card = companyId ? await companyCard(db, companyId) : undefined;
      const snap = await snapshotOf(db, s);
      const settings = { ...EMPTY_SETTINGS, ...snap?.Settings };
      const e = snap?.Enterprise;
      const own = s.kind === 'site' ? s.site : companyId ? await siteOf(db, companyId) : undefined;
      return {
        ok: true,
        value: {
          Variant: s.kind === 'site' ? (s.site.ptl_variant as PublicSite['Variant']) : 'MAIN',
          CompanyId: companyId ? Number(companyId) : null,
          CompanyName: e?.NameZh || card?.name_zh || '',
          CompanyNameEn: e?.NameEn || card?.name_en || '',
          Logo: e?.LogoUrl ?? card?.logo_url ?? null,
          Lang: snap?.Lang ?? own?.ptl_lang ?? 'zh',
          Title: settings.Title || e?.NameZh || card?.name_zh || '',
          Description: settings.Description,
          Keywords: settings.Keywords,
          ThemeColor: settings.ThemeColor,
          Nav: settings.Nav,
          Footer: settings.Footer,
          Icp: settings.Icp,
          PublicSecurity: settings.PublicSecurity,
          Slogan: e?.Slogan ?? '',
          Preview: s.kind === 'site' && s.preview,
        },
      };
    },

    async news(s: OpenSite, input: CallInput<typeof C.news>) {
      const companyId = companyOf(s);
      const size = input.PageSize ?? 10;
      if (!companyId) return { ok: true as const, value: { Items: [], Total: 0 } };
      const drafts = s.kind === 'site' && s.preview;
      const rows = await publicContents(db, companyId, {
        type: input.Type,
        category: input.Category,
        limit: size,
        offset: ((input.Page ?? 1) - 1) * size,
        drafts,
      });
      return { ok: true as const, value: { Items: rows.map(newsItem), Total: Number(rows[0]?.total ?? 0) } };
    },

    async newsDetail(s: OpenSite, id: number): Promise<Outcome<PublicNewsDetail>> {
      const companyId = companyOf(s);
      const drafts = s.kind === 'site' && s.preview;
      const [row] = companyId ? await publicContents(db, companyId, { id, limit: 1, offset: 0, drafts }) : [];
      if (!row) return missing('No such article on this site.', '本站没有这篇文章。');
      return { ok: true, value: { ...newsItem(row), Body: row.body } };
    },

    async enterprise(s: OpenSite): Promise<Outcome<PublicEnterprise>> {
      return { ok: true, value: (await snapshotOf(db, s))?.Enterprise ?? EMPTY_ENTERPRISE };
    },

    async addresses(s: OpenSite) {
      return { ok: true as const, value: { Items: (await snapshotOf(db, s))?.Addresses ?? [] } };
    },
  };
}

/** The contact form of every company site. */
export function contactService(db: Db) {
  return {
    /** An enquiry from the contact form: a message to the site company's staff and a CRM lead of that company (crm `leadFromEnquiry`). */
    contact(s: OpenSite, input: CallInput<typeof C.contact>): Promise<Outcome<{ Received: boolean }>> {
      return inTransaction(db, async (tx) => {
        const companyId = companyOf(s);
        if (!companyId) return missing('This site takes no enquiries.', '本站暂不接收留言。');
        if (!input.Phone.trim() && !input.Email.trim())
          return no('NO_REPLY_ADDRESS', 'Give a phone number or an e-mail address so that we can answer.', '请留下电话或邮箱，以便我们回复您。');
        const who = [input.Name.trim(), input.Company.trim()].filter(Boolean).join(' · ');
        const reach = [input.Phone && `电话 Phone: ${input.Phone}`, input.Email && `邮箱 E-mail: ${input.Email}`].filter(Boolean).join('\n');
        await postMessages(tx, [
          {
            title: `网站留言：${who}`,
            titleEn: `Website enquiry: ${who}`,
            description: `${reach}\n\n${input.Message.trim()}`,
            to: { companyId },
          },
        ]);
        await leadFromEnquiry(tx, { companyId, ...enquiryOf(input), source: 'WEBSITE', site: siteName(s) });
        return { ok: true, value: { Received: true } };
      });
    },
  };
}

const enquiryOf = (i: CallInput<typeof C.contact>) => ({ name: i.Name, company: i.Company ?? '', phone: i.Phone, email: i.Email, message: i.Message });
const siteName = (s: OpenSite) => (s.kind === 'site' ? (s.site.domains[0] ?? s.site.ptl_portal_key) : 'main');

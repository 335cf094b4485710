import type { CallInput } from '../../../src/contract/call';
import type { homeCalls as C, PublicBlock, PublicSailing, PublicSchedule, PublicWidget } from '../../../src/contract/portal/homeCalls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';
import { getPublicSailingTable, listPublicLetters, listPublicSailingTables } from '../letters/public';
import { type PublicContentRow, publicContents } from './contentRepository';
import { NO_WIDGET, type SnapshotBlock } from './homeSnapshot';
import { productList } from './productRepository';
import { companyOf, type OpenSite, snapshotOf } from './publicService';

const count = (b: SnapshotBlock) => Math.min(Math.max(Number(b.Content.Count) || 5, 1), 12);

const schedule = (t: { Id: number; Title: string; Carrier: string; Service: string; Line: string; PeriodFrom: string; PeriodTo: string }): PublicSchedule => ({
  Id: t.Id,
  Title: t.Title,
  Carrier: t.Carrier,
  Service: t.Service,
  Line: t.Line,
  PeriodFrom: t.PeriodFrom,
  PeriodTo: t.PeriodTo,
});

const news = (r: PublicContentRow) => ({
  Id: Number(r.id),
  Type: r.ptl_type,
  Title: r.title,
  Category: r.category,
  Summary: r.summary,
  CoverUrl: r.cover_url,
  PublishAt: r.publish_at,
  Pinned: r.pinned,
  Slug: r.slug,
});

/** The public calls of the home page (§15.2 Home, Schedules, the floating window), scoped by the host's site. */
export function homePublicService(db: Db) {
  /** One block as visitors see it: NEWS the latest published items, PRODUCTS the enabled cards, SCHEDULES the public sailing tables. */
  async function resolve(s: OpenSite, companyId: string, b: SnapshotBlock): Promise<PublicBlock> {
    const drafts = s.kind === 'site' && s.preview;
    const out: PublicBlock = { Kind: b.Kind, Content: b.Content, ImageUrls: b.ImageUrls, News: [], Products: [], Schedules: [], Letters: [] };
    if (b.Kind === 'NEWS') out.News = (await publicContents(db, companyId, { type: 'NEWS', limit: count(b), offset: 0, drafts })).map(news);
    if (b.Kind === 'PRODUCTS')
      out.Products = (await productList(db, companyId, true))
        .slice(0, count(b))
        .map((p) => ({ Id: Number(p.id), Name: p.name, Icon: p.icon, Summary: p.summary, Body: p.body, ServicePath: p.service_path }));
    if (b.Kind === 'SCHEDULES') {
      out.Schedules = (await listPublicSailingTables(db, companyId, { PageSize: count(b) })).map(schedule);
      // the carriers' letters published to the public ride with the sailing tables (GRI, blank sailings…)
      out.Letters = await listPublicLetters(db, companyId, { Limit: 5 });
    }
    return out;
  }

  return {
    async home(s: OpenSite): Promise<Outcome<{ Blocks: PublicBlock[] }>> {
      const companyId = companyOf(s);
      const blocks = companyId ? ((await snapshotOf(db, s))?.Blocks ?? []) : [];
      const Blocks: PublicBlock[] = [];
      for (const b of blocks) Blocks.push(await resolve(s, companyId!, b));
      return { ok: true, value: { Blocks } };
    },

    /** The site company's public sailing tables; one of them (`Id`) with its rows, filtered by POL, POD and week. */
    async schedules(s: OpenSite, input: CallInput<typeof C.publicSchedules>): Promise<Outcome<{ Tables: PublicSchedule[]; Rows: PublicSailing[] }>> {
      const companyId = companyOf(s);
      if (!input.Id) return { ok: true, value: { Tables: companyId ? (await listPublicSailingTables(db, companyId)).map(schedule) : [], Rows: [] } };
      const filters = { POL: input.POL?.toUpperCase() || undefined, POD: input.POD?.toUpperCase() || undefined, Week: input.Week || undefined };
      const t = companyId ? await getPublicSailingTable(db, companyId, input.Id, filters) : undefined;
      if (!t) return missing('No such sailing table on this site.', '本站没有这张船期表。');
      const Rows = t.Items.map((r) => ({
        Vessel: r.Vessel,
        Voyage: r.Voyage,
        POL: r.POL,
        POLName: r.POLName,
        POLNameEn: r.POLNameEn,
        POLZone: r.POLZone,
        POD: r.POD,
        PODName: r.PODName,
        PODNameEn: r.PODNameEn,
        PODZone: r.PODZone,
        ETD: r.ETD,
        ETA: r.ETA,
        TransitDays: r.TransitDays,
        Week: r.Week,
      }));
      return { ok: true, value: { Tables: [schedule(t)], Rows } };
    },

    async widget(s: OpenSite): Promise<Outcome<PublicWidget>> {
      return { ok: true, value: (await snapshotOf(db, s))?.Widget ?? NO_WIDGET };
    },
  };
}

import type { Queryable } from '../../db/types';
import { PORTAL_MEDIA_PREFIX } from '../../../src/contract/portal/module';

/** The SQL of news and announcements (portal_contents): the draft in the columns, the visitors' copy in `published`. */

export interface ContentRow {
  id: string;
  company_id: string;
  ptl_type: 'NEWS' | 'ANNOUNCEMENT';
  title: string;
  category: string;
  cover_media_id: string | null;
  summary: string;
  body: string;
  slug: string | null;
  publish_at: string;
  show_until: string | null;
  pinned: boolean;
  status: 'DRAFT' | 'PUBLISHED' | 'UNPUBLISHED';
  live: boolean;
  changed: boolean;
  version: number;
  updated_at: string;
}

const ROW = `select c.id::text, c.company_id::text, c.ptl_type, c.title, c.category, c.cover_media_id::text, c.summary, c.body, c.slug,
    to_char(c.publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as publish_at,
    to_char(c.show_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as show_until,
    c.pinned, c.status, (c.status = 'PUBLISHED' and (c.published->>'publish_at')::timestamptz <= now()) as live,
    (c.status = 'PUBLISHED' and c.published->>'version' <> c.version::text) as changed, c.version,
    to_char(c.updated_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as updated_at
  from portal_contents c`;

export async function contentById(q: Queryable, id: number): Promise<ContentRow | undefined> {
  return (await q.query<ContentRow>(`${ROW} where c.id = $1 and not c.deleted`, [id]))[0];
}

export function contentList(q: Queryable, companyId: string, type: string, search: string, status: string | undefined): Promise<ContentRow[]> {
  return q.query<ContentRow>(
    `${ROW} where c.company_id = $1 and c.ptl_type = $2 and not c.deleted and ($3 = '' or c.title ilike '%' || $3 || '%' or c.category ilike '%' || $3 || '%')
       and ($4::text is null or c.status = $4) order by c.pinned desc, c.publish_at desc, c.id desc limit 200`,
    [companyId, type, search, status ?? null],
  );
}

export interface ContentFields {
  type: string;
  title: string;
  category: string;
  coverMediaId: number | null;
  summary: string;
  body: string;
  slug: string | null;
  publishAt: string;
  showUntil: string | null;
  pinned: boolean;
}
const COLS = ['ptl_type', 'title', 'category', 'cover_media_id', 'summary', 'body', 'slug', 'publish_at', 'show_until', 'pinned'] as const;
const values = (c: ContentFields) => [c.type, c.title, c.category, c.coverMediaId, c.summary, c.body, c.slug, c.publishAt, c.showUntil, c.pinned];

export async function insertContent(q: Queryable, companyId: string, c: ContentFields): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `insert into portal_contents (company_id, ${COLS.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::text`,
    [companyId, ...values(c)],
  );
  return Number(row!.id);
}

export async function updateContent(q: Queryable, id: number, c: ContentFields): Promise<void> {
  await q.query(`update portal_contents set ${COLS.map((k, i) => `${k} = $${i + 2}`).join(', ')}, version = version + 1, updated_at = now() where id = $1`, [
    id,
    ...values(c),
  ]);
}

export async function slugTaken(q: Queryable, companyId: string, slug: string, except: number | undefined): Promise<boolean> {
  return (
    (
      await q.query(`select 1 from portal_contents where company_id = $1 and slug = $2 and id <> coalesce($3, 0) and not deleted`, [
        companyId,
        slug,
        except ?? null,
      ])
    ).length > 0
  );
}

/** Publish: the draft as it is now becomes the visitors' copy. */
export async function publishContent(q: Queryable, id: number): Promise<void> {
  await q.query(
    `update portal_contents set status = 'PUBLISHED', updated_at = now(),
       published = jsonb_build_object('title', title, 'category', category, 'cover_media_id', cover_media_id, 'summary', summary, 'body', body,
         'slug', slug, 'publish_at', publish_at, 'show_until', show_until, 'pinned', pinned, 'version', version)
     where id = $1`,
    [id],
  );
}

export async function setContentStatus(q: Queryable, id: number, status: 'UNPUBLISHED'): Promise<void> {
  await q.query(`update portal_contents set status = $2, updated_at = now() where id = $1`, [id, status]);
}

export async function deleteContent(q: Queryable, id: number): Promise<void> {
  await q.query(`update portal_contents set deleted = true, updated_at = now() where id = $1`, [id]);
}

export interface PublicContentRow {
  id: string;
  ptl_type: 'NEWS' | 'ANNOUNCEMENT';
  title: string;
  category: string;
  summary: string;
  body: string;
  slug: string | null;
  cover_url: string | null;
  publish_at: string;
  pinned: boolean;
  total: string;
}

/**
 * What visitors read: the published copy of items published, whose time has come and not gone
 * (`drafts`: a staff preview reads every item's draft, whatever its status or time).
 */
function publicSql(drafts: boolean): string {
  const f = (k: string) => (drafts ? `c.${k}` : `(c.published->>'${k}')`);
  return `select c.id::text, c.ptl_type, ${f('title')} as title, ${f('category')} as category, ${f('summary')} as summary, ${f('body')} as body,
      ${f('slug')} as slug, case when m.sha256 is null then null else $5 || m.sha256 end as cover_url,
      to_char((${f('publish_at')})::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as publish_at, (${f('pinned')})::boolean as pinned,
      count(*) over () as total
    from portal_contents c left join portal_media m on m.id = (${f('cover_media_id')})::bigint and m.company_id = c.company_id
   where c.company_id = $1 and not c.deleted and ($2::text is null or c.ptl_type = $2) and ($3::text is null or ${f('category')} = $3)
     ${drafts ? '' : `and c.status = 'PUBLISHED' and (c.published->>'publish_at')::timestamptz <= now() and coalesce((c.published->>'show_until')::timestamptz > now(), true)`}`;
}

export function publicContents(
  q: Queryable,
  companyId: string,
  f: { type?: string; category?: string; id?: number; limit: number; offset: number; drafts: boolean },
): Promise<PublicContentRow[]> {
  return q.query<PublicContentRow>(
    `select * from (${publicSql(f.drafts)}) t where ($4::bigint is null or t.id::bigint = $4) order by t.pinned desc, t.publish_at desc, t.id desc limit $6 offset $7`,
    [companyId, f.type ?? null, f.category ?? null, f.id ?? null, PORTAL_MEDIA_PREFIX, f.limit, f.offset],
  );
}

import { PORTAL_MEDIA_PREFIX } from '../../../src/contract/portal/module';
import type { Queryable } from '../../db/types';

/** The SQL of the home blocks (portal_home_blocks) and the floating window (portal_widgets), migration 099. */

export interface BlockRow {
  kind: string;
  hidden: boolean;
  content: Record<string, unknown>;
}

export function blocksOf(q: Queryable, companyId: string): Promise<BlockRow[]> {
  return q.query<BlockRow>(`select kind, hidden, content from portal_home_blocks where company_id = $1 order by ord`, [companyId]);
}

export async function homeVersionOf(q: Queryable, companyId: string): Promise<number> {
  return (await q.query<{ v: number }>(`select ptl_home_version as v from portal_sites where company_id = $1`, [companyId]))[0]?.v ?? 0;
}

/** The list as saved: every block in its order (the earlier list replaced), the list's version counted up. */
export async function replaceBlocks(q: Queryable, companyId: string, blocks: readonly BlockRow[]): Promise<void> {
  await q.query(`delete from portal_home_blocks where company_id = $1`, [companyId]);
  for (const [i, b] of blocks.entries())
    await q.query(`insert into portal_home_blocks (company_id, ord, kind, hidden, content) values ($1, $2, $3, $4, $5)`, [
      companyId,
      i + 1,
      b.kind,
      b.hidden,
      JSON.stringify(b.content),
    ]);
  await q.query(`update portal_sites set ptl_home_version = ptl_home_version + 1 where company_id = $1`, [companyId]);
}

export interface WidgetRow {
  enabled: boolean;
  position: 'LEFT' | 'RIGHT';
  pages: 'ALL' | 'HOME' | 'PATHS';
  paths: string[];
  items: { Kind: string; Label: string; Value: string; ImageMediaId: number | null }[];
  version: number;
}

export async function widgetOf(q: Queryable, companyId: string): Promise<WidgetRow | undefined> {
  return (await q.query<WidgetRow>(`select enabled, position, pages, paths, items, version from portal_widgets where company_id = $1`, [companyId]))[0];
}

export async function upsertWidget(q: Queryable, companyId: string, w: Omit<WidgetRow, 'version'>): Promise<void> {
  await q.query(
    `insert into portal_widgets (company_id, enabled, position, pages, paths, items) values ($1, $2, $3, $4, $5, $6)
     on conflict (company_id) do update set enabled = excluded.enabled, position = excluded.position, pages = excluded.pages, paths = excluded.paths,
       items = excluded.items, version = portal_widgets.version + 1, updated_at = now()`,
    [companyId, w.enabled, w.position, w.pages, w.paths, JSON.stringify(w.items)],
  );
}

/** Of these media ids, the company's own, each with its address. */
export async function mediaUrlsOf(q: Queryable, companyId: string, ids: readonly number[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await q.query<{ id: string; sha256: string }>(`select id::text, sha256 from portal_media where company_id = $1 and id = any($2::bigint[])`, [
    companyId,
    ids,
  ]);
  return Object.fromEntries(rows.map((r) => [r.id, `${PORTAL_MEDIA_PREFIX}${r.sha256}`]));
}

import type { Queryable } from '../../db/types';
import type { RateSelection } from '../../../src/contract/edm/calls';
import type { Block, TemplateLanguage } from '../../../src/domain/edm/content';

/** SQL of the templates people write (edm_templates beside the default frame, migrations 109 and 124). */
export interface TemplateRecord {
  id: string;
  name: string;
  subject: string;
  language: TemplateLanguage;
  blocks: Block[];
  rate_selection: RateSelection;
  version: number;
  updated_at: string;
  in_use: number;
}

const COLS = `t.id::text, t.name, t.subject, t.language, t.blocks, t.rate_selection, t.version, t.updated_at,
  (select count(*)::int from edm_campaigns c where c.template_id = t.id and c.status in ('SCHEDULED', 'RUNNING')) as in_use`;

export const templatesOf = (q: Queryable, companyId: string) =>
  q.query<TemplateRecord>(`select ${COLS} from edm_templates t where t.owner_company_id = $1 and not t.is_default order by t.id desc limit 200`, [companyId]);

export async function templateOf(q: Queryable, companyId: string, id: string | number, lock = false): Promise<TemplateRecord | undefined> {
  const [row] = await q.query<TemplateRecord>(
    `select ${COLS} from edm_templates t where t.id = $1 and t.owner_company_id = $2 and not t.is_default ${lock ? 'for update of t' : ''}`,
    [String(id), companyId],
  );
  return row;
}

export interface TemplateFields {
  name: string;
  subject: string;
  language: TemplateLanguage;
  blocks: Block[];
  rates: RateSelection;
}

export async function insertTemplate(q: Queryable, companyId: string, by: string, f: TemplateFields): Promise<{ id: string; version: number }> {
  const [row] = await q.query<{ id: string; version: number }>(
    `insert into edm_templates (owner_company_id, name, html, subject, language, blocks, rate_selection, created_by)
     values ($1, $2, '', $3, $4, $5, $6, $7) returning id::text, version`,
    [companyId, f.name, f.subject, f.language, JSON.stringify(f.blocks), JSON.stringify(f.rates), by],
  );
  return row!;
}

/** Saves at its version (none when another save came first: STALE). */
export async function updateTemplate(q: Queryable, id: string, version: number, f: TemplateFields): Promise<number | undefined> {
  const [row] = await q.query<{ version: number }>(
    `update edm_templates set name = $3, subject = $4, language = $5, blocks = $6, rate_selection = $7, version = version + 1, updated_at = now()
      where id = $1 and version = $2 and not is_default returning version`,
    [id, version, f.name, f.subject, f.language, JSON.stringify(f.blocks), JSON.stringify(f.rates)],
  );
  return row?.version;
}

/** Deletes a template; the campaigns made from it keep their own copy and forget where it came from. */
export async function deleteTemplate(q: Queryable, id: string): Promise<void> {
  await q.query(`update edm_campaigns set template_id = null where template_id = $1`, [id]);
  await q.query(`delete from edm_templates where id = $1 and not is_default`, [id]);
}

/** Records which template a campaign was made from. */
export async function markCampaignTemplate(q: Queryable, campaignId: string, templateId: string): Promise<void> {
  await q.query(`update edm_campaigns set template_id = $2 where id = $1`, [campaignId, templateId]);
}

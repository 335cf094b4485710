import type { Queryable } from '../../db/types';

/** SQL only: a company's SI templates (spec §3: a name and the template fields), kept as JSON. */

export interface TemplateRow {
  id: string;
  name: string;
  fields: Record<string, string>;
}

export async function ownTemplate(db: Queryable, companyId: string, templateId: number): Promise<TemplateRow | undefined> {
  const [row] = await db.query<TemplateRow>('select id, name, fields from si_templates where id = $1 and company_id = $2', [templateId, companyId]);
  return row;
}

/** Another template of the company already named so (case aside), or none. */
export async function templateNamed(db: Queryable, companyId: string, name: string, exceptId = 0): Promise<{ id: string } | undefined> {
  const [row] = await db.query<{ id: string }>('select id from si_templates where company_id = $1 and lower(name) = lower($2) and id <> $3', [
    companyId,
    name,
    exceptId,
  ]);
  return row;
}

export async function insertTemplate(
  db: Queryable,
  companyId: string,
  name: string,
  fields: Record<string, string | undefined>,
  createdBy: string,
): Promise<string> {
  const [row] = await db.query<{ id: string }>('insert into si_templates (company_id, name, fields, created_by) values ($1, $2, $3, $4) returning id', [
    companyId,
    name,
    JSON.stringify(fields),
    createdBy,
  ]);
  return row!.id;
}

export async function updateTemplate(
  db: Queryable,
  companyId: string,
  templateId: number | string,
  fields: Record<string, string | undefined>,
  name?: string,
): Promise<void> {
  if (name === undefined)
    await db.query('update si_templates set fields = $2, updated_at = now() where id = $1 and company_id = $3', [
      templateId,
      JSON.stringify(fields),
      companyId,
    ]);
  else
    await db.query('update si_templates set name = $2, fields = $3, updated_at = now() where id = $1 and company_id = $4', [
      templateId,
      name,
      JSON.stringify(fields),
      companyId,
    ]);
}

export async function deleteTemplate(db: Queryable, companyId: string, templateId: number): Promise<boolean> {
  const rows = await db.query('delete from si_templates where id = $1 and company_id = $2 returning id', [templateId, companyId]);
  return rows.length > 0;
}

import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db, Queryable } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { id, object, text } from '../../http/schema';
import type { Actor } from '../access/grants';
import { TEMPLATE_FIELDS } from './schema';

/** SI templates (spec §3: TBI_TEMPLATE_NAME and the template fields), kept per company. */
export function siTemplateRoutes(app: FastifyInstance, db: Db) {
  const fields = Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, text(2000)]));
  type TemplateBody = { Id?: number; TBI_TEMPLATE_NAME: string } & Partial<Record<(typeof TEMPLATE_FIELDS)[number], string>>;
  const own = async (tx: Queryable, actor: Actor, templateId: number) =>
    (await tx.query<{ id: string; name: string; fields: Record<string, string> }>('select id, name, fields from si_templates where id = $1 and company_id = $2', [templateId, actor.companyId]))[0];

  app.post<{ Body: TemplateBody }>(
    ENDPOINTS.siTemplateSave,
    { schema: { body: object({ Id: id, TBI_TEMPLATE_NAME: text(60, 1), ...fields }, ['TBI_TEMPLATE_NAME']) }, config: { access: ACCESS.siTemplates } },
    async (request, reply) => {
      const actor = request.actor!;
      const { Id, TBI_TEMPLATE_NAME, ...values } = request.body;
      if (Id && !(await own(db, actor, Id))) return notFound(reply, 'template');
      const [clash] = await db.query('select 1 from si_templates where company_id = $1 and lower(name) = lower($2) and id <> $3', [actor.companyId, TBI_TEMPLATE_NAME.trim(), Id ?? 0]);
      if (clash) return badField(reply, '/TBI_TEMPLATE_NAME', 'is already the name of another template');
      const [row] = Id
        ? await db.query<{ id: string }>('update si_templates set name = $2, fields = $3, updated_at = now() where id = $1 and company_id = $4 returning id', [Id, TBI_TEMPLATE_NAME.trim(), JSON.stringify(values), actor.companyId])
        : await db.query<{ id: string }>('insert into si_templates (company_id, name, fields, created_by) values ($1, $2, $3, $4) returning id', [actor.companyId, TBI_TEMPLATE_NAME.trim(), JSON.stringify(values), actor.id]);
      return ok({ Id: Number(row!.id) });
    },
  );

  app.get(ENDPOINTS.siTemplateGet, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { access: ACCESS.siTemplates } }, async (request, reply) => {
    const t = await own(db, request.actor!, (request.query as { Id: number }).Id);
    return t ? ok({ Id: Number(t.id), TBI_TEMPLATE_NAME: t.name, ...t.fields }) : notFound(reply, 'template');
  });

  app.post<{ Body: { Id: number } }>(ENDPOINTS.siTemplateDelete, { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.siTemplates } }, async (request, reply) => {
    const rows = await db.query('delete from si_templates where id = $1 and company_id = $2 returning id', [request.body.Id, request.actor!.companyId]);
    return rows.length ? ok(null) : notFound(reply, 'template');
  });

  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: ENDPOINTS.siTemplateList,
    access: ACCESS.siTemplates,
    exportAccess: ACCESS.siTemplates,
    title: 'si-templates',
    base: (actor) => ({
      sql: `select t.id as "Id", t.name as "TBI_TEMPLATE_NAME", t.fields->>'TBI_CONSIGNEE' as "TBI_CONSIGNEE", t.fields as "Fields", t.updated_at as "UpdatedAt" from si_templates t where t.company_id = $1`,
      params: [actor.companyId],
    }),
    columns: [{ key: 'TBI_TEMPLATE_NAME', filter: 'text', sortable: true }, { key: 'UpdatedAt', sortable: true }],
    order: 't."TBI_TEMPLATE_NAME"',
    present: (r) => ({ ...r, Id: Number(r.Id), UpdatedAt: new Date(r.UpdatedAt as string).toISOString() }),
    // every template field, under the headers the import reads back: export, edit, import again
    sheet: [
      { header: '模板 Template', value: (r) => r.TBI_TEMPLATE_NAME as string, width: 30 },
      ...TEMPLATE_FIELDS.map((f) => ({ header: TEMPLATE_HEADERS[f], value: (r: Record<string, unknown>) => String((r.Fields as Record<string, string> | undefined)?.[f] ?? ''), width: 40 })),
    ],
  });

  // Templates typed in Excel come in by name: a new name adds a template, a known one is updated.
  defineImport<{ name: string; values: Record<string, string> }>(app, db, {
    path: `${ENDPOINTS.siTemplateList}/Import`,
    access: ACCESS.siTemplates,
    fields: [
      { key: 'TBI_TEMPLATE_NAME', headers: ['模板 Template', '模板', '模板名称', 'Template'], required: true },
      ...TEMPLATE_FIELDS.map((f) => ({ key: f, headers: [TEMPLATE_HEADERS[f], TEMPLATE_HEADERS[f].split(' ')[0]!] })),
    ],
    async check(_tx, _actor, c) {
      const name = c.TBI_TEMPLATE_NAME!.trim();
      const reasons: string[] = [];
      if (name.length > 60) reasons.push('模板名称超过60个字符 (the template name is longer than 60 characters)');
      for (const f of TEMPLATE_FIELDS) if ((c[f] ?? '').length > 2000) reasons.push(`${TEMPLATE_HEADERS[f]} 超过2000个字符 (longer than 2000 characters)`);
      if (Object.values(c).some((v) => v.includes('\u0000'))) reasons.push('含有空字符 (holds a NUL character)');
      if (reasons.length) return reasons;
      return { name, values: Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, c[f] ?? ''])) };
    },
    async write(tx, actor, v) {
      const [known] = await tx.query<{ id: string }>('select id from si_templates where company_id = $1 and lower(name) = lower($2)', [actor.companyId, v.name]);
      if (known) await tx.query('update si_templates set fields = $2, updated_at = now() where id = $1', [known.id, JSON.stringify(v.values)]);
      else await tx.query('insert into si_templates (company_id, name, fields, created_by) values ($1, $2, $3, $4)', [actor.companyId, v.name, JSON.stringify(v.values), actor.id]);
    },
  });
}

/** The Excel headers of the template fields (Chinese first, as the export writes them). */
const TEMPLATE_HEADERS: Record<(typeof TEMPLATE_FIELDS)[number], string> = {
  TBI_CONSIGNOR: '发货人 Consignor', TBI_CONSIGNEE: '收货人 Consignee', TBI_NOTIFIER_1: '通知人1 Notify 1', TBI_NOTIFIER_2: '通知人2 Notify 2', TBI_NOTIFIER_3: '通知人3 Notify 3',
  TBI_MARKS: '唛头 Marks', TBI_GOODS: '货物描述 Goods', TBI_PACKAGE: '包装 Package', TBI_HSCODE: 'HS编码 HS code', TBI_EMAILS: '通知邮箱 E-mails', TBI_REMARKS: '备注 Remarks',
};


import type { FastifyInstance } from 'fastify';
import { SI_ACCESS as A, SI_PATHS as P } from '../../../src/contract/si/module';
import { TEMPLATE_FIELDS } from '../../../src/contract/si/schemas';
import { SiTemplateRowSchema } from '../../../src/contract/si/listItems';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { insertTemplate, templateNamed, updateTemplate } from './templateRepository';

/** The template list with its Excel export, and the import of templates typed in Excel. */
export function siTemplateLists(app: FastifyInstance, db: Db): void {
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.siTemplateList,
    item: SiTemplateRowSchema,
    access: A.siTemplates,
    exportAccess: A.siTemplates,
    title: 'si-templates',
    base: (actor) => ({
      sql: `select t.id as "Id", t.name as "TBI_TEMPLATE_NAME", t.fields->>'TBI_CONSIGNEE' as "TBI_CONSIGNEE", t.fields as "Fields", t.updated_at as "UpdatedAt" from si_templates t where t.company_id = $1`,
      params: [actor.companyId],
    }),
    columns: [
      { key: 'TBI_TEMPLATE_NAME', filter: 'text', sortable: true },
      { key: 'UpdatedAt', sortable: true },
    ],
    order: 't."TBI_TEMPLATE_NAME"',
    present: (r) => ({ ...r, Id: Number(r.Id), UpdatedAt: new Date(r.UpdatedAt as string).toISOString() }),
    // every template field, under the headers the import reads back: export, edit, import again
    sheet: [
      { header: '模板 Template', value: (r) => r.TBI_TEMPLATE_NAME as string, width: 30 },
      ...TEMPLATE_FIELDS.map((f) => ({
        header: TEMPLATE_HEADERS[f],
        value: (r: Record<string, unknown>) => String((r.Fields as Record<string, string> | undefined)?.[f] ?? ''),
        width: 40,
      })),
    ],
  });

  // Templates typed in Excel come in by name: a new name adds a template, a known one is updated.
  defineImport<{ name: string; values: Record<string, string> }>(app, db, {
    path: `${P.siTemplateList}/Import`,
    access: A.siTemplates,
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
      const known = await templateNamed(tx, actor.companyId, v.name);
      if (known) await updateTemplate(tx, actor.companyId, known.id, v.values);
      else await insertTemplate(tx, actor.companyId, v.name, v.values, actor.id);
    },
  });
}

/** The Excel headers of the template fields (Chinese first, as the export writes them). */
const TEMPLATE_HEADERS: Record<(typeof TEMPLATE_FIELDS)[number], string> = {
  TBI_CONSIGNOR: '发货人 Consignor',
  TBI_CONSIGNEE: '收货人 Consignee',
  TBI_NOTIFIER_1: '通知人1 Notify 1',
  TBI_NOTIFIER_2: '通知人2 Notify 2',
  TBI_NOTIFIER_3: '通知人3 Notify 3',
  TBI_MARKS: '唛头 Marks',
  TBI_GOODS: '货物描述 Goods',
  TBI_PACKAGE: '包装 Package',
  TBI_HSCODE: 'HS编码 HS code',
  TBI_EMAILS: '通知邮箱 E-mails',
  TBI_REMARKS: '备注 Remarks',
};

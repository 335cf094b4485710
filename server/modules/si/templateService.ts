import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import type { Db } from '../../db/types';
import type { SiContext } from './context';
import { type Refusal, refuse } from './refusal';
import { uniqueKey } from '../../http/duplicates';
import { deleteTemplate, insertTemplate, ownTemplate, templateNamed, updateTemplate } from './templateRepository';

/** A template's name is unique in its company, case aside (008_si.sql). */
const TEMPLATE_NAME = uniqueKey({ constraint: 'si_templates_name', path: '/TBI_TEMPLATE_NAME', en: 'template name', zh: '模板名称' });

/** SI templates, kept per company: saving one (a name unique in the company), reading, deleting. */
export function templateService(db: Db) {
  return {
    async save(ctx: SiContext, body: CallInput<typeof siCalls.templateSave>): Promise<CallAnswer<typeof siCalls.templateSave> | Refusal> {
      const { companyId } = ctx.actor;
      const { Id, TBI_TEMPLATE_NAME, ...values } = body;
      const name = TBI_TEMPLATE_NAME.trim();
      if (Id && !(await ownTemplate(db, companyId, Id))) return refuse.notFound('template');
      if (await templateNamed(db, companyId, name, Id ?? 0)) return refuse.duplicate(TEMPLATE_NAME);
      if (!Id) return { Id: Number(await insertTemplate(db, companyId, name, values, ctx.actor.id)) };
      await updateTemplate(db, companyId, Id, values, name);
      return { Id };
    },

    async get(ctx: SiContext, templateId: number): Promise<CallAnswer<typeof siCalls.templateGet> | Refusal> {
      const t = await ownTemplate(db, ctx.actor.companyId, templateId);
      return t ? { Id: Number(t.id), TBI_TEMPLATE_NAME: t.name, ...t.fields } : refuse.notFound('template');
    },

    async remove(ctx: SiContext, templateId: number): Promise<null | Refusal> {
      return (await deleteTemplate(db, ctx.actor.companyId, templateId)) ? null : refuse.notFound('template');
    },
  };
}

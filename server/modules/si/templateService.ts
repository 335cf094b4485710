import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import type { Db } from '../../db/types';
import type { SiContext } from './context';
import { type Refusal, refuse } from './refusal';
import { deleteTemplate, insertTemplate, ownTemplate, templateNamed, updateTemplate } from './templateRepository';

/** SI templates, kept per company: saving one (a name unique in the company), reading, deleting. */
export function templateService(db: Db) {
  return {
    async save(ctx: SiContext, body: CallInput<typeof siCalls.templateSave>): Promise<CallAnswer<typeof siCalls.templateSave> | Refusal> {
      const { companyId } = ctx.actor;
      const { Id, TBI_TEMPLATE_NAME, ...values } = body;
      const name = TBI_TEMPLATE_NAME.trim();
      if (Id && !(await ownTemplate(db, companyId, Id))) return refuse.notFound('template');
      if (await templateNamed(db, companyId, name, Id ?? 0))
        return refuse.badField('/TBI_TEMPLATE_NAME', 'is already the name of another template', '已是另一个模板的名称');
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

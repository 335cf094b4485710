import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import type { Db } from '../../db/types';
import type { SiContext } from './context';
import { duplicated, uniqueKey } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import { noSuch } from '../../platform/refusal';
import { deleteTemplate, insertTemplate, ownTemplate, templateNamed, updateTemplate } from './templateRepository';

/** A template's name is unique in its company, case aside (008_si.sql). */
const TEMPLATE_NAME = uniqueKey({ constraint: 'si_templates_name', path: '/TBI_TEMPLATE_NAME', en: 'template name', zh: '模板名称' });

/** SI templates, kept per company: saving one (a name unique in the company), reading, deleting. */
export function templateService(db: Db) {
  return {
    async save(ctx: SiContext, body: CallInput<typeof siCalls.templateSave>): Promise<Outcome<CallAnswer<typeof siCalls.templateSave>>> {
      const { companyId } = ctx.actor;
      const { Id, TBI_TEMPLATE_NAME, ...values } = body;
      const name = TBI_TEMPLATE_NAME.trim();
      if (Id && !(await ownTemplate(db, companyId, Id))) return noSuch('template');
      if (await templateNamed(db, companyId, name, Id ?? 0)) return duplicated(TEMPLATE_NAME);
      if (!Id) return { ok: true, value: { Id: Number(await insertTemplate(db, companyId, name, values, ctx.actor.id)) } };
      await updateTemplate(db, companyId, Id, values, name);
      return { ok: true, value: { Id } };
    },

    async get(ctx: SiContext, templateId: number): Promise<Outcome<CallAnswer<typeof siCalls.templateGet>>> {
      const t = await ownTemplate(db, ctx.actor.companyId, templateId);
      return t ? { ok: true, value: { Id: Number(t.id), TBI_TEMPLATE_NAME: t.name, ...t.fields } } : noSuch('template');
    },

    async remove(ctx: SiContext, templateId: number): Promise<Outcome<null>> {
      return (await deleteTemplate(db, ctx.actor.companyId, templateId)) ? { ok: true, value: null } : noSuch('template');
    },
  };
}

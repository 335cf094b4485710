import type { GuaranteeSave } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { customerExists } from './repository';
import { guaranteeIdOfCompany, insertGuarantee, lockGuarantee, setGuaranteeStatus, updateGuarantee } from './guaranteeRepository';
import { GUARANTEE_DOC, type Saved, employee, noCustomer, stale, toMinor } from './setupService';

/** The customers' guarantees (operations.md §11.1): an amount per company saved by the platform's risk role, suspended or resumed with a reason. */

export async function saveGuarantee(db: Db, actor: Actor, g: GuaranteeSave): Promise<Outcome<Saved>> {
  if (g.GUA_VALID_TO < g.GUA_VALID_FROM)
    return no('BAD_PERIOD', 'The guarantee must end on or after the day it starts.', '担保有效期的结束日不能早于开始日。', [
      fieldSays('/GUA_VALID_TO', { en: 'on or after the start', zh: '不能早于开始日' }),
    ]);
  return inTransaction(db, async (tx, fail) => {
    if (!(await customerExists(tx, g.CompanyId))) return noCustomer();
    const fields = { limitMinor: toMinor(g.GUA_LIMIT), from: g.GUA_VALID_FROM, to: g.GUA_VALID_TO, remark: g.GUA_REMARK?.trim() ?? '' };
    let id = g.Id;
    let version: number;
    if (id === undefined) {
      const other = await guaranteeIdOfCompany(tx, g.CompanyId);
      if (other !== undefined)
        return no('GUARANTEE_EXISTS', 'This customer has a guarantee already: change that one.', '该客户已有担保额度：请修改原有的那条。');
      ({ id, version } = await insertGuarantee(tx, { companyId: g.CompanyId, ...fields }, actor.id));
    } else {
      const cur = await lockGuarantee(tx, id);
      if (!cur || cur.companyId !== g.CompanyId) return missing('No such guarantee.', '没有这个担保额度。');
      if (cur.version !== g.Version) return fail(stale({ zh: '担保额度', en: 'guarantee' }));
      version = await updateGuarantee(tx, id, fields, actor.id);
    }
    await recordDocEvent(tx, {
      docType: GUARANTEE_DOC,
      docId: id,
      actor: employee(actor),
      type: g.Id === undefined ? 'v1.GuaranteeSet' : 'v1.GuaranteeChanged',
      detail: {
        CompanyId: g.CompanyId,
        GUA_LIMIT: g.GUA_LIMIT,
        GUA_VALID_FROM: g.GUA_VALID_FROM,
        GUA_VALID_TO: g.GUA_VALID_TO,
        GUA_REMARK: fields.remark,
        Version: version,
      },
    });
    return { ok: true, value: { Id: id, Version: version } };
  });
}

export async function suspendGuarantee(db: Db, actor: Actor, s: { Id: number; Version: number; Suspend: boolean; Reason: string }): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    const cur = await lockGuarantee(tx, s.Id);
    if (!cur) return missing('No such guarantee.', '没有这个担保额度。');
    if (cur.version !== s.Version) return stale({ zh: '担保额度', en: 'guarantee' });
    const to = s.Suspend ? 'SUSPENDED' : 'ACTIVE';
    if (cur.status === to)
      return no(
        'UNCHANGED',
        s.Suspend ? 'The guarantee is suspended already.' : 'The guarantee is active already.',
        s.Suspend ? '担保额度已是暂停状态。' : '担保额度已是有效状态。',
      );
    const version = await setGuaranteeStatus(tx, s.Id, to);
    await recordDocEvent(tx, {
      docType: GUARANTEE_DOC,
      docId: s.Id,
      actor: employee(actor),
      type: s.Suspend ? 'v1.GuaranteeSuspended' : 'v1.GuaranteeResumed',
      detail: { Reason: s.Reason.trim(), Version: version },
    });
    return { ok: true, value: { Id: s.Id, Version: version } };
  });
}

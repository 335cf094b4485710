import type { JoinRequest } from '../../../src/contract/auth';
import type { CallInput } from '../../../src/contract/call';
import { fieldSays } from '../../../src/contract/envelope';
import type { BindRequest, joinCalls } from '../../../src/contract/join/calls';
import { fieldMessageWords } from '../../../src/contract/words';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { asWritten, badInput, missing, no } from '../../platform/refusal';
import { usccProblem, usccProblemWords } from '../../../src/domain/crm/public';
import { inTransaction } from '../../platform/transaction';
import { activeCompanyByCode, decideBindRequest, insertApplication, insertBindRequest, pendingBindRequestsOfCompany, requestsOfUser } from './repository';

/** Joining: a user applies to create a company (the platform audits it) or asks to be bound to one by its code; the company decides. */
export function joinService(db: Db) {
  return {
    async applyToCreate(userId: string, b: CallInput<typeof joinCalls.createCompany>): Promise<Outcome<{ Id: number }>> {
      const uscc = b.Uscc?.trim().toUpperCase() ?? '';
      const problem = uscc ? usccProblem(uscc) : undefined;
      if (problem) {
        const refused = badInput<{ Id: number }>('/Uscc', usccProblemWords[problem].en, usccProblemWords[problem].zh);
        return refused.ok ? refused : { ...refused, code: 'USCC' };
      }
      const id = await insertApplication(db, userId, {
        uscc,
        nameZh: b.CompanyName.trim(),
        nameEn: (b.CompanyNameEn ?? '').trim(),
        kind: b.Kind,
        contactName: b.ContactName.trim(),
        contactPhone: b.ContactPhone,
      });
      return { ok: true, value: { Id: Number(id) }, message: 'The application is waiting for the platform to audit it.' };
    },

    async askToBind(userId: string, b: CallInput<typeof joinCalls.bindCompany>): Promise<Outcome<{ Id: number; CompanyName: string }>> {
      const company = await activeCompanyByCode(db, b.CompanyCode);
      if (!company) return missing('No active company has this code. Check it with the company.', '没有使用此代码的在用公司。请向该公司核实。');
      const id = await insertBindRequest(db, userId, company.id, b.Remark ?? '');
      return { ok: true, value: { Id: Number(id), CompanyName: company.name_zh }, message: "The request is waiting for the company's admin." };
    },

    async requestsOf(userId: string): Promise<JoinRequest[]> {
      return (await requestsOfUser(db, userId)).map((r) => ({
        Id: Number(r.id),
        Kind: r.kind,
        CompanyName: r.company_name,
        CompanyCode: r.company_code,
        Status: r.status as JoinRequest['Status'],
        Reason: r.reason,
        CreatedAt: new Date(r.created_at).toISOString(),
      }));
    },

    /** The company's side: whoever holds the employee list sees requests. */
    async pendingOf(actor: Actor): Promise<BindRequest[]> {
      const rows = await pendingBindRequestsOfCompany(db, actor.companyId);
      return rows.map((r) => ({ Id: Number(r.id), Account: r.account, Name: r.name, Remark: r.remark, CreatedAt: new Date(r.created_at).toISOString() }));
    },

    /** Approves (binding a new employee to the user) or refuses, with a reason, a pending request of the actor's company. */
    async decide(actor: Actor, b: CallInput<typeof joinCalls.decideBindRequest>): Promise<Outcome<null>> {
      if (!b.Approve && !b.Reason?.trim())
        return asWritten(
          no(undefined, 'Say why the request is refused.', '请填写拒绝的原因。', [fieldSays('/Reason', fieldMessageWords['is required when refusing'])]),
        );
      return inTransaction(db, async (tx) => {
        const decided = await decideBindRequest(tx, {
          id: String(b.Id),
          companyId: actor.companyId,
          deciderId: actor.id,
          approve: b.Approve,
          reason: b.Reason ?? '',
        });
        // another company's request, or one already decided, is "not found" for this company
        if (!decided) return missing('No such pending request for your company.', '没有贵公司待处理的这条申请。');
        await recordChange(tx, actor, {
          entity: 'bindRequest',
          entityId: b.Id,
          action: b.Approve ? 'approved' : 'rejected',
          detail: { reason: b.Reason ?? null },
        });
        return { ok: true, value: null };
      });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { inLanguage } from '../../http/replies';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { JoinRequest } from '../../../src/contract/auth';
import type { Db } from '../../db/types';
import { ACCESS } from '../../../src/contract/access';
import { recordChange } from '../../platform/audit/record';
import { id } from '../../http/schema';
import { activeCompanyByCode, decideBindRequest, insertApplication, insertBindRequest, pendingBindRequestsOfCompany, requestsOfUser } from './repository';

const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max }) as const;

const createSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['CompanyName', 'Kind', 'ContactName', 'ContactPhone'],
  properties: {
    CompanyName: text(100, 2),
    CompanyNameEn: text(200, 0),
    Kind: { type: 'string', enum: ['customer', 'provider'] },
    ContactName: text(60),
    ContactPhone: { type: 'string', pattern: '^\\+?[0-9][0-9 -]{5,19}$' },
  },
} as const;

const bindSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['CompanyCode'],
  properties: { CompanyCode: text(40), Remark: text(200, 0) },
} as const;

const decideSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['Id', 'Approve'],
  properties: { Id: id, Approve: { type: 'boolean' }, Reason: text(200, 0) },
} as const;

type CreateBody = { CompanyName: string; CompanyNameEn?: string; Kind: 'customer' | 'provider'; ContactName: string; ContactPhone: string };

/** Joining: create a company (awaits the platform's audit) or ask to be bound to one by its code. */
export function joinRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: CreateBody }>(ENDPOINTS.joinCreateCompany, { schema: { body: createSchema }, config: { auth: 'user' } }, async (request) => {
    const b = request.body;
    const id = await insertApplication(db, request.auth!.userId!, {
      nameZh: b.CompanyName.trim(),
      nameEn: (b.CompanyNameEn ?? '').trim(),
      kind: b.Kind,
      contactName: b.ContactName.trim(),
      contactPhone: b.ContactPhone,
    });
    return ok({ Id: Number(id) }, 'The application is waiting for the platform to audit it.');
  });

  app.post<{ Body: { CompanyCode: string; Remark?: string } }>(
    ENDPOINTS.joinBindCompany,
    { schema: { body: bindSchema }, config: { auth: 'user' } },
    async (request, reply) => {
      const company = await activeCompanyByCode(db, request.body.CompanyCode);
      if (!company)
        return reply
          .status(404)
          .send(fail(inLanguage(reply, 'No active company has this code. Check it with the company.', '没有使用此代码的在用公司。请向该公司核实。')));
      const id = await insertBindRequest(db, request.auth!.userId!, company.id, request.body.Remark ?? '');
      return ok({ Id: Number(id), CompanyName: company.name_zh }, "The request is waiting for the company's admin.");
    },
  );

  app.get(ENDPOINTS.joinMyRequests, { config: { auth: 'user' } }, async (request) => {
    const rows = await requestsOfUser(db, request.auth!.userId!);
    return ok<JoinRequest[]>(
      rows.map((r) => ({
        Id: Number(r.id),
        Kind: r.kind,
        CompanyName: r.company_name,
        CompanyCode: r.company_code,
        Status: r.status as JoinRequest['Status'],
        Reason: r.reason,
        CreatedAt: new Date(r.created_at).toISOString(),
      })),
    );
  });

  /** The company's side: whoever holds the employee list sees requests; the approveBind button decides them. */
  app.get(ENDPOINTS.joinPendingBindRequests, { config: { access: ACCESS.employeeRead } }, async (request) => {
    const rows = await pendingBindRequestsOfCompany(db, request.actor!.companyId);
    return ok(rows.map((r) => ({ Id: Number(r.id), Account: r.account, Name: r.name, Remark: r.remark, CreatedAt: new Date(r.created_at).toISOString() })));
  });

  app.post<{ Body: { Id: number; Approve: boolean; Reason?: string } }>(
    ENDPOINTS.joinDecideBindRequest,
    { schema: { body: decideSchema }, config: { access: ACCESS.bindRequestDecide } },
    async (request, reply) => {
      const actor = request.actor!;
      if (!request.body.Approve && !request.body.Reason?.trim()) {
        return reply
          .status(400)
          .send(
            fail(inLanguage(reply, 'Say why the request is refused.', '请填写拒绝的原因。'), [
              { Path: '/Reason', Message: inLanguage(reply, 'is required when refusing', '拒绝时必填') },
            ]),
          );
      }
      const done = await db.transaction(async (tx) => {
        const decided = await decideBindRequest(tx, {
          id: String(request.body.Id),
          companyId: actor.companyId,
          deciderId: actor.id,
          approve: request.body.Approve,
          reason: request.body.Reason ?? '',
        });
        if (decided)
          await recordChange(tx, actor, {
            entity: 'bindRequest',
            entityId: request.body.Id,
            action: request.body.Approve ? 'approved' : 'rejected',
            detail: { reason: request.body.Reason ?? null },
          });
        return decided;
      });
      // Another company's request, or one already decided, is "not found" for this company.
      if (!done) return reply.status(404).send(fail(inLanguage(reply, 'No such pending request for your company.', '没有贵公司待处理的这条申请。')));
      return ok(null);
    },
  );
}

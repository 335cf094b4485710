import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { ok } from '../../../src/contract/envelope';
import { systemCalls as C } from '../../../src/contract/system/calls';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { demand } from '../../platform/access/demand';
import { ACCESS_BY_KIND, applicationList, companyImport, companyList } from './lists';
import { companyById, salespeopleCandidates, type Kind } from './repository';
import { createCompany, decideApplication, editOwnCompany, editPartner, presentCompany, setSalesperson, type CreateCompany, type Details } from './service';

const CREATE_REFUSALS = {
  '/Code': { en: 'is already the code of another company', zh: '已是另一家公司的代码' },
  '/AdminAccount': { en: 'is not a registered user', zh: '不是已注册的用户' },
} as const;

/** Company applications and their audit, creating companies, the own company, customers and providers, salespeople. */
export function companyRoutes(app: FastifyInstance, db: Db): void {
  defineList(app, db, applicationList);

  app.post<{ Body: { Id: number; Approve: boolean; Reason?: string } }>(C.applicationDecide.path, routeOf(C.applicationDecide), async (request, reply) => {
    const { Id, Approve, Reason } = request.body;
    if (!Approve && !Reason?.trim()) return badField(reply, '/Reason', 'is required when rejecting: the applicant reads it', '驳回时必填：申请人会看到');
    const done = await decideApplication(db, request.actor!, Id, Approve, Reason);
    if (!done) return notFound(reply, 'pending application');
    return ok({ CompanyId: done.companyId === null ? null : Number(done.companyId) });
  });

  app.post<{ Body: CreateCompany }>(C.companyCreate.path, routeOf(C.companyCreate), async (request, reply) => {
    const made = await createCompany(db, request.actor!, request.body);
    return 'field' in made ? badField(reply, made.field, CREATE_REFUSALS[made.field].en, CREATE_REFUSALS[made.field].zh) : ok({ Id: Number(made.id) });
  });

  app.get(C.companyCurrent.path, routeOf(C.companyCurrent), async (request) => ok(presentCompany((await companyById(db, request.actor!.companyId))!)));

  app.post<{ Body: Details }>(C.companyEditCurrent.path, routeOf(C.companyEditCurrent), async (request) => {
    await editOwnCompany(db, request.actor!, request.body);
    await app.liveHub.forget({ companyIds: [request.actor!.companyId] });
    return ok(null);
  });

  for (const kind of ['customer', 'provider'] as const) {
    defineList(app, db, companyList(kind));
    defineImport(app, db, companyImport(kind));
  }

  /** A customer or provider by id, for platform staff holding that kind's list. */
  async function partner(request: FastifyRequest, reply: FastifyReply, companyId: number, need: 'read' | 'edit') {
    const company = await companyById(db, companyId);
    if (!company || company.Kind === 'platform') return void notFound(reply, 'company');
    return (await demand(db, request, reply, ACCESS_BY_KIND[company.Kind as Kind][need])) ? company : undefined;
  }

  app.get(C.companyDetail.path, routeOf(C.companyDetail), async (request, reply) => {
    const company = await partner(request, reply, (request.query as { Id: number }).Id, 'read');
    return company ? ok(presentCompany(company)) : reply;
  });

  app.post<{ Body: Details & { Id: number; Status?: 'active' | 'disabled' } }>(C.companyEdit.path, routeOf(C.companyEdit), async (request, reply) => {
    const company = await partner(request, reply, request.body.Id, 'edit');
    if (!company) return reply;
    await editPartner(db, request.actor!, company, request.body, request.body.Status);
    await app.liveHub.forget({ companyIds: [String(company.Id)] }); // a status change reaches its people's very next call
    if (request.body.Status === 'disabled') await app.liveHub.end({ companyIds: [String(company.Id)] }, 'disabled'); // its people's sockets close too
    return ok(null);
  });

  // --- salespeople: internal staff assigned to customers and providers ---
  app.get(C.salespeopleCandidates.path, routeOf(C.salespeopleCandidates), async () =>
    ok((await salespeopleCandidates(db)).map((r) => ({ EmployeeId: Number(r.id), Name: r.name, Companies: Number(r.n) }))),
  );

  for (const [call, assign] of [
    [C.salespeopleAssign, true],
    [C.salespeopleRemove, false],
  ] as const) {
    app.post<{ Body: { CompanyId: number; EmployeeId: number } }>(call.path, routeOf(call), async (request, reply) => {
      const done = await setSalesperson(db, request.actor!, assign, request.body.CompanyId, request.body.EmployeeId);
      if (done === 'noCompany') return notFound(reply, 'customer or provider');
      if (done === 'notStaff')
        return badField(reply, '/EmployeeId', 'is not an active platform employee: salespeople are internal staff', '不是平台的在职员工：业务员须为内部员工');
      if (!done.changed && !assign) return notFound(reply, 'assignment');
      return ok(null);
    });
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { systemCalls as C } from '../../../src/contract/system/calls';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { demand } from '../../platform/access/demand';
import { ACCESS_BY_KIND, applicationList, companyImport, companyList } from './lists';
import { companyById, salespeopleCandidates, type Kind } from './repository';
import { createCompany, decideApplication, editOwnCompany, editPartner, presentCompany, setSalesperson } from './service';
import { route } from '../../http/route';

const CREATE_REFUSALS = {
  '/Code': { en: 'is already the code of another company', zh: '已是另一家公司的代码' },
  '/AdminAccount': { en: 'is not a registered user', zh: '不是已注册的用户' },
} as const;

/** Company applications and their audit, creating companies, the own company, customers and providers, salespeople. */
export function companyRoutes(app: FastifyInstance, db: Db): void {
  defineList(app, db, applicationList);

  route(app, C.applicationDecide, async ({ actor, input }, reply) => {
    const { Id, Approve, Reason } = input;
    if (!Approve && !Reason?.trim()) return badField(reply, '/Reason', 'is required when rejecting: the applicant reads it', '驳回时必填：申请人会看到');
    const done = await decideApplication(db, actor, Id, Approve, Reason);
    if (!done) return notFound(reply, 'pending application');
    return ok({ CompanyId: done.companyId === null ? null : Number(done.companyId) });
  });

  route(app, C.companyCreate, async ({ actor, input }, reply) => {
    const made = await createCompany(db, actor, input);
    return 'field' in made ? badField(reply, made.field, CREATE_REFUSALS[made.field].en, CREATE_REFUSALS[made.field].zh) : ok({ Id: Number(made.id) });
  });

  route(app, C.companyCurrent, async ({ actor }) => ok(presentCompany((await companyById(db, actor.companyId))!)));

  route(app, C.companyEditCurrent, async ({ actor, input }) => {
    await editOwnCompany(db, actor, input);
    await app.liveHub.forget({ companyIds: [actor.companyId] });
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

  route(app, C.companyDetail, async ({ input, request }, reply) => {
    const company = await partner(request, reply, input.Id, 'read');
    return company ? ok(presentCompany(company)) : reply;
  });

  route(app, C.companyEdit, async ({ actor, input, request }, reply) => {
    const company = await partner(request, reply, input.Id, 'edit');
    if (!company) return reply;
    await editPartner(db, actor, company, input, input.Status);
    await app.liveHub.forget({ companyIds: [String(company.Id)] }); // a status change reaches its people's very next call
    if (input.Status === 'disabled') await app.liveHub.end({ companyIds: [String(company.Id)] }, 'disabled'); // its people's sockets close too
    return ok(null);
  });

  // --- salespeople: internal staff assigned to customers and providers ---
  route(app, C.salespeopleCandidates, async () =>
    ok((await salespeopleCandidates(db)).map((r) => ({ EmployeeId: Number(r.id), Name: r.name, Companies: Number(r.n) }))),
  );

  for (const [call, assign] of [
    [C.salespeopleAssign, true],
    [C.salespeopleRemove, false],
  ] as const) {
    route(app, call, async ({ actor, input }, reply) => {
      const done = await setSalesperson(db, actor, assign, input.CompanyId, input.EmployeeId);
      if (done === 'noCompany') return notFound(reply, 'customer or provider');
      if (done === 'notStaff')
        return badField(reply, '/EmployeeId', 'is not an active platform employee: salespeople are internal staff', '不是平台的在职员工：业务员须为内部员工');
      if (!done.changed && !assign) return notFound(reply, 'assignment');
      return ok(null);
    });
  }
}

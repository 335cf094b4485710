import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { BindOffer } from '../../../src/contract/auth';
import type { Db } from '../../db/types';
import { bool, id, object } from '../../http/schema';
import { notFound, inLanguage } from '../../http/replies';
import { getUser } from '../../platform/auth/accountRepository';
import { decideOffer, offersToUser } from './bindOffers';

/** The user's side of a binding offer: the open offers, and accepting or declining one. */
export function bindOfferRoutes(app: FastifyInstance, db: Db): void {
  app.get(ENDPOINTS.bindOffers, { config: { auth: 'user' } }, async (request) => {
    const rows = await offersToUser(db, request.auth!.userId!);
    return ok<BindOffer[]>(
      rows.map((r) => ({
        Id: Number(r.id),
        EmployeeName: r.employee_name,
        IsAdmin: r.is_admin,
        CompanyName: r.company_name,
        CompanyNameEn: r.company_name_en,
        OfferedBy: r.offered_by,
        CreatedAt: new Date(r.created_at).toISOString(),
      })),
    );
  });

  app.post<{ Body: { Id: number; Accept: boolean } }>(
    ENDPOINTS.decideBindOffer,
    { schema: { body: object({ Id: id, Accept: bool }, ['Id', 'Accept']) }, config: { auth: 'user' } },
    async (request, reply) => {
      const user = (await getUser(db, request.auth!.userId!))!;
      const decided = await db.transaction((tx) => decideOffer(tx, user, request.body.Id, request.body.Accept));
      // someone else's offer, or one decided or withdrawn already, is "not found" for this user
      if (!decided.done && decided.why === 'absent') return notFound(reply, 'open offer for you');
      if (!decided.done && decided.why === 'lapsed') {
        return reply.status(400).send({
          ...fail(
            inLanguage(
              reply,
              'This offer no longer stands: the employee now holds rights its maker may not hand out. Ask the company admin for a new one.',
              '此绑定邀请已失效：该员工现有的权限超出了邀请人可授予的范围。请向公司管理员索取新的邀请。',
            ),
          ),
          Code: 'OFFER_LAPSED',
        });
      }
      if (!decided.done) {
        return reply.status(400).send({
          ...fail(
            inLanguage(reply, 'You already hold an account of this company: ask its admin to use that one.', '您已有该公司的账号：请让其管理员使用那个账号。'),
          ),
          Code: 'ALREADY_BOUND',
        });
      }
      // the sessions that acted as the employee (its previous user's) close everywhere
      if (decided.employeeId) await app.liveHub.forget({ employeeIds: [decided.employeeId] }); // bound to another user now
      await app.liveHub.end({ sessionIds: decided.ended }, 'ended');
      return ok(null, request.body.Accept ? 'The company account is yours now.' : 'The offer was declined.');
    },
  );
}

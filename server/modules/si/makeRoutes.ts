import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { statusText } from '../../../src/domain/si/status';
import { formatSiNo } from '../../../src/domain/si/summary';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { notFound } from '../../http/replies';
import { object, text } from '../../http/schema';
import { bookingFor, seesAll } from './repository';

/**
 * What staff need to make SIs for customers (/tdManage/siMake, siCreator): the booking company's
 * employees to make them for, and the log of every SI's creation — who entered it, for whom.
 */
export function siMakeRoutes(app: FastifyInstance, db: Db): void {
  // The same permission as PTAddTDBillLadingInfoList: only who may submit for a customer lists its people.
  app.get(ENDPOINTS.siBehalfEmployees, { schema: { querystring: object({ CGO_ID: text(60, 1) }, ['CGO_ID']) }, config: { access: ACCESS.siOnBehalf } }, async (request, reply) => {
    const booking = await bookingFor(db, request.actor!, (request.query as { CGO_ID: string }).CGO_ID);
    if (!booking) return notFound(reply, 'booking');
    const [company] = await db.query<{ id: string; code: string; name_zh: string }>(`select id, code, name_zh from companies where id = $1 and kind <> 'platform' and status = 'active'`, [booking.CompanyId]);
    if (!company) return notFound(reply, 'active customer company');
    const people = await db.query<{ id: string; name: string }>(`select id, name from employees where company_id = $1 and status = 'active' order by is_admin desc, name, id`, [company.id]);
    return ok({ COMPANYID: Number(company.id), COMPANYCODE: company.code, CompanyName: company.name_zh, Employees: people.map((p) => ({ EmployeeId: Number(p.id), Name: p.name })) });
  });

  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: ENDPOINTS.siCreationLog,
    access: ACCESS.siRead,
    exportAccess: ACCESS.siRead,
    title: 'si-creations',
    base: (actor) => ({
      sql: `select e.id as "Id", e.at as "At", coalesce(a.name, '') as "Creator", coalesce(ac.name_zh, '') as "CreatorCompany",
              case when e.detail ? 'onBehalfOf' or coalesce(e.detail->>'via', '') like 'on behalf%' then 'onBehalf' else 'own' end as "Via",
              coalesce(o.name, '') as "Owner", s.id as "SiId", s.no as "TBI_NO", s.cgo_id as "TBI_CGO_ID", s.mbl_no as "TBI_MBL_NO",
              c.name_zh as "CompanyName", s.status as "TBI_STATUS", s.box_summary as "BoxSummary", s.deleted as "Deleted"
            from si_events e join si_records s on s.id = e.si_id join companies c on c.id = s.company_id
            left join employees a on a.id = e.actor_id left join companies ac on ac.id = a.company_id left join employees o on o.id = s.created_by
            where e.type = 'v1.SiCreated' and ($1::boolean or s.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'Creator', filter: 'text', sortable: true },
      { key: 'Owner', filter: 'text', sortable: true },
      { key: 'CompanyName', filter: 'text', sortable: true },
      { key: 'TBI_CGO_ID', filter: 'text', sortable: true },
      { key: 'Via', filter: 'exact', values: ['own', 'onBehalf'] },
      { key: 'At', sortable: true },
    ],
    order: 't."Id" desc',
    present: (r) => ({ ...r, Id: Number(r.Id), SiId: Number(r.SiId), TBI_NO: formatSiNo(r.TBI_NO as string), TBI_STATUS: Number(r.TBI_STATUS), At: new Date(r.At as string).toISOString() }),
    sheet: [
      { header: '时间 At', value: (r) => r.At as string, width: 24 },
      { header: '创建人 Creator', value: (r) => r.Creator as string },
      { header: '所属员工 Owner', value: (r) => r.Owner as string },
      { header: '方式 Via', value: (r) => (r.Via === 'onBehalf' ? '代客户 on behalf' : '客户自建 own') },
      { header: 'SI', value: (r) => r.TBI_NO as string },
      { header: 'CGO_ID', value: (r) => r.TBI_CGO_ID as string },
      { header: '客户 Company', value: (r) => r.CompanyName as string, width: 30 },
      { header: '状态 Status', value: (r) => (r.Deleted ? '已删除 deleted' : statusText(r.TBI_STATUS as number, 'zh')) },
    ],
  });
}

import type { DestinationMilestone } from '../../../src/domain/entryOrder/codes';
import type { Queryable } from '../../db/types';

/** The destination milestones' SQL (entry_milestones): SQL only. */

export interface MilestoneRow {
  code: DestinationMilestone;
  at: string | null;
  day: string | null;
  containerNo: string;
}

export function milestonesOf(q: Queryable, entId: number): Promise<MilestoneRow[]> {
  return q.query<MilestoneRow>(
    `select em_code as code, to_char(em_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, em_day as day, em_container_no as "containerNo"
       from entry_milestones where ent_id = $1 order by recorded_at, id`,
    [entId],
  );
}

export async function insertMilestone(
  q: Queryable,
  m: {
    entId: number;
    code: DestinationMilestone;
    at: string | null;
    day: string | null;
    containerNo: string;
    remarks: string;
    by: string | null;
    companyId: string | null;
  },
): Promise<void> {
  await q.query(
    `insert into entry_milestones (ent_id, em_code, em_at, em_day, em_container_no, em_remarks, recorded_by, recorded_company_id) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [m.entId, m.code, m.at, m.day, m.containerNo, m.remarks, m.by, m.companyId],
  );
}

/** The second-half board's base: shipped, arrived and delivered orders (the staff's all; an agent's those assigned to it). */
export function secondHalfBase(agentId: string | null) {
  return {
    sql: `select o.id::int as "ENT_ID", o.ent_no as "ENT_NO", coalesce(c.name_zh, '') as "CompanyName", o.ent_cgo_id as "CGO_ID", o.ent_pod as "ENT_POD",
                 o.ent_delivery as "ENT_DELIVERY", o.ent_containers as "ContainersJson", o.ent_agent_company_id::int as "AgentCompanyId",
                 coalesce(a.name_zh, '') as "AgentName", o.ent_status::int as "ENT_STATUS", o.version as "VERSION", o.ent_agent_company_id::text as "AgentCompanyIdText",
                 (select count(*)::int from order_supplements s where s.sup_ent_id = o.id and s.sup_scope = 'SECOND_HALF' and s.sup_status in (1, 2, 4)) as "OpenRequests",
                 (select min(m.em_at) from entry_milestones m where m.ent_id = o.id and m.em_code = 'DISC') as "DischargedSort",
                 (select max(m.em_day) from entry_milestones m where m.ent_id = o.id and m.em_code = 'LFD') as "LastFreeDaySort",
                 o.updated_at as "Eta"
            from entry_orders o join company_directory c on c.id = o.company_id left join company_directory a on a.id = o.ent_agent_company_id
           where o.ent_status in (5, 6, 7) and ($1::bigint is null or o.ent_agent_company_id = $1::bigint)`,
    params: [agentId],
  };
}

/** Shipped orders with what the tower's second-half rules read (their milestones; the tracking's are added by the service). */
export function secondHalfOrders(q: Queryable, companyId: string | null) {
  return q.query<{ id: number; no: string; company_id: string; agent_id: string | null; cgo: string | null; pod: string }>(
    `select o.id::int, o.ent_no as no, o.company_id::text, o.ent_agent_company_id::text as agent_id, o.ent_cgo_id as cgo, o.ent_pod as pod from entry_orders o
      where o.ent_status in (5, 6, 7) and ($1::bigint is null or o.company_id = $1::bigint or o.ent_agent_company_id = $1::bigint) order by o.id limit 500`,
    [companyId],
  );
}

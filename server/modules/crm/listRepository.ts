import type { CustomerScope } from '../../../src/domain/crm/status';
import type { CustomerRow } from '../../../src/contract/crm/calls';
import type { Queryable } from '../../db/types';
import type { Viewer } from './scope';

/** A list row as the query answers it: the pool's rule beside it, times as stored. */
export type ListedCustomer = Omit<CustomerRow, 'RecycleAt' | 'ClaimedAt' | 'LastFollowAt'> & {
  ClaimedAt: Date | string | null;
  LastFollowAt: Date | string | null;
  RuleEnabled: boolean;
  NoFollowDays: number;
  NoDealDays: number;
  NoticeDays: number;
};

/**
 * The customer list's base query by scope: MINE (my private sea), POOL (the public pool), ALL (what
 * the viewer sees: a manager the whole team's) and DELETED (the recycle bin's customers). The pool's
 * rules ride along so each row's recycle date is computed by the domain's rule (present).
 */
export function customerListSql(v: Viewer, scope: CustomerScope): { sql: string; params: unknown[] } {
  const where =
    scope === 'MINE'
      ? 'c.owner_employee_id = $2::bigint and $3::boolean is not null'
      : scope === 'POOL'
        ? 'c.in_pool and $2::bigint is not null and $3::boolean is not null'
        : '(c.in_pool or c.owner_employee_id = $2::bigint or $3::boolean)';
  // Names and the first contact are looked up per row in the select list, not joined: a page computes
  // them for its own rows only, and the count, which reads none of them, never computes them at all.
  const contact = (column: string) =>
    `coalesce((select t.${column} from crm_contacts t where t.customer_id = c.id and t.deleted_at is null order by t.is_primary desc, t.id limit 1), '')`;
  const holder = '(select e.name from employee_directory e where e.id = c.owner_employee_id)';
  return {
    sql: `select c.id::int as "Id", coalesce((select lc.name_zh from company_directory lc where lc.id = c.linked_company_id), c.name) as "Name",
                 c.kind as "Kind", c.source_code as "Source", c.level_code as "Level",
                 c.region as "Region", c.in_pool as "InPool", c.owner_employee_id::int as "OwnerId", coalesce(${holder}, '') as "OwnerName", ${holder} as "OwnerBareName",
                 c.linked_company_id::int as "LinkedId",
                 c.claimed_at as "ClaimedAt", c.last_follow_at as "LastFollowAt", c.deal_status as "DealStatus",
                 (c.recycle_warned_at is not null) as "Warned",
                 ${contact('name')} as "Contact", ${contact('mobile')} as "Mobile", ${contact('email')} as "Email",
                 coalesce(r.enabled, false) as "RuleEnabled", coalesce(r.no_follow_days, 0) as "NoFollowDays",
                 coalesce(r.no_deal_days, 0) as "NoDealDays", coalesce(r.notice_days, 0) as "NoticeDays"
            from crm_customers c
            left join crm_pool_recycle_rules r on r.pool_id = c.pool_id
           where c.owner_company_id = $1::bigint and c.deleted_at is null and ${where}`,
    params: [v.companyId, v.id, v.manager],
  };
}

/** The recycle bin: the company's deleted customers, leads and contacts, with who deleted them and when. */
const binSql = `
  select 'CUSTOMER' as "Entity", c.id::int as "Id", c.name as "Name", c.deleted_at as "DeletedAt", coalesce(e.name, '') as "DeletedBy",
         coalesce(k.name, (select v.reason from crm_events v where v.entity = 'CUSTOMER' and v.entity_id = c.id and v.action = 'MERGED_INTO' order by v.id desc limit 1)) as "MergedInto",
         k.id::int as "MergedIntoId"
    from crm_customers c left join employee_directory e on e.id = c.deleted_by left join crm_customers k on k.id = c.merged_into_id
   where c.owner_company_id = $1 and c.deleted_at is not null
  union all
  select 'LEAD', l.id::int, l.company_name, l.deleted_at, coalesce(e.name, ''), null, null
    from crm_leads l left join employee_directory e on e.id = l.deleted_by
   where l.owner_company_id = $1 and l.deleted_at is not null
  union all
  select 'CONTACT', t.id::int, t.name || ' · ' || c.name, t.deleted_at, coalesce(e.name, ''), null, null
    from crm_contacts t join crm_customers c on c.id = t.customer_id left join employee_directory e on e.id = t.deleted_by
   where c.owner_company_id = $1 and t.deleted_at is not null and c.deleted_at is null
  order by 4 desc`;

export function binRowsOf(q: Queryable, companyId: string) {
  return q.query<{
    Entity: 'CUSTOMER' | 'LEAD' | 'CONTACT';
    Id: number;
    Name: string;
    DeletedAt: Date;
    DeletedBy: string;
    MergedInto: string | null;
    MergedIntoId: number | null;
  }>(binSql, [companyId]);
}

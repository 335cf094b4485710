import type { Queryable } from '../../db/types';

/** Who is told of a change: the platform's companies, the order's customer and agent, a supplement's assignee. */
export async function liveAudience(q: Queryable, orders: readonly number[], supplements: readonly number[]) {
  const staff = (await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' and status = 'active'`)).map((r) => r.id);
  const o = orders.length
    ? await q.query<{ id: number; status: number; a: string; b: string | null }>(
        'select id::int, ent_status::int as status, company_id::text as a, ent_agent_company_id::text as b from entry_orders where id = any($1::bigint[])',
        [orders],
      )
    : [];
  const s = supplements.length
    ? await q.query<{ id: number; status: number; a: string; b: string | null }>(
        `select s.id::int, s.sup_status::int as status, s.sup_assignee_company_id::text as a, o.company_id::text as b
           from order_supplements s left join entry_orders o on o.id = s.sup_ent_id where s.id = any($1::bigint[])`,
        [supplements],
      )
    : [];
  const of = (kind: 'order' | 'supplement') => (r: { id: number; status: number; a: string; b: string | null }) => ({
    kind,
    id: r.id,
    status: r.status,
    companies: [...new Set([...staff, r.a, ...(r.b ? [r.b] : [])])],
  });
  return [...o.map(of('order')), ...s.map(of('supplement'))];
}

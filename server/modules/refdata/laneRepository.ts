import type { Queryable } from '../../db/types';

/** The SQL of trade lanes (tradeLaneService.ts): a lane's destination ports read and written beside its row, and whether a lane is a top one. */

/** The destination ports of a lane, by code. */
export const portsOfLane = async (q: Queryable, code: string) =>
  (await q.query<{ port_code: string }>('select port_code from trade_lane_ports where lane_code = $1 order by port_code', [code])).map((r) => r.port_code);

/** Whether a lane of that code exists and has no parent (a sub-lane's parent is a top lane). */
export const isTopLane = async (q: Queryable, code: string) =>
  (await q.query('select 1 from trade_lanes where code = $1 and parent_code is null', [code])).length > 0;

/** The lane's ports as saved: the others leave it; a port's primary lane (is_primary) is kept where the port stays. */
export async function setLanePorts(q: Queryable, code: string, ports: readonly string[]): Promise<void> {
  await q.query('delete from trade_lane_ports where lane_code = $1 and not (port_code = any($2::text[]))', [code, ports]);
  await q.query(`insert into trade_lane_ports (lane_code, port_code) select $1, unnest($2::text[]) on conflict do nothing`, [code, ports]);
}

import type { RateStatus } from '../../../src/contract/rates/calls';
import type { Queryable } from '../../db/types';

/** A rate number's versions (commercial.md §2.1): the open one, the last, a version's status and last submission; shown, withdrawn, deleted. */

/** The version of a rate number being changed (a draft or one waiting for confirmation), if any. */
export async function openVersionOf(q: Queryable, rateNo: string): Promise<{ version: number } | undefined> {
  const [open] = await q.query<{ version: number }>(`select version from fcl_rates where rate_no = $1 and status in ('DRAFT', 'PENDING')`, [rateNo]);
  return open;
}

/** The highest version under a rate number. */
export async function lastVersionOf(q: Queryable, rateNo: string): Promise<number> {
  const [{ max }] = (await q.query<{ max: number }>('select max(version)::int as max from fcl_rates where rate_no = $1', [rateNo])) as [{ max: number }];
  return max;
}

/** A version's status, locked until the transaction ends. */
export async function lockStatus(q: Queryable, id: number): Promise<RateStatus | undefined> {
  const [row] = await q.query<{ status: RateStatus }>('select status from fcl_rates where id = $1 for update', [id]);
  return row?.status;
}

/** The detail of a version's latest SUBMITTED event (whether the submitter asked to supersede). */
export async function lastSubmission(q: Queryable, id: number): Promise<{ Supersede?: boolean } | undefined> {
  const [submitted] = await q.query<{ detail: { Supersede?: boolean } }>(
    `select detail from fcl_rate_events where rate_id = $1 and type = 'SUBMITTED' order by id desc limit 1`,
    [id],
  );
  return submitted?.detail;
}

/** Hides a published version from customers, or shows it again, its revision on. */
export async function setVisible(q: Queryable, id: number, visible: boolean): Promise<void> {
  await q.query('update fcl_rates set visible = $2, revision = revision + 1, updated_at = now() where id = $1', [id, visible]);
}

/** Withdraws a published version, its last day `validTo`, its revision on. */
export async function withdrawVersion(q: Queryable, id: number, validTo: string): Promise<void> {
  await q.query(`update fcl_rates set status = 'WITHDRAWN', valid_to = $2::date, revision = revision + 1, updated_at = now() where id = $1`, [id, validTo]);
}

/** Deletes these versions (the service lets only drafts go). */
export async function deleteVersions(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('delete from fcl_rates where id = any($1::bigint[])', [ids]);
}

import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { applyCutOffs, applyTime, closeCall, type CallOutcome, type CallStatus, type CallTimes } from '../../../src/domain/refdata/vesselCallTimes';
import type { Db, Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { sendOutcome, type MasterOutcome } from './masterRows';
import { instant } from './pointToPoint';

interface CallRow {
  id: string;
  status: CallStatus;
  version: number;
  eta_planned: unknown;
  eta_estimated: unknown;
  ata: unknown;
  etd_planned: unknown;
  etd_estimated: unknown;
  atd: unknown;
  cut_offs: { Code: string; DateTime: string }[];
}

const timesOf = (r: CallRow): CallTimes => ({
  status: r.status,
  etaPlanned: instant(r.eta_planned),
  etaEstimated: instant(r.eta_estimated),
  ata: instant(r.ata),
  etdPlanned: instant(r.etd_planned),
  etdEstimated: instant(r.etd_estimated),
  atd: instant(r.atd),
  cutOffs: (r.cut_offs ?? []).map((c) => ({ code: c.Code, dateTime: instant(c.DateTime) })),
});

/** The wire names of a call's times, for the change log's before and after. */
const wireOf = (c: CallTimes) => ({
  Status: c.status,
  EtaEstimated: c.etaEstimated,
  Ata: c.ata,
  EtdEstimated: c.etdEstimated,
  Atd: c.atd,
  CutOffs: c.cutOffs.map((x) => `${x.code} ${x.dateTime}`).join('; '),
});
const changed = (before: CallTimes, after: CallTimes) => {
  const b = wireOf(before);
  const a = wireOf(after);
  const keys = (Object.keys(a) as (keyof typeof a)[]).filter((k) => a[k] !== b[k]);
  return { before: Object.fromEntries(keys.map((k) => [k, b[k]])), after: Object.fromEntries(keys.map((k) => [k, a[k]])) };
};

/**
 * Changes one call under its version (400 STALE when someone changed it since it was read): the
 * pure rule (src/domain/refdata/vesselCallTimes.ts) decides, the row and the change log are
 * written in one transaction. A refusal comes in the language the request asks for.
 */
async function changeCall(
  db: Db,
  actor: Actor,
  key: { Id: number; Version: number },
  action: string,
  decide: (call: CallTimes) => CallOutcome,
  reason = '',
): Promise<MasterOutcome<{ Version: number }>> {
  return db.transaction(async (tx: Queryable): Promise<MasterOutcome<{ Version: number }>> => {
    const [row] = await tx.query<CallRow>('select * from vessel_calls where id = $1 for update', [key.Id]);
    if (!row) return { ok: false, status: 404, message: 'No such vessel call.', zh: '没有这个船期挂靠。' };
    if (row.version !== key.Version)
      return {
        ok: false,
        status: 400,
        code: 'STALE',
        message: 'Someone changed this call since you opened it: reload it, then make your change again.',
        zh: '您打开这个挂靠之后，已有人修改了它：请重新加载，再修改一次。',
      };
    const before = timesOf(row);
    const outcome = decide(before);
    if (!outcome.ok) return { ok: false, status: 400, code: outcome.code, message: outcome.en, zh: outcome.zh };
    const c = outcome.call;
    const [after] = await tx.query<{ version: number }>(
      `update vessel_calls set status = $2, eta_estimated = $3, ata = $4, etd_estimated = $5, atd = $6, cut_offs = $7::jsonb,
              status_reason = case when $8 = '' then status_reason else $8 end, version = version + 1
        where id = $1 returning version`,
      [
        key.Id,
        c.status,
        c.etaEstimated || null,
        c.ata || null,
        c.etdEstimated || null,
        c.atd || null,
        JSON.stringify(c.cutOffs.map((x) => ({ Code: x.code, DateTime: x.dateTime }))),
        reason,
      ],
    );
    await recordChange(tx, actor, {
      entity: 'vesselCall',
      entityId: key.Id,
      action,
      companyId: null,
      detail: { ...changed(before, c), ...(reason ? { Reason: reason } : {}) },
    });
    return { ok: true, value: { Version: after!.version } };
  });
}

/**
 * The schedule clerk's changes to a live call (commercial.md §1.2, §1.3): estimated and actual
 * arrival and departure, the cut-offs, omitting (跳港) and cancelling with a reason.
 */
export function vesselCallEditRoutes(fastify: FastifyInstance, db: Db): void {
  fastify.post(S.setTimes.path, routeOf(S.setTimes), async (q, r) => {
    const b = q.body as (typeof S.setTimes.input)['static'];
    const change = { event: b.Event, classifier: b.Classifier, dateTime: b.DateTime };
    const action = `${b.Classifier === 'ACT' ? 'actual' : 'estimated'} ${b.Event === 'ARRI' ? 'arrival' : 'departure'}`;
    return sendOutcome(r, await changeCall(db, q.actor!, b, action, (c) => applyTime(c, change, new Date())));
  });
  fastify.post(S.setCutOffs.path, routeOf(S.setCutOffs), async (q, r) => {
    const b = q.body as (typeof S.setCutOffs.input)['static'];
    const cutOffs = b.CutOffs.map((x) => ({ code: x.Code, dateTime: x.DateTime }));
    return sendOutcome(r, await changeCall(db, q.actor!, b, 'cut-offs', (c) => applyCutOffs(c, cutOffs)));
  });
  for (const [call, to, action] of [
    [S.omit, 'OMITTED', 'omitted'],
    [S.cancel, 'CANCELLED', 'cancelled'],
  ] as const)
    fastify.post(call.path, routeOf(call), async (q, r) => {
      const b = q.body as (typeof S.omit.input)['static'];
      const reason = b.Reason.trim();
      if (!reason)
        return sendOutcome(r, {
          ok: false,
          status: 400,
          code: 'INVALID',
          message: 'Reason: is empty.',
          zh: '请填写原因。',
          errors: [{ Path: '/Reason', Message: 'is empty' }],
        });
      return sendOutcome(r, await changeCall(db, q.actor!, b, action, (c) => closeCall(c, to), reason));
    });
}

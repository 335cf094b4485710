import type { scheduleCalls as S } from '../../../src/contract/refdata/scheduleCalls';
import { applyCutOffs, applyTime, closeCall, type CallOutcome, type CallTimes } from '../../../src/domain/refdata/vesselCallTimes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { instant } from './pointToPoint';
import { type CallRow, lockVesselCall, writeCallTimes } from './scheduleRepository';

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
): Promise<Outcome<{ Version: number }>> {
  return inTransaction(db, async (tx) => {
    const row = await lockVesselCall(tx, key.Id);
    if (!row) return missing('No such vessel call.', '没有这个船期挂靠。');
    if (row.version !== key.Version)
      return no(
        'STALE',
        'Someone changed this call since you opened it: reload it, then make your change again.',
        '您打开这个挂靠之后，已有人修改了它：请重新加载，再修改一次。',
      );
    const before = timesOf(row);
    const outcome = decide(before);
    if (!outcome.ok) return no(outcome.code, outcome.en, outcome.zh);
    const c = outcome.call;
    const version = await writeCallTimes(tx, key.Id, { ...c, cutOffs: c.cutOffs.map((x) => ({ Code: x.code, DateTime: x.dateTime })) }, reason);
    await recordChange(tx, actor, {
      entity: 'vesselCall',
      entityId: key.Id,
      action,
      companyId: null,
      detail: { ...changed(before, c), ...(reason ? { Reason: reason } : {}) },
    });
    return { ok: true, value: { Version: version } };
  });
}

type Input<K extends 'setTimes' | 'setCutOffs' | 'omit'> = (typeof S)[K]['input']['static'];

/**
 * The schedule clerk's changes to a live call (commercial.md §1.2, §1.3): estimated and actual
 * arrival and departure, the cut-offs, omitting (跳港) and cancelling with a reason.
 */
export function vesselCallService(db: Db) {
  return {
    setTimes(actor: Actor, b: Input<'setTimes'>) {
      const change = { event: b.Event, classifier: b.Classifier, dateTime: b.DateTime };
      const action = `${b.Classifier === 'ACT' ? 'actual' : 'estimated'} ${b.Event === 'ARRI' ? 'arrival' : 'departure'}`;
      return changeCall(db, actor, b, action, (c) => applyTime(c, change, new Date()));
    },
    setCutOffs(actor: Actor, b: Input<'setCutOffs'>) {
      const cutOffs = b.CutOffs.map((x) => ({ code: x.Code, dateTime: x.DateTime }));
      return changeCall(db, actor, b, 'cut-offs', (c) => applyCutOffs(c, cutOffs));
    },
    /** Omits (OMITTED) or cancels (CANCELLED) a call, for the reason given. */
    async close(actor: Actor, b: Input<'omit'>, to: 'OMITTED' | 'CANCELLED', action: string) {
      const reason = b.Reason.trim();
      if (!reason) return no('INVALID', 'Reason: is empty.', '请填写原因。', [{ Path: '/Reason', Message: 'is empty' }]);
      return changeCall(db, actor, b, action, (c) => closeCall(c, to), reason);
    },
  };
}

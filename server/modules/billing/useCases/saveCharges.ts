import type { ChargeIn } from '../../../../src/contract/billing/calls';
import { billingWords as W } from '../../../../src/contract/billing/words';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { confirmCharges as markConfirmed, insertCharge, lockCharges, type NewCharge, updateCharge } from '../chargeRepository';
import { jobOf } from '../repository';
import { prepareCharge } from './prepareCharge';
import { CHARGES_DOC, linesSay, noCharge, noJob, refuse, who } from './shared';

/** Staff add and edit a job's charge lines; a line already on an invoice is locked, a stale one refused. */
export async function saveCharges(db: Db, actor: Actor, input: { CGO_ID: string; Lines: ChargeIn[] }): Promise<Outcome<{ Ids: number[] }>> {
  return inTransaction(db, async (tx, fail) => {
    const job = await jobOf(tx, input.CGO_ID, null);
    if (!job) return noJob();
    const existing = new Map(
      (
        await lockCharges(
          tx,
          input.Lines.flatMap((l) => (l.Id ? [l.Id] : [])),
        )
      ).map((c) => [c.id, c]),
    );
    const ids: number[] = [];
    for (const [i, l] of input.Lines.entries()) {
      if (l.Id) {
        const old = existing.get(l.Id);
        if (!old || old.chg_cgo_id !== job.cgo_id) fail(noCharge());
        if (old!.chg_invoice_id !== null) fail(refuse('LOCKED', W.locked(i + 1)));
        if (l.Version !== old!.version) fail(refuse('STALE', W.stale));
      }
      const p = await prepareCharge(tx, `/Lines/${i}`, job, l, actor.id);
      if (!p.ok) fail(p.words ? refuse(p.code!, p.words) : refuse('INVALID', linesSay(p.errors), p.errors));
      const line = (p as { line: NewCharge }).line;
      if (l.Id) {
        if (!(await updateCharge(tx, l.Id, l.Version!, line))) fail(refuse('STALE', W.stale));
        ids.push(l.Id);
      } else ids.push((await insertCharge(tx, line))!);
    }
    await recordDocEvent(tx, { docType: CHARGES_DOC, docId: job.cgo_id, actor: who(actor), type: 'v1.ChargesSaved', detail: { ids } });
    return { ok: true, value: { Ids: ids } };
  });
}

/** Draft lines confirmed: ready to be invoiced. */
export async function confirmCharges(db: Db, actor: Actor, ids: number[]): Promise<Outcome<{ Confirmed: number }>> {
  return inTransaction(db, async (tx) => {
    const n = await markConfirmed(tx, ids);
    const cgo = (await lockCharges(tx, ids))[0]?.chg_cgo_id;
    if (cgo && n) await recordDocEvent(tx, { docType: CHARGES_DOC, docId: cgo, actor: who(actor), type: 'v1.ChargesConfirmed', detail: { ids } });
    return { ok: true, value: { Confirmed: n } };
  });
}

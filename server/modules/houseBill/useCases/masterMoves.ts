import { billRefusalWords as R } from '../../../../src/contract/houseBill/words';
import { consolidation, draftDifferences, fillWords } from '../../../../src/domain/houseBill/rules';
import { mblMove } from '../../../../src/domain/houseBill/status';
import { enqueue } from '../../../channels/outbox';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import type { DocActor } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { CARRIER_SI_CHANNEL, type CarrierSiPayload } from '../carrierSimulator';
import { claimSubmitKey, keepSubmitMessage, type MblDbRow, mblRow, unlinkHbls } from '../masterBillRepository';
import { type Done, houseTotals, linkSis, MBL_DOC, mblEvent, mblState, moveMaster, noMbl, ours, staleMbl, writeMaster } from './masterShared';
import { docActor, listOf, say } from './shared';

type Ref = { Id: number; VERSION: number };
const comparable = ({ messageRef: _m, carrier: _c, ...rest }: CarrierSiPayload) => rest as unknown as Record<string, unknown>;

/** The clerk's edits of the master (its number, parties, containers); a new number is written into its houses' SIs. */
export function saveMaster(db: Db, actor: Actor, input: Ref & { Containers?: MblDbRow['mbl_containers'] } & Record<string, unknown>) {
  const { Id, VERSION, Containers, ...fields } = input;
  return moveMaster(db, Id, VERSION, 'save', async (tx, m, to) => {
    const set: Record<string, unknown> = { mbl_status: to };
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k.toLowerCase()] = v;
    if (Containers) set.mbl_containers = Containers.map((c) => ({ ...c, CNNO: c.CNNO.toUpperCase() }));
    const done = await writeMaster(tx, m, set);
    if (done.ok) {
      if (set.mbl_no !== undefined) await linkSis(tx, { ...m, mbl_no: String(set.mbl_no) }, actor);
      await mblEvent(tx, m.id, docActor(actor), 'v1.MblSaved', { fields: Object.keys(set) });
    }
    return done;
  });
}

/** Our SI to the carrier: mbl.consol first (each difference named), then the message queued in the move's transaction, once per Idempotency-Key. */
export async function submitToCarrier(db: Db, actor: Actor, input: Ref, idem: { key: string; hash: string }): Promise<Outcome<Done>> {
  return inTransaction(db, async (tx, fail) => {
    const m0 = await mblRow(tx, input.Id, true);
    if (!m0) return noMbl();
    const claim = await claimSubmitKey(tx, m0.id, idem.key, idem.hash);
    if (!claim.fresh) {
      if (claim.hash !== idem.hash) return say('IDEMPOTENCY_KEY_REUSED', R.key);
      // the same request again: what the first answered, nothing queued twice
      return { ok: true, value: { Id: m0.id, MBL_STATUS: m0.mbl_status, VERSION: m0.version } };
    }
    if (m0.version !== input.VERSION) return fail(staleMbl());
    const to = mblMove(m0.mbl_status, 'submit');
    if (to === undefined) return fail(mblState(m0.mbl_status, 'submit'));
    const { problems } = consolidation(await houseTotals(tx, m0), m0.mbl_containers);
    if (problems.length) {
      const l = listOf(problems);
      const words = { zh: fillWords(R.consolidation, { list: l.zh }).zh, en: fillWords(R.consolidation, { list: l.en }).en };
      return fail(say('MBL_CONSOLIDATION', words, { Problems: problems }));
    }
    const payload = ours(m0);
    const messageId = await enqueue(tx, {
      channel: CARRIER_SI_CHANNEL,
      docType: MBL_DOC,
      docId: m0.id,
      kind: 'SI',
      payloadVersion: m0.version,
      payload,
      simulated: true,
      createdBy: actor.id,
    });
    await keepSubmitMessage(tx, m0.id, idem.key, messageId);
    const done = await writeMaster(tx, m0, { mbl_status: to, mbl_sent: payload, mbl_external_ref: payload.messageRef, mbl_simulated: true, mbl_error: '' });
    if (!done.ok) return fail(done);
    await mblEvent(tx, m0.id, docActor(actor), 'v1.MblSentToCarrier', { messageId, ref: payload.messageRef });
    return done;
  });
}

/** The carrier's draft kept and matched against what we sent (a person typing it, or the channel's DRAFT receipt), in `tx`. */
export async function recordDraftIn(tx: Queryable, m: MblDbRow, draft: Record<string, unknown>, who: DocActor = { kind: 'gateway', id: CARRIER_SI_CHANNEL }) {
  const sent = (m.mbl_sent as unknown as CarrierSiPayload | null) ?? ours(m);
  const diff = draftDifferences(comparable(sent), draft);
  const done = await writeMaster(tx, m, { mbl_status: mblMove(m.mbl_status, 'carrierDraft')!, mbl_carrier_draft: draft, mbl_diff: diff });
  if (done.ok) await mblEvent(tx, m.id, who, 'v1.MblCarrierDraftRecorded', { differences: diff.length });
  return done;
}

/** A person types the carrier's draft in. */
export function recordCarrierDraft(db: Db, actor: Actor, input: Ref & { Draft: Record<string, unknown> }) {
  return moveMaster(db, input.Id, input.VERSION, 'carrierDraft', (tx, m) => recordDraftIn(tx, m, input.Draft, docActor(actor)));
}

/** The carrier's draft confirmed, its differences accepted as they are. */
export function confirmMaster(db: Db, actor: Actor, input: Ref) {
  return moveMaster(db, input.Id, input.VERSION, 'confirm', async (tx, m, to) => {
    if (!m.mbl_carrier_draft) return say('MBL_NO_CARRIER_DRAFT', R.noCarrierDraft);
    const done = await writeMaster(tx, m, { mbl_status: to });
    if (done.ok) await mblEvent(tx, m.id, docActor(actor), 'v1.MblConfirmed', { differences: m.mbl_diff.length });
    return done;
  });
}

/** The carrier issued the master (on board): its number written into the houses' SIs. */
export function recordMasterIssue(db: Db, actor: Actor, input: Ref & { MBL_NO: string; MBL_ON_BOARD_DATE: string; MBL_ISSUE_DATE: string }) {
  return moveMaster(db, input.Id, input.VERSION, 'recordIssue', async (tx, m, to) => {
    const done = await writeMaster(tx, m, {
      mbl_status: to,
      mbl_no: input.MBL_NO,
      mbl_on_board_date: input.MBL_ON_BOARD_DATE,
      mbl_issue_date: input.MBL_ISSUE_DATE,
    });
    if (done.ok) {
      await linkSis(tx, { ...m, mbl_no: input.MBL_NO }, actor);
      await mblEvent(tx, m.id, docActor(actor), 'v1.MblIssued', { no: input.MBL_NO, onBoard: input.MBL_ON_BOARD_DATE });
    }
    return done;
  });
}

/** The master voided with a reason: its houses and their SIs let go of it. */
export function voidMaster(db: Db, actor: Actor, input: Ref & { Reason: string }) {
  return moveMaster(db, input.Id, input.VERSION, 'void', async (tx, m, to) => {
    await linkSis(tx, m, actor, true);
    await unlinkHbls(tx, m.id);
    const done = await writeMaster(tx, m, { mbl_status: to, mbl_void_reason: input.Reason });
    if (done.ok) await mblEvent(tx, m.id, docActor(actor), 'v1.MblVoided', { reason: input.Reason });
    return done;
  });
}

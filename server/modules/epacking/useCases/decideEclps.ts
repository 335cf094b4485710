import type { DecideIn } from '../../../../src/contract/epacking/calls';
import { ECP_KIND, ecpMove } from '../../../../src/domain/epacking/status';
import { enqueue } from '../../../channels/outbox';
import type { Db, Queryable } from '../../../db/types';
import { isSameRequest, type KeyReading, keyRefusal } from '../../../http/idempotency';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { MOVE_NAMES, refuse } from '../refusals';
import { claimDecideKey, declaredVgm, decisionOfKey, keepDecision, linesOf, loadedAt, lockRequest, packingListById, writeStatus } from '../repository';
import { clpMessage, TERMINAL_CLP } from '../terminalMessage';
import { type Decided, employee, PACKABLE } from './shared';

type Fail = (o: Outcome<unknown>) => never;

/**
 * The operator's decision on requests waiting for it; approving writes the terminal message in the
 * same transaction. `simulated`: the channel runs on the local terminal simulator (each message says so).
 */
export async function decideEclps(
  db: Db,
  simulated: boolean,
  actor: Actor,
  input: DecideIn,
  idem: { reading: KeyReading; hash: string },
): Promise<Outcome<Decided>> {
  if (!idem.reading.ok) return keyRefusal.invalid;
  const key = idem.reading.key;
  const remarks = input.Remarks?.trim() ?? '';
  if (!input.Approve && !remarks) return refuse.remarks();
  return inTransaction<Decided>(db, async (tx, fail) => {
    if (key && !(await claimDecideKey(tx, actor.id, key, idem.hash))) {
      // the same decision sent again (its answer was lost): its first answer, never a second decision
      const before = await decisionOfKey<Decided>(tx, actor.id, key);
      if (!before?.answer || !isSameRequest(before.request_hash, idem.hash)) return keyRefusal.reused;
      return { ok: true, value: { ...before.answer, Replayed: true } };
    }
    const decided: Decided['Decided'] = [];
    for (const id of [...new Set(input.Ids)]) decided.push(await decideOne(tx, simulated, actor, id, input.Approve, remarks, fail));
    const answer = { Decided: decided };
    if (key) await keepDecision(tx, actor.id, key, answer);
    return { ok: true, value: answer };
  });
}

/** One request decided; any refusal fails the whole decision. */
async function decideOne(tx: Queryable, simulated: boolean, actor: Actor, id: number, approve: boolean, remarks: string, fail: Fail) {
  const r = await lockRequest(tx, actor, id);
  if (!r) return fail(refuse.noRequest());
  const event = approve ? 'approve' : 'reject';
  const move = ecpMove(r.ecp_status, event, 'operator');
  if (!move) return fail(refuse.state(r.ecp_no, r.ecp_status, MOVE_NAMES[event]));
  let messageId: number | undefined;
  if (approve) {
    const p = (await packingListById(tx, r.ecp_pkl_id))!;
    // the rules hold at approval too: the packing list may have moved since the application
    if (r.ecp_kind === ECP_KIND.PACK && !PACKABLE.includes(p.pkl_status)) return fail(refuse.pklState(p.pkl_status));
    if (r.ecp_kind === ECP_KIND.PACK && !(await declaredVgm(tx, p))) return fail(refuse.vgm(p.pkl_cnno));
    const loaded = r.ecp_kind === ECP_KIND.UNPACK ? await loadedAt(tx, p.pkl_cnno) : undefined;
    if (loaded) return fail(refuse.loaded(p.pkl_cnno, loaded));
    const payload = clpMessage(r, p, await linesOf(tx, p.id), await declaredVgm(tx, p));
    messageId = await enqueue(tx, {
      channel: TERMINAL_CLP,
      docType: 'eclp',
      docId: r.id,
      kind: payload.function,
      payloadVersion: r.version + 1,
      payload,
      simulated,
      createdBy: actor.id,
    });
  }
  await writeStatus(tx, r.id, move.to, { decidedBy: actor.id, remarks: remarks || undefined, messageId });
  await recordDocEvent(tx, {
    docType: 'eclp',
    docId: r.id,
    actor: employee(actor),
    type: approve ? 'v1.EclpApproved' : 'v1.EclpRejected',
    detail: { From: r.ecp_status, To: move.to, Remarks: remarks, MessageId: messageId ?? null },
  });
  return { Id: r.id, ECP_STATUS: move.to, ...(messageId ? { MessageId: messageId } : {}) };
}

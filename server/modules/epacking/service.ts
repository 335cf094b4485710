import { docActorWords } from '../../../src/contract/docActor';
import type { ApplyIn, DecideIn, EclpDetail, EclpRow, ShutOut, Transmission } from '../../../src/contract/epacking/calls';
import { checkPackingList } from '../../../src/domain/packing/check';
import { ECP_KIND, ecpMove } from '../../../src/domain/epacking/status';
import { enqueue } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { isSameRequest, type KeyReading, keyRefusal } from '../../http/idempotency';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { MOVE_NAMES, refuse } from './refusals';
import {
  claimDecideKey,
  declaredVgm,
  decisionOfKey,
  inFlight,
  insertRequest,
  isPlatform,
  keepDecision,
  linesOf,
  listRequests,
  loadedAt,
  lockPackingList,
  lockRequest,
  packedAtTerminal,
  packingListById,
  requestRow,
  requeueMessage,
  messageAttempts,
  shutOutSuspects,
  transmissions,
  writeStatus,
} from './repository';
import { clpMessage, TERMINAL_CLP } from './terminalMessage';

/** The packing-list states a pack may be applied from (§4.3: data submitted or approved). */
const PACKABLE: readonly number[] = [4, 5];

type Decided = { Decided: { Id: number; ECP_STATUS: number; MessageId?: number }[]; Replayed?: boolean };

/**
 * Electronic packing's calls (operations.md §4.3) with the rules of §4.5; every refusal leaves
 * nothing changed. `simulated`: the channel runs on the local terminal simulator (each message says so).
 */
export function epackingService(db: Db, simulated: boolean) {
  const employee = (actor: Actor) => ({ kind: 'employee' as const, id: Number(actor.id) });

  async function apply(actor: Actor, input: ApplyIn): Promise<Outcome<{ Id: number; ECP_NO: string }>> {
    return inTransaction<{ Id: number; ECP_NO: string }>(db, async (tx) => {
      // locked: two applications for one packing list are decided one after the other (ecp.once)
      const p = await lockPackingList(tx, actor, input.PKL_ID);
      if (!p) return refuse.noPackingList();
      const flying = await inFlight(tx, p.id);
      if (input.Kind === ECP_KIND.PACK) {
        if (!PACKABLE.includes(p.pkl_status)) return refuse.pklState(p.pkl_status);
        const pack = flying.find((f) => f.kind === ECP_KIND.PACK);
        if (pack) return refuse.packInFlight(pack.ecp_no);
        if (await packedAtTerminal(tx, p.id)) return refuse.alreadyPacked();
        if (!(await declaredVgm(tx, p))) return refuse.vgm(p.pkl_cnno);
      } else {
        if (!input.Reason) return refuse.reason();
        const unpack = flying.find((f) => f.kind === ECP_KIND.UNPACK);
        if (unpack) return refuse.unpackInFlight(unpack.ecp_no);
        if (!(await packedAtTerminal(tx, p.id))) return refuse.notPacked();
        const loaded = await loadedAt(tx, p.pkl_cnno);
        if (loaded) return refuse.loaded(p.pkl_cnno, loaded);
      }
      const made = await insertRequest(tx, {
        companyId: p.company_id,
        kind: input.Kind,
        pklId: p.id,
        terminal: p.pkl_terminal_code || p.pkl_loading_code,
        reason: input.Kind === ECP_KIND.UNPACK ? (input.Reason ?? null) : null,
        remarks: input.Remarks?.trim() ?? '',
        createdBy: actor.id,
      });
      await recordDocEvent(tx, {
        docType: 'eclp',
        docId: made.id,
        actor: employee(actor),
        type: 'v1.EclpApplied',
        detail: { Kind: input.Kind, PKL_ID: p.id, PKL_NO: p.pkl_no, CNNO: p.pkl_cnno, Reason: input.Reason ?? null },
      });
      return { ok: true, value: { Id: made.id, ECP_NO: made.ecp_no } };
    });
  }

  /** The operator's decision on requests waiting for it; approving writes the terminal message in the same transaction. */
  async function decide(actor: Actor, input: DecideIn, idem: { reading: KeyReading; hash: string }): Promise<Outcome<Decided>> {
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
      for (const id of [...new Set(input.Ids)]) {
        const r = await lockRequest(tx, actor, id);
        if (!r) return fail(refuse.noRequest());
        const event = input.Approve ? 'approve' : 'reject';
        const move = ecpMove(r.ecp_status, event, 'operator');
        if (!move) return fail(refuse.state(r.ecp_no, r.ecp_status, MOVE_NAMES[event]));
        let messageId: number | undefined;
        if (input.Approve) {
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
          type: input.Approve ? 'v1.EclpApproved' : 'v1.EclpRejected',
          detail: { From: r.ecp_status, To: move.to, Remarks: remarks, MessageId: messageId ?? null },
        });
        decided.push({ Id: r.id, ECP_STATUS: move.to, ...(messageId ? { MessageId: messageId } : {}) });
      }
      const answer = { Decided: decided };
      if (key) await keepDecision(tx, actor.id, key, answer);
      return { ok: true, value: answer };
    });
  }

  /** A failed send handed to the gateway again (7 → 4): the same message and key, a fresh retry schedule. */
  async function retry(actor: Actor, id: number): Promise<Outcome<{ Id: number; MessageId: number }>> {
    return inTransaction<{ Id: number; MessageId: number }>(db, async (tx) => {
      const r = await lockRequest(tx, actor, id);
      if (!r) return refuse.noRequest();
      const move = ecpMove(r.ecp_status, 'retry', 'operator');
      if (!move || !r.ecp_message_id) return refuse.state(r.ecp_no, r.ecp_status, MOVE_NAMES.retry);
      const attempts = await messageAttempts(tx, r.ecp_message_id);
      await requeueMessage(tx, r.ecp_message_id);
      await writeStatus(tx, r.id, move.to, { error: '' });
      await recordDocEvent(tx, {
        docType: 'eclp',
        docId: r.id,
        actor: employee(actor),
        type: 'v1.EclpRetried',
        detail: { From: r.ecp_status, To: move.to, MessageId: r.ecp_message_id, PreviousAttempts: attempts },
      });
      return { ok: true, value: { Id: r.id, MessageId: r.ecp_message_id } };
    });
  }

  async function withdraw(actor: Actor, id: number): Promise<Outcome<{ Id: number }>> {
    return inTransaction<{ Id: number }>(db, async (tx) => {
      const r = await lockRequest(tx, actor, id);
      if (!r) return refuse.noRequest();
      const move = ecpMove(r.ecp_status, 'withdraw', 'applicant');
      if (!move) return refuse.state(r.ecp_no, r.ecp_status, MOVE_NAMES.withdraw);
      await writeStatus(tx, r.id, move.to);
      await recordDocEvent(tx, { docType: 'eclp', docId: r.id, actor: employee(actor), type: 'v1.EclpWithdrawn', detail: { From: r.ecp_status, To: move.to } });
      return { ok: true, value: { Id: r.id } };
    });
  }

  async function list(
    actor: Actor,
    q: { Page?: number; PageSize?: number; Kind?: number; Status?: number; Queue?: boolean; CNNO?: string; CGO_ID?: string; PKL_ID?: number },
  ): Promise<Outcome<{ Items: EclpRow[]; Total: number }>> {
    const value = await listRequests(db, actor, {
      kind: q.Kind,
      status: q.Status,
      queue: q.Queue,
      cnno: q.CNNO,
      cgoId: q.CGO_ID,
      pklId: q.PKL_ID,
      page: q.Page ?? 1,
      pageSize: q.PageSize ?? 50,
    });
    return { ok: true, value };
  }

  /** One request with what the operator decides on: the packing list, its check, its VGM, the request's history. */
  async function get(actor: Actor, id: number, lang: 'zh' | 'en', now = new Date()): Promise<Outcome<EclpDetail>> {
    const row = await requestRow(db, actor, id);
    if (!row) return refuse.noRequest();
    const p = (await packingListById(db, row.ECP_PKL_ID))!;
    const lines = await linesOf(db, p.id);
    const data = {
      PKL_NO: p.pkl_no ?? '',
      PKL_CNTR_TYPE: p.pkl_cntr_type,
      PKL_CNNO: p.pkl_cnno,
      PKL_NON_ISO: p.pkl_non_iso,
      PKL_SEALNO: p.pkl_sealno,
      PKL_TARE_KG: p.pkl_tare_kg,
      PKL_MAX_GROSS_KG: p.pkl_max_gross_kg,
      PKL_STUFF_PLACE: p.pkl_stuff_place,
      PKL_STUFF_AT: p.pkl_stuff_at ?? undefined,
      PKL_NUM: p.pkl_num,
      PKL_WEIGHT: Number(p.pkl_weight),
      PKL_VOLUME: Number(p.pkl_volume),
      Lines: lines,
    };
    // the data's check as it stands (the gate-in freeze is no problem of the data itself)
    const problems = checkPackingList(data, { slotType: p.pkl_cntr_type, submitting: true, now: now.toISOString(), lang, bookingNo: p.pkl_booking_no });
    const vgm = await declaredVgm(db, p);
    const events = await docHistory(db, 'eclp', id, 50);
    return {
      ok: true,
      value: {
        Request: row,
        PackingList: {
          PKL_NUM: p.pkl_num,
          PKL_WEIGHT: Number(p.pkl_weight),
          PKL_VOLUME: Number(p.pkl_volume),
          PKL_TARE_KG: p.pkl_tare_kg,
          PKL_MAX_GROSS_KG: p.pkl_max_gross_kg,
          PKL_STUFF_PLACE: p.pkl_stuff_place,
          PKL_STUFF_AT: p.pkl_stuff_at,
          PKL_LOADING_CODE: p.pkl_loading_code,
          PKL_DISCHARGE_CODE: p.pkl_discharge_code,
          Lines: lines.map((l) => ({
            PKD_SEQ: l.PKD_SEQ,
            PKD_GOODS: l.PKD_GOODS || l.PKD_CNGOODS,
            PKD_HSCODE: l.PKD_HSCODE,
            PKD_PACKAGE: l.PKD_PACKAGE,
            PKD_NUM: l.PKD_NUM,
            PKD_WEIGHT: Number(l.PKD_WEIGHT),
            PKD_VOLUME: Number(l.PKD_VOLUME),
          })),
        },
        Problems: problems.map((x) => ({ Path: x.Path, Code: x.Code, Message: x.Message, ...(x.Severity ? { Severity: x.Severity } : {}) })),
        Vgm: vgm ?? null,
        Events: events.map((e) => ({ At: e.at, Type: e.type, ActorName: docActorWords(e.actorKind, e.actorId, e.actorName), Detail: e.detail })),
      },
    };
  }

  async function records(
    actor: Actor,
    q: { Page?: number; PageSize?: number; Failed?: boolean; CNNO?: string },
  ): Promise<Outcome<{ Items: Transmission[]; Total: number }>> {
    if (!isPlatform(actor)) return { ok: true, value: { Items: [], Total: 0 } };
    return { ok: true, value: await transmissions(db, { failed: !!q.Failed, cnno: q.CNNO, page: q.Page ?? 1, pageSize: q.PageSize ?? 50 }) };
  }

  async function shutOut(): Promise<Outcome<ShutOut[]>> {
    return { ok: true, value: await shutOutSuspects(db) };
  }

  return { apply, decide, retry, withdraw, list, get, records, shutOut };
}

export type EpackingService = ReturnType<typeof epackingService>;

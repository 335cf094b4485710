import type { Mbl } from '../../../src/contract/houseBill/calls';
import { billActionWords as ACT, billRefusalWords as R, mblStatusWords } from '../../../src/contract/houseBill/words';
import { type BillProblem, type BoxTotals, consolidation, draftDifferences, fillWords } from '../../../src/domain/houseBill/rules';
import { type MblEvent, mblMove } from '../../../src/domain/houseBill/status';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { enqueue } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { type DocActor, docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { linkSiToMaster } from '../si/public';
import { CARRIER_SI_CHANNEL, type CarrierSiPayload } from './carrierSimulator';
import {
  bookedContainers,
  bookingsFacts,
  claimSubmitKey,
  companyNameEn,
  houseBillsOfMbl,
  insertMbl,
  keepSubmitMessage,
  linkHblsToMbl,
  mastersHolding,
  type MblDbRow,
  mblRow,
  sisOfBookings,
  unlinkHbls,
  updateMbl,
} from './repository';
import { siPart } from './view';

/**
 * The master bill (operations.md §10.2–§10.3): made over one or more bookings (a booking on one live
 * master only), its houses the bookings' SIs with their live HBLs (linked on the SI: TMM_MCGO_ID,
 * TMM_MMBL_NO); mbl.consol per container before our SI goes to the carrier (CARRIER_SI, outbox, under
 * an Idempotency-Key); the carrier's draft matched against what we sent, field by field; confirm,
 * issue (on board), void. Staff only: every call is platformOnly (src/contract/houseBill/module.ts).
 */
export const MBL_DOC = 'masterBill';
const docActor = (a: Actor): DocActor => ({ kind: 'employee', id: Number(a.id) });
const say = <T>(code: string, w: Bilingual, extra?: Record<string, unknown>): Outcome<T> => {
  const o = no<T>(code, w.en, w.zh);
  return extra && !o.ok ? { ...o, extra } : o;
};
const noMbl = <T>() => missing<T>(R.noMbl.en, R.noMbl.zh);
const stale = <T>() => say<T>('STALE', R.stale);
const listOf = (ps: readonly BillProblem[]): Bilingual => ({ zh: ps.map((p) => p.Words.zh).join('；'), en: ps.map((p) => p.Words.en).join('; ') });
type Done = { Id: number; MBL_STATUS: number; VERSION: number };

/** The houses' figures per container: each approved SI of the master's bookings, box by box. */
async function houseTotals(q: Queryable, m: Pick<MblDbRow, 'mbl_cgo_ids'>): Promise<BoxTotals[]> {
  const sis = await sisOfBookings(q, m.mbl_cgo_ids);
  return sis.flatMap((s) => siPart(s.record).Containers.map((c) => ({ CNNO: c.CNNO, PKGS: c.PKGS, KG: c.KG, CBM: c.CBM })));
}

/** What we send the carrier (and match its draft against). */
const ours = (m: MblDbRow): CarrierSiPayload => ({
  messageRef: `MBL${m.id}V${m.version}`,
  carrier: m.mbl_carrier,
  MBL_NO: m.mbl_no,
  Shipper: m.mbl_shipper,
  Consignee: m.mbl_consignee,
  Notify: m.mbl_notify,
  Vessel: m.mbl_vessel,
  Voyage: m.mbl_voyage,
  Containers: m.mbl_containers,
});
const comparable = ({ messageRef: _m, carrier: _c, ...rest }: CarrierSiPayload) => rest as unknown as Record<string, unknown>;

export function masterBillService(db: Db) {
  const event = (tx: Queryable, id: number, actor: DocActor, type: string, detail: Record<string, unknown> = {}) =>
    recordDocEvent(tx, { docType: MBL_DOC, docId: id, actor, type, detail });

  async function view(q: Queryable, m: MblDbRow): Promise<Mbl> {
    const { rows, problems } = consolidation(await houseTotals(q, m), m.mbl_containers);
    const houses = await houseBillsOfMbl(q, m.id);
    return {
      Id: m.id,
      MBL_NO: m.mbl_no,
      MBL_CGO_IDS: m.mbl_cgo_ids,
      MBL_DIRECT: m.mbl_direct,
      MBL_CARRIER: m.mbl_carrier,
      MBL_VESSEL: m.mbl_vessel,
      MBL_VOYAGE: m.mbl_voyage,
      MBL_STATUS: m.mbl_status,
      Houses: m.houses,
      VERSION: m.version,
      MBL_SHIPPER: m.mbl_shipper,
      MBL_CONSIGNEE: m.mbl_consignee,
      MBL_NOTIFY: m.mbl_notify,
      MBL_FREIGHT_TERM: m.mbl_freight_term,
      MBL_RELEASE_TYPE: m.mbl_release_type,
      MBL_ON_BOARD_DATE: m.mbl_on_board_date,
      MBL_ISSUE_DATE: m.mbl_issue_date,
      MBL_ERROR: m.mbl_error,
      MBL_EXTERNAL_REF: m.mbl_external_ref,
      MBL_SIMULATED: m.mbl_simulated,
      MBL_VOID_REASON: m.mbl_void_reason,
      Containers: m.mbl_containers,
      HouseBills: houses.map((h) => ({ Id: h.id, HBL_NO: h.hbl_no, SiId: h.hbl_si_id, CGO_ID: h.hbl_cgo_id, HBL_STATUS: h.hbl_status })),
      Consolidation: rows,
      Problems: problems.map((p) => ({ Code: p.Code, Words: p.Words })),
      CarrierDraft: m.mbl_carrier_draft,
      Differences: m.mbl_diff,
    };
  }

  /** One move of the table in a transaction: locked, VERSION checked (STALE), the move allowed (MBL_STATE), then `work`. */
  function move(id: number, version: number, ev: MblEvent, work: (tx: Queryable, m: MblDbRow, to: number) => Promise<Outcome<Done>>): Promise<Outcome<Done>> {
    return inTransaction(db, async (tx) => {
      const m = await mblRow(tx, id, true);
      if (!m) return noMbl();
      if (m.version !== version) return stale();
      const to = mblMove(m.mbl_status, ev);
      if (to === undefined)
        return say('MBL_STATE', {
          zh: fillWords(R.mblState, { state: mblStatusWords[m.mbl_status]!.zh, action: ACT[ev].zh }).zh,
          en: fillWords(R.mblState, { state: mblStatusWords[m.mbl_status]!.en, action: ACT[ev].en }).en,
        });
      return work(tx, m, to);
    });
  }
  const write = async (tx: Queryable, m: MblDbRow, set: Record<string, unknown>): Promise<Outcome<Done>> => {
    const v = await updateMbl(tx, m.id, m.version, set);
    return v === undefined ? stale() : { ok: true, value: { Id: m.id, MBL_STATUS: Number(set.mbl_status ?? m.mbl_status), VERSION: v } };
  };
  /** The SIs of the master's houses point at it (TMM_MCGO_ID = its first booking, TMM_MMBL_NO = its number), or at nothing. */
  async function linkSis(tx: Queryable, m: Pick<MblDbRow, 'id' | 'mbl_cgo_ids' | 'mbl_no'>, actor: Actor, unlink = false) {
    for (const h of await houseBillsOfMbl(tx, m.id))
      await linkSiToMaster(tx, h.hbl_si_id, unlink ? null : { cgoId: m.mbl_cgo_ids[0]!, mblNo: m.mbl_no }, actor.id);
  }

  /** The carrier's draft kept and matched against what we sent (a person typing it, or the channel's DRAFT receipt), in `tx`. */
  async function recordDraftIn(tx: Queryable, m: MblDbRow, draft: Record<string, unknown>, who: DocActor = { kind: 'gateway', id: CARRIER_SI_CHANNEL }) {
    const sent = (m.mbl_sent as unknown as CarrierSiPayload | null) ?? ours(m);
    const diff = draftDifferences(comparable(sent), draft);
    const done = await write(tx, m, { mbl_status: mblMove(m.mbl_status, 'carrierDraft')!, mbl_carrier_draft: draft, mbl_diff: diff });
    if (done.ok) await event(tx, m.id, who, 'v1.MblCarrierDraftRecorded', { differences: diff.length });
    return done;
  }

  return {
    view,
    async get(id: number): Promise<Outcome<Mbl>> {
      const m = await mblRow(db, id);
      return m ? { ok: true, value: await view(db, m) } : noMbl();
    },
    async log(id: number) {
      if (!(await mblRow(db, id))) return noMbl<never>();
      const events = await docHistory(db, MBL_DOC, id);
      return {
        ok: true as const,
        value: {
          Events: events.map((e) => ({
            At: e.at,
            ActorKind: e.actorKind,
            ActorName: e.actorName ?? '',
            Type: e.type,
            Detail: e.detail,
          })),
        },
      };
    },

    async create(actor: Actor, input: { CGO_IDs: string[]; Direct: boolean }): Promise<Outcome<{ Id: number }>> {
      const cgoIds = [...new Set(input.CGO_IDs)];
      return inTransaction(db, async (tx) => {
        const bookings = await bookingsFacts(tx, cgoIds);
        const missingOne = cgoIds.find((c) => !bookings.some((b) => b.cgo_id === c));
        if (missingOne) return missing(fillWords(R.noBooking, { cgo: missingOne }).en, fillWords(R.noBooking, { cgo: missingOne }).zh);
        const held = await mastersHolding(tx, cgoIds);
        if (held.length) return say('MBL_BOOKING_ON_MASTER', fillWords(R.bookingOnMaster, { cgo: held[0]!.cgo }));
        const sis = await sisOfBookings(tx, cgoIds);
        if (input.Direct && (cgoIds.length !== 1 || sis.length !== 1)) return say('MBL_DIRECT_ONE', R.directOne);
        // the master's containers: the booked ones, with the SIs' figures as first typed (the clerk corrects them)
        const totals = new Map<string, { CNNO: string; SEALNO: string; TYPE: string; PKGS: number; KG: number; CBM: number }>();
        for (const b of await bookedContainers(tx, cgoIds)) totals.set(b.cnno, { CNNO: b.cnno, SEALNO: '', TYPE: b.type, PKGS: 0, KG: 0, CBM: 0 });
        for (const s of sis)
          for (const c of siPart(s.record).Containers) {
            const t = totals.get(c.CNNO) ?? { CNNO: c.CNNO, SEALNO: '', TYPE: c.TYPE, PKGS: 0, KG: 0, CBM: 0 };
            totals.set(c.CNNO, {
              ...t,
              SEALNO: t.SEALNO || c.SEALNO,
              PKGS: t.PKGS + c.PKGS,
              KG: Math.round((t.KG + c.KG) * 1000) / 1000,
              CBM: Math.round((t.CBM + c.CBM) * 1000) / 1000,
            });
          }
        const first = bookings[0]!;
        const us = await companyNameEn(tx, actor.companyId);
        const direct = input.Direct ? siPart(sis[0]!.record) : undefined;
        const id = await insertMbl(tx, {
          companyId: first.company_id,
          cgoIds,
          direct: input.Direct,
          carrier: first.carrier,
          vessel: first.vessel,
          voyage: first.voyage,
          mblNo: first.mbl_no,
          containers: [...totals.values()],
          shipper: direct?.Shipper ?? us,
          consignee: direct?.Consignee ?? '',
          notify: direct?.Notify ?? '',
          by: actor.id,
        });
        const hblIds = sis.flatMap((s) => (s.hbl_id ? [s.hbl_id] : []));
        await linkHblsToMbl(tx, id, hblIds);
        await linkSis(tx, { id, mbl_cgo_ids: cgoIds, mbl_no: first.mbl_no }, actor);
        await event(tx, id, docActor(actor), 'v1.MblCreated', { bookings: cgoIds, direct: input.Direct, houses: hblIds });
        return { ok: true, value: { Id: id } };
      });
    },

    save(actor: Actor, input: { Id: number; VERSION: number; Containers?: MblDbRow['mbl_containers'] } & Record<string, unknown>) {
      const { Id, VERSION, Containers, ...fields } = input;
      return move(Id, VERSION, 'save', async (tx, m, to) => {
        const set: Record<string, unknown> = { mbl_status: to };
        for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k.toLowerCase()] = v;
        if (Containers) set.mbl_containers = Containers.map((c) => ({ ...c, CNNO: c.CNNO.toUpperCase() }));
        const done = await write(tx, m, set);
        if (done.ok) {
          if (set.mbl_no !== undefined) await linkSis(tx, { ...m, mbl_no: String(set.mbl_no) }, actor);
          await event(tx, m.id, docActor(actor), 'v1.MblSaved', { fields: Object.keys(set) });
        }
        return done;
      });
    },

    /** Our SI to the carrier: mbl.consol first (each difference named), then the message queued in the move's transaction. */
    async submitToCarrier(actor: Actor, input: { Id: number; VERSION: number }, idem: { key: string; hash: string }): Promise<Outcome<Done>> {
      return inTransaction(db, async (tx, fail) => {
        const m0 = await mblRow(tx, input.Id, true);
        if (!m0) return noMbl();
        const claim = await claimSubmitKey(tx, m0.id, idem.key, idem.hash);
        if (!claim.fresh) {
          if (claim.hash !== idem.hash) return say('IDEMPOTENCY_KEY_REUSED', R.key);
          // the same request again: what the first answered, nothing queued twice
          return { ok: true, value: { Id: m0.id, MBL_STATUS: m0.mbl_status, VERSION: m0.version } };
        }
        if (m0.version !== input.VERSION) return fail(stale());
        const to = mblMove(m0.mbl_status, 'submit');
        if (to === undefined)
          return fail(
            say('MBL_STATE', {
              zh: fillWords(R.mblState, { state: mblStatusWords[m0.mbl_status]!.zh, action: ACT.submit.zh }).zh,
              en: fillWords(R.mblState, { state: mblStatusWords[m0.mbl_status]!.en, action: ACT.submit.en }).en,
            }),
          );
        const { problems } = consolidation(await houseTotals(tx, m0), m0.mbl_containers);
        if (problems.length) {
          const l = listOf(problems);
          return fail(
            say(
              'MBL_CONSOLIDATION',
              { zh: fillWords(R.consolidation, { list: l.zh }).zh, en: fillWords(R.consolidation, { list: l.en }).en },
              { Problems: problems },
            ),
          );
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
        const done = await write(tx, m0, { mbl_status: to, mbl_sent: payload, mbl_external_ref: payload.messageRef, mbl_simulated: true, mbl_error: '' });
        if (!done.ok) return fail(done);
        await event(tx, m0.id, docActor(actor), 'v1.MblSentToCarrier', { messageId, ref: payload.messageRef });
        return done;
      });
    },

    recordCarrierDraft(actor: Actor, input: { Id: number; VERSION: number; Draft: Record<string, unknown> }) {
      return move(input.Id, input.VERSION, 'carrierDraft', (tx, m) => recordDraftIn(tx, m, input.Draft, docActor(actor)));
    },
    recordDraftIn,

    confirm(actor: Actor, input: { Id: number; VERSION: number }) {
      return move(input.Id, input.VERSION, 'confirm', async (tx, m, to) => {
        if (!m.mbl_carrier_draft) return say('MBL_NO_CARRIER_DRAFT', R.noCarrierDraft);
        const done = await write(tx, m, { mbl_status: to });
        if (done.ok) await event(tx, m.id, docActor(actor), 'v1.MblConfirmed', { differences: m.mbl_diff.length });
        return done;
      });
    },

    recordIssue(actor: Actor, input: { Id: number; VERSION: number; MBL_NO: string; MBL_ON_BOARD_DATE: string; MBL_ISSUE_DATE: string }) {
      return move(input.Id, input.VERSION, 'recordIssue', async (tx, m, to) => {
        const done = await write(tx, m, {
          mbl_status: to,
          mbl_no: input.MBL_NO,
          mbl_on_board_date: input.MBL_ON_BOARD_DATE,
          mbl_issue_date: input.MBL_ISSUE_DATE,
        });
        if (done.ok) {
          await linkSis(tx, { ...m, mbl_no: input.MBL_NO }, actor);
          await event(tx, m.id, docActor(actor), 'v1.MblIssued', { no: input.MBL_NO, onBoard: input.MBL_ON_BOARD_DATE });
        }
        return done;
      });
    },

    void(actor: Actor, input: { Id: number; VERSION: number; Reason: string }) {
      return move(input.Id, input.VERSION, 'void', async (tx, m, to) => {
        await linkSis(tx, m, actor, true);
        await unlinkHbls(tx, m.id);
        const done = await write(tx, m, { mbl_status: to, mbl_void_reason: input.Reason });
        if (done.ok) await event(tx, m.id, docActor(actor), 'v1.MblVoided', { reason: input.Reason });
        return done;
      });
    },
  };
}

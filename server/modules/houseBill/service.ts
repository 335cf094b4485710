import type { Hbl, PrintCopy } from '../../../src/contract/houseBill/calls';
import { billActionWords as ACT, billRefusalWords as R, hblStatusWords } from '../../../src/contract/houseBill/words';
import { hblShareUrl } from '../../../src/contract/houseBill/module';
import { type BillProblem, fillWords, issueProblems, type ReleaseType, toOrderProblems } from '../../../src/domain/houseBill/rules';
import { billSheet } from '../../../src/domain/houseBill/sheet';
import { HBL_STATUS, type HblEvent, hblMove } from '../../../src/domain/houseBill/status';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { type DocActor, docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { createShare, endDocShares } from '../../platform/spine/shares';
import { inTransaction } from '../../platform/transaction';
import { firstActualEvents } from '../containerEvents/public';
import { liveHouseManifests } from '../manifest/public';
import { resolveManifestConfig } from '../manifestSetup/public';
import { rowHref } from '../../../src/contract/manifest/rowPage';
import { filingsFor } from '../../../src/domain/manifest/applies';
import { filedWithCustoms } from '../../../src/domain/manifest/status';
import { writeHouseBillNo } from '../si/public';
import { printPdf } from '../../platform/pdf/print';
import { issuerOf } from '../companies/public';
import { houseBillDrawing } from './pdf';
import {
  bumpPrints,
  type HblDbRow,
  hblNoTaken,
  hblRow,
  insertHbl,
  keepVersion,
  liveHblRowOfSi,
  lockSi,
  nextHblNo,
  setSiPrevNo,
  type SiFacts,
  siFacts,
  sisToMake,
  updateHbl,
  versionsOf,
} from './repository';
import { billInput as billInputOf, hblView, partOf, siPart } from './view';
import { dayIn } from '../../../src/domain/refdata/localTimes';

/**
 * The house bill's rules and transactions (operations.md §10): made from one approved SI (one live
 * HBL per SI, its number written into the SI), its draft approved by the shipper, issued once every
 * prerequisite of hbl.issue holds, printed, amended after the originals are back, voided with a
 * reason. Every move is looked up in the state table (src/domain/houseBill/status.ts), checked
 * against the VERSION the person saw, and logged in doc_events in its transaction.
 */
export const HBL_DOC = 'houseBill';

const isStaff = (a: Actor) => a.companyKind === 'platform';
const scopeOf = (a: Actor): string | null => (isStaff(a) ? null : a.companyId);
const docActor = (a: Actor): DocActor => ({ kind: 'employee', id: Number(a.id) });
const say = <T>(code: string, w: Bilingual, extra?: Record<string, unknown>): Outcome<T> => {
  const o = no<T>(code, w.en, w.zh);
  return extra && !o.ok ? { ...o, extra } : o;
};
export const noHbl = <T>() => missing<T>(R.noHbl.en, R.noHbl.zh);
export const stale = <T>() => say<T>('STALE', R.stale);
const badState = <T>(status: number, event: keyof typeof ACT) =>
  say<T>('HBL_STATE', {
    zh: fillWords(R.state, { state: hblStatusWords[status]!.zh, action: ACT[event].zh }).zh,
    en: fillWords(R.state, { state: hblStatusWords[status]!.en, action: ACT[event].en }).en,
  });
/** The day on the office's clock (Asia/Shanghai): UTC's is yesterday there before 08:00. */
const today = (now: Date) => dayIn(undefined, now);
const listOf = (ps: readonly BillProblem[]): Bilingual => ({ zh: ps.map((p) => p.Words.zh).join('；'), en: ps.map((p) => p.Words.en).join('; ') });

/** hbl.issue's facts now: the LOAD events of the SI's containers and the vessel's departure (containerEvents). */
async function issueFacts(q: Queryable, row: HblDbRow, issueDate: string, onBoardDate: string, place: string) {
  const part = partOf(row);
  const cnnos = part.Containers.map((c) => c.CNNO);
  const loaded = await firstActualEvents(q, { cnnos, code: 'LOAD' });
  const vessel = part.Vessel || row.vessel;
  const voyage = part.Voyage || row.voyage;
  const depa = vessel ? await firstActualEvents(q, { cnnos: [], code: 'DEPA', vessel, voyage }) : [];
  return {
    siStatus: row.si_status,
    houseFilings: await houseFilingsOf(q, row),
    containers: cnnos,
    loaded: loaded.map((l) => l.ref),
    mblOnBoard: row.mbl_on_board,
    atd: depa[0]?.at.slice(0, 10) ?? null,
    issueDate,
    onBoardDate,
    placeOfIssue: place,
  };
}

/**
 * hbl.issue "house-level manifest accepted where the config requires one": the filings the bill's
 * route needs (src/domain/manifest/applies.ts) whose configuration for this customer, carrier and port
 * of loading asks for the house level first, each with this bill's live house-level manifest.
 */
async function houseFilingsOf(q: Queryable, row: HblDbRow) {
  const r = row.si_record as Record<string, unknown>;
  const code = (k: string) =>
    String(r[k] ?? '')
      .trim()
      .toUpperCase();
  const route = { loading: code('TBI_LOADING_CODE'), discharge: code('TBI_DISCHARGE_CODE'), delivery: code('TBI_DELIVERY_CODE') };
  const manifests = await liveHouseManifests(q, row.hbl_no);
  const out: { filing: string; manifest: { no: string; status: number } | null }[] = [];
  for (const { Filing } of filingsFor(route)) {
    const config = await resolveManifestConfig(q, { companyId: row.company_id, filing: Filing, carrier: code('TBI_CARRIER'), loadingCode: route.loading });
    if (!config.MCF_REQUIRE_HOUSE) continue;
    const m = manifests.find((x) => x.filing === Filing);
    out.push({ filing: Filing, manifest: m ? { no: m.no, status: m.status } : null });
  }
  return out;
}

/** What stands between the HBL and its issue, at a glance (hbl.toorder always; hbl.issue as of today). */
async function prerequisites(q: Queryable, row: HblDbRow, now: Date): Promise<BillProblem[]> {
  const part = partOf(row);
  const order = toOrderProblems({
    type: row.hbl_type as 'BOL' | 'SWB',
    releaseType: row.hbl_release_type as ReleaseType,
    toOrder: row.hbl_to_order,
    originals: row.hbl_originals,
    notify: part.Notify,
  });
  if (row.hbl_status >= HBL_STATUS.ISSUED) return order;
  const facts = await issueFacts(q, row, today(now), row.hbl_on_board_date ?? row.mbl_on_board ?? today(now), row.hbl_place_of_issue || 'X');
  const approval: BillProblem[] =
    row.hbl_status === HBL_STATUS.APPROVED
      ? []
      : [{ Code: 'hbl.issue.approved', Words: { zh: '客户尚未确认提单草稿。', en: 'The shipper has not approved the draft.' } }];
  return [...approval, ...order, ...issueProblems(facts).filter((p) => !p.Code.startsWith('hbl.issue.onBoard') || p.Code === 'hbl.issue.onBoard')];
}

/**
 * The bill's number (issue 45): the SI's own B/L number — the one its shipper saw on the SI and
 * customs may hold on a manifest — so nothing filed under it is lost (R9, tracking). Only when the SI
 * has none, or an earlier, voided bill of this issuer carried it (a number is never given twice), a
 * new one of the issuer's series, which the SI then takes — refused while a manifest filed with
 * customs carries the old one: that number changes at customs first, through the manifest's amendment.
 */
async function numberOfBill(tx: Queryable, si: SiFacts, issuerId: string, now: Date): Promise<Outcome<string>> {
  const own = si.bl_no?.trim() ?? '';
  if (own && !(await hblNoTaken(tx, issuerId, own))) return { ok: true, value: own };
  const filed = own ? (await liveHouseManifests(tx, own)).find((m) => filedWithCustoms(m.status)) : undefined;
  if (filed)
    return say('HBL_NO_FILED', fillWords(R.numberFiled, { no: own, manifest: filed.no }), {
      ManifestNo: filed.no,
      BlNo: own,
      // the staff's page of the manifest's step, where its amendment starts (HBLMake is the staff's)
      ManifestHref: rowHref('staff', { Id: filed.id, MFT_STATUS: filed.status, MFT_STAGE: filed.stage }),
    });
  return { ok: true, value: await nextHblNo(tx, issuerId, now) };
}

export function houseBillService(db: Db, now: () => Date = () => new Date()) {
  async function view(q: Queryable, row: HblDbRow): Promise<Hbl> {
    return hblView(row, await prerequisites(q, row, now()), await versionsOf(q, row.id));
  }

  /**
   * One move of the table, in a transaction: the row locked (404 outside the reader's scope), its
   * VERSION the one the person saw (400 STALE), the move allowed (400 HBL_STATE), then `work`.
   */
  async function move<T>(
    scope: string | null,
    id: number,
    version: number | undefined,
    event: HblEvent,
    work: (tx: Queryable, row: HblDbRow, to: number) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    return inTransaction(db, async (tx) => {
      const row = await hblRow(tx, id, scope, true);
      if (!row) return noHbl();
      if (version !== undefined && row.version !== version) return stale();
      const to = hblMove(row.hbl_status, event);
      if (to === undefined) return badState(row.hbl_status, event);
      return work(tx, row, to);
    });
  }
  const event = (tx: Queryable, id: number, actor: DocActor, type: string, detail: Record<string, unknown> = {}) =>
    recordDocEvent(tx, { docType: HBL_DOC, docId: id, actor, type, detail });

  return {
    async toMake(_actor: Actor, search = '') {
      const rows = await sisToMake(db, search.trim());
      return {
        ok: true as const,
        value: rows.map((r) => ({
          SiId: r.id,
          CGO_ID: r.cgo_id,
          BlNo: r.bl_no,
          Customer: r.customer,
          Consignee: r.consignee,
          Vessel: r.vessel,
          Voyage: r.voyage,
          ApprovedAt: r.reviewer_date ? new Date(r.reviewer_date).toISOString() : null,
        })),
      };
    },

    async get(actor: Actor, id: number): Promise<Outcome<Hbl>> {
      const row = await hblRow(db, id, scopeOf(actor));
      return row ? { ok: true, value: await view(db, row) } : noHbl();
    },

    /** The customer's workbench: its SI's B/L draft once sent to it (a draft not sent yet is the clerk's). */
    async ofSi(actor: Actor, siId: number): Promise<Outcome<Hbl | null>> {
      const si = await siFacts(db, siId, scopeOf(actor));
      if (!si) return missing(R.noSi.en, R.noSi.zh);
      const row = await liveHblRowOfSi(db, siId, scopeOf(actor));
      if (!row || (!isStaff(actor) && row.hbl_status === HBL_STATUS.DRAFT && !row.hbl_draft_comment)) return { ok: true, value: null };
      return { ok: true, value: await view(db, row) };
    },

    async log(actor: Actor, id: number) {
      const row = await hblRow(db, id, scopeOf(actor));
      if (!row) return noHbl<never>();
      const events = await docHistory(db, HBL_DOC, id);
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

    async createFromSi(actor: Actor, input: { SiId: number; HBL_TYPE: 'BOL' | 'SWB'; HBL_RELEASE_TYPE: ReleaseType; HBL_ORIGINALS: number }) {
      return inTransaction<{ Id: number; HBL_NO: string }>(db, async (tx) => {
        const si = await siFacts(tx, input.SiId, scopeOf(actor));
        if (!si) return missing<{ Id: number; HBL_NO: string }>(R.noSi.en, R.noSi.zh);
        await lockSi(tx, si.id);
        if (si.status !== 2) return say('HBL_SI_NOT_APPROVED', R.siNotApproved);
        const live = await liveHblRowOfSi(tx, si.id, null);
        if (live) return say('HBL_SI_HAS_HBL', fillWords(R.siHasHbl, { no: live.hbl_no }), { Id: live.id });
        const order = toOrderProblems({
          type: input.HBL_TYPE,
          releaseType: input.HBL_RELEASE_TYPE,
          toOrder: false,
          originals: input.HBL_ORIGINALS,
          notify: siPart(si.record).Notify,
        });
        if (order.length) return say('HBL_TO_ORDER', listOf(order), { Problems: order });
        const numbered = await numberOfBill(tx, si, actor.companyId, now());
        if (!numbered.ok) return numbered;
        const no_ = numbered.value;
        const id = await insertHbl(tx, {
          companyId: si.company_id,
          issuerId: actor.companyId,
          no: no_,
          siId: si.id,
          cgoId: si.cgo_id,
          type: input.HBL_TYPE,
          releaseType: input.HBL_RELEASE_TYPE,
          originals: input.HBL_ORIGINALS,
          createdBy: actor.id,
        });
        // the SI is renumbered only when the bill could not keep its number (given back on void)
        if (no_ !== si.bl_no) await setSiPrevNo(tx, id, await writeHouseBillNo(tx, si.id, no_, actor.id));
        await event(tx, id, docActor(actor), 'v1.HblCreated', { siId: si.id, no: no_, kept: no_ === si.bl_no });
        return { ok: true, value: { Id: id, HBL_NO: no_ } };
      });
    },

    async save(actor: Actor, input: { Id: number; VERSION: number } & Record<string, unknown>) {
      const { Id, VERSION, ...fields } = input;
      return move(null, Id, VERSION, 'save', async (tx, row, to) => {
        const set: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(fields)) if (v !== undefined) set[k.toLowerCase()] = v;
        const next = { ...row, ...set } as HblDbRow;
        const problems = toOrderProblems({
          type: next.hbl_type as 'BOL' | 'SWB',
          releaseType: next.hbl_release_type as ReleaseType,
          toOrder: next.hbl_to_order,
          originals: next.hbl_originals,
          notify: partOf(row).Notify,
        });
        const version = await updateHbl(tx, Id, VERSION, { ...set, hbl_status: to });
        if (version === undefined) return stale();
        await event(tx, Id, docActor(actor), 'v1.HblSaved', { fields: Object.keys(set), from: row.hbl_status, to });
        return { ok: true, value: { Id, VERSION: version, Problems: problems.map((p) => ({ Code: p.Code, Words: p.Words })) } };
      });
    },

    async sendDraft(actor: Actor, input: { Id: number; VERSION: number; Channel: 'WORKBENCH' | 'SHARE' | 'EMAIL'; To?: string }) {
      return move(null, input.Id, input.VERSION, 'sendDraft', async (tx, row, to) => {
        let url: string | undefined;
        if (input.Channel === 'SHARE') {
          const made = await createShare(tx, {
            docType: HBL_DOC,
            docId: row.id,
            companyId: Number(row.company_id),
            scope: ['VIEW', 'APPROVE_DRAFT'],
            createdBy: Number(actor.id),
          });
          if (!made.ok) return made;
          url = hblShareUrl(made.value.Token);
        }
        const version = await updateHbl(tx, row.id, row.version, { hbl_status: to, hbl_draft_comment: '' });
        if (version === undefined) return stale();
        await event(tx, row.id, docActor(actor), 'v1.HblDraftSent', { channel: input.Channel, to: input.To ?? '' });
        return { ok: true, value: url ? { Url: url, VERSION: version } : { VERSION: version } };
      });
    },

    /**
     * The shipper's answer (its own company's HBL only: another's is 404), or the clerk recording an
     * approval received by e-mail (a note of that e-mail required).
     */
    async decideDraft(actor: Actor, input: { Id: number; VERSION: number; Approve: boolean; Comment?: string; Note?: string }) {
      if (isStaff(actor) && input.Approve && !input.Note?.trim()) return say<never>('HBL_EMAIL_NOTE', R.emailNote);
      return decide(
        scopeOf(actor),
        input.Id,
        input.VERSION,
        input.Approve,
        input.Comment ?? '',
        docActor(actor),
        isStaff(actor) ? 'EMAIL' : 'WORKBENCH',
        input.Note ?? '',
      );
    },

    /** Staff take back the draft's share links at once (a link sent to the wrong person, a draft to redo). */
    async revokeDraftShares(actor: Actor, input: { Id: number }): Promise<Outcome<{ Id: number; Revoked: number }>> {
      return inTransaction(db, async (tx) => {
        const row = await hblRow(tx, input.Id, scopeOf(actor), true);
        if (!row) return noHbl();
        const revoked = await endDocShares(tx, { docType: HBL_DOC, docId: row.id, scope: 'APPROVE_DRAFT', actor: docActor(actor), why: 'REVOKED' });
        return { ok: true, value: { Id: row.id, Revoked: revoked } };
      });
    },

    async issue(actor: Actor, input: { Id: number; VERSION: number; HBL_ISSUE_DATE: string; HBL_ON_BOARD_DATE: string; HBL_PLACE_OF_ISSUE: string }) {
      return move(null, input.Id, input.VERSION, 'issue', async (tx, row, to) => {
        const part = partOf(row);
        const problems = [
          ...toOrderProblems({
            type: row.hbl_type as 'BOL' | 'SWB',
            releaseType: row.hbl_release_type as ReleaseType,
            toOrder: row.hbl_to_order,
            originals: row.hbl_originals,
            notify: part.Notify,
          }),
          ...issueProblems(await issueFacts(tx, row, input.HBL_ISSUE_DATE, input.HBL_ON_BOARD_DATE, input.HBL_PLACE_OF_ISSUE)),
        ];
        if (problems.length) {
          const list = listOf(problems);
          return say(
            'HBL_ISSUE_BLOCKED',
            { zh: fillWords(R.issueBlocked, { list: list.zh }).zh, en: fillWords(R.issueBlocked, { list: list.en }).en },
            { Problems: problems },
          );
        }
        const version = await updateHbl(tx, row.id, row.version, {
          hbl_status: to,
          hbl_issue_date: input.HBL_ISSUE_DATE,
          hbl_on_board_date: input.HBL_ON_BOARD_DATE,
          hbl_place_of_issue: input.HBL_PLACE_OF_ISSUE,
          hbl_issued: JSON.stringify({ ...part, Vessel: part.Vessel || row.vessel, Voyage: part.Voyage || row.voyage }),
          // originals handed to the shipper; a telex release keeps them (surrendered at origin), a sea waybill has none
          hbl_originals_out: row.hbl_release_type === 'ORIGINAL' && row.hbl_originals > 0,
        });
        if (version === undefined) return stale();
        await event(tx, row.id, docActor(actor), 'v1.HblIssued', {
          issueDate: input.HBL_ISSUE_DATE,
          onBoard: input.HBL_ON_BOARD_DATE,
          amendment: row.hbl_amendment,
        });
        return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: version } };
      });
    },

    /** An issued HBL with its originals back (or surrendered) opens a new version: same number, AMENDED, the old kept. */
    async amend(actor: Actor, input: { Id: number; VERSION: number; Reason: string }) {
      return move(null, input.Id, input.VERSION, 'amend', async (tx, row, to) => {
        if (row.hbl_originals_out) return say('HBL_ORIGINALS_OUT', R.originalsOut);
        const { si_record: _r, ...kept } = row;
        await keepVersion(tx, row.id, row.hbl_amendment, kept);
        const version = await updateHbl(tx, row.id, row.version, {
          hbl_status: to,
          hbl_amendment: row.hbl_amendment + 1,
          hbl_issued: null,
          hbl_issue_date: null,
          hbl_approved_via: '',
          hbl_approval_note: '',
        });
        if (version === undefined) return stale();
        await event(tx, row.id, docActor(actor), 'v1.HblAmended', { reason: input.Reason, amendment: row.hbl_amendment + 1 });
        return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: version } };
      });
    },

    async void(actor: Actor, input: { Id: number; VERSION: number; Reason: string }) {
      return move(null, input.Id, input.VERSION, 'void', async (tx, row, to) => {
        if (row.hbl_status === HBL_STATUS.ISSUED && row.hbl_originals_out) return say('HBL_ORIGINALS_OUT', R.originalsOut);
        const version = await updateHbl(tx, row.id, row.version, { hbl_status: to, hbl_void_reason: input.Reason, hbl_mbl_id: null });
        if (version === undefined) return stale();
        // the SI's number goes back to what it was; this HBL's number is never given again (the series moved on)
        if (row.hbl_si_prev_no) await writeHouseBillNo(tx, row.hbl_si_id, row.hbl_si_prev_no, actor.id);
        await event(tx, row.id, docActor(actor), 'v1.HblVoided', { reason: input.Reason, from: row.hbl_status });
        return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: version } };
      });
    },

    /**
     * The PDF: a draft at any time (watermarked), a copy or an original once issued; a customer
     * prints its own drafts and copies, never an original. Each print is logged.
     */
    async print(actor: Actor, id: number, copy: PrintCopy): Promise<Outcome<{ bytes: Uint8Array; file_name: string; content_type: string }>> {
      const row = await hblRow(db, id, scopeOf(actor));
      if (!row || (!isStaff(actor) && row.hbl_status === HBL_STATUS.DRAFT && !row.hbl_draft_comment)) return noHbl();
      if (copy === 'ORIGINAL' && !isStaff(actor)) return say('HBL_ORIGINAL_STAFF', R.customerOriginal);
      if (copy !== 'DRAFT' && (row.hbl_status < HBL_STATUS.ISSUED || row.hbl_status === HBL_STATUS.VOIDED)) return say('HBL_NOT_ISSUED', R.notIssued);
      // drawn off the event loop, within the person's share of prints and the page bound
      const issuer = await issuerOf(db, row.hbl_issuer_id);
      const pdf = await printPdf(`employee:${actor.id}`, houseBillDrawing, billSheet({ ...billInputOf(row), Issuer: issuer?.NameEn }, copy));
      if (!pdf.ok) return pdf;
      const bytes = pdf.value;
      await db.transaction(async (tx) => {
        await bumpPrints(tx, id);
        await event(tx, id, docActor(actor), 'v1.HblPrinted', { copy });
      });
      return { ok: true, value: { bytes, file_name: `${row.hbl_no}-${copy.toLowerCase()}.pdf`, content_type: 'application/pdf' } };
    },

    decide,
    view,
  };

  async function decide(
    scope: string | null,
    id: number,
    version: number | undefined,
    approve: boolean,
    comment: string,
    who: DocActor,
    via: string,
    note: string,
  ) {
    return move<{ Id: number; HBL_STATUS: number; VERSION: number }>(scope, id, version, approve ? 'approve' : 'askChanges', async (tx, row, to) => {
      const set: Record<string, unknown> = approve
        ? { hbl_status: to, hbl_approved_via: via, hbl_approval_note: note || comment }
        : { hbl_status: to, hbl_draft_comment: comment || '-' };
      const v = await updateHbl(tx, row.id, row.version, set);
      if (v === undefined) return stale();
      await event(tx, row.id, who, approve ? 'v1.HblDraftApproved' : 'v1.HblChangesAsked', { via, comment, note });
      // the shipper has answered: the draft's links end with it, whichever way the answer came (issue 45 item 15b)
      await endDocShares(tx, { docType: HBL_DOC, docId: row.id, scope: 'APPROVE_DRAFT', actor: who, why: 'ANSWERED' });
      return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: v } };
    });
  }
}

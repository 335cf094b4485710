import type { VgmBooking, VgmContainer, VgmContainerIn, VgmLog } from '../../../src/contract/vgm/calls';
import { vgmShareUrl } from '../../../src/contract/vgm/calls';
import { fieldSays, type FieldError } from '../../../src/contract/envelope';
import { cutoffsByCode, type Cutoffs } from '../../../src/domain/packing/cutoff';
import { maxGrossKg } from '../../../src/domain/packing/containerLimits';
import { collector, type Problem } from '../../../src/domain/packing/messages';
import { checkVgm } from '../../../src/domain/vgm/check';
import { declarationStored } from '../../../src/domain/vgm/declaration';
import { renderVgm } from '../../../src/domain/vgm/messages';
import { VGM_STATUS, vgmMove } from '../../../src/domain/vgm/status';
import { type DeclaredFigures, standsUnchanged } from '../../../src/domain/vgm/unchanged';
import { enqueue } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { cutOffsOf } from '../../platform/spine/cutOffs';
import { type DocActor, docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { createShare, revokeShare, sharesOf } from '../../platform/spine/shares';
import { inTransaction } from '../../platform/transaction';
import { docIdOf, messageRef, VGM_CHANNEL, VGM_DOC, vgmPayload } from './payload';
import { TERMINAL_VGM_CHANNEL } from './terminalPayload';
import { goesToTerminal, sendToTerminal } from './terminalSend';
import {
  type BookingRow,
  bookingFor,
  claimKey,
  insertVersion,
  keepAnswer,
  keyAnswer,
  lockVersions,
  messageOf,
  moveStatus,
  type NewVersion,
  type PackingFacts,
  packingListsOf,
  receiptsOf,
  requeue,
  rewriteDraft,
  type StoredVgm,
  versionsOf,
  vgmShareCompany,
} from './repository';

/**
 * The VGM rules and transactions (operations.md §6): a booking's containers with their latest
 * version and the VCO; a declaration of all the booking's containers at once, every container checked
 * by `checkVgm` before anything is written (one refusal refuses the whole declaration); a new version
 * superseding the older ones (`vgm.immutable`); the send through the outbox; the log; the share links.
 */

/** Who declares: an employee (staff of the platform may override the VCO with a reason), or a share link's visitor. */
export type Declarant = { kind: 'employee'; actor: Actor } | { kind: 'share'; shareId: number; companyId: string };

export interface DeclareInput {
  CGO_ID: string;
  Containers: VgmContainerIn[];
  VGM_RESPONSIBLE_PARTY: string;
  VGM_SIGNATORY: string;
  Accept?: boolean;
  Reason?: string;
}
type Made = { CNNO: string; Id: number; VGM_VERSION: number };
/** What was declared, and the boxes left as they were (their standing version, the same figures). */
export type Declared = { Declared: Made[]; Unchanged: Made[]; Replayed: boolean };
export interface Idem {
  key: string | undefined;
  hash: string;
}

const isStaff = (d: Declarant) => d.kind === 'employee' && d.actor.companyKind === 'platform';
/** The company whose bookings the declarant sees; null: all (the platform's staff). */
const scopeOf = (d: Declarant): string | null => (d.kind === 'share' ? d.companyId : isStaff(d) ? null : d.actor.companyId);
const docActor = (d: Declarant): DocActor => (d.kind === 'share' ? { kind: 'share', id: d.shareId } : { kind: 'employee', id: Number(d.actor.id) });
const noBooking = <T>() => missing<T>('No such booking.', '没有这个订舱记录。');
const noVgm = <T>() => missing<T>('No such VGM declaration.', '没有这个 VGM 申报。');

/** Fields named once per declaration, not per container: their problems are said once. */
const DECLARATION_PATHS = new Set(['', '/Accept', '/Reason', '/VGM_RESPONSIBLE_PARTY', '/VGM_SIGNATORY', '/VGM_DECLARATION']);
/** What a draft must already have (the table's own constraints); the rest waits for the declaration. */
const DRAFT_CODES = new Set(['vgm.cnno.missing', 'vgm.cnno.shape', 'vgm.cnno.checkDigit', 'vgm.mass.invalid', 'vgm.time.invalid', 'vgm.method.unknown']);

/** A booking's containers: the booked numbers, the packing lists' and those already declared, each with its type. */
function containerTypes(b: BookingRow, pkls: Map<string, PackingFacts>, versions: StoredVgm[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of b.containers) for (const n of c.CNNOS ?? []) if (n) out.set(n.toUpperCase(), c.TYPE);
  for (const [n, p] of pkls) if (!out.has(n)) out.set(n, p.type);
  for (const v of versions) if (!out.has(v.CNNO)) out.set(v.CNNO, b.containers[0]?.TYPE ?? '');
  return out;
}

export function vgmService(db: Db) {
  /** Everything the rules read about a booking, in `q` (the declaration's transaction, after its lock). */
  async function facts(q: Queryable, b: BookingRow) {
    const [pkls, versions, cutoffList] = [await packingListsOf(q, b.cgo_id), await versionsOf(q, b.cgo_id), await cutOffsOf(q, b.cgo_id)];
    return { pkls, versions, cutoffs: cutoffsByCode(cutoffList) as Cutoffs, types: containerTypes(b, pkls, versions) };
  }

  async function bookingView(q: Queryable, b: BookingRow, d: Declarant): Promise<VgmBooking> {
    const f = await facts(q, b);
    const latest = new Map<string, StoredVgm>();
    for (const v of f.versions) if (!latest.has(v.CNNO)) latest.set(v.CNNO, v);
    const containers: VgmContainer[] = [...f.types].map(([cnno, type]) => {
      const p = f.pkls.get(cnno);
      const { cgoId: _c, companyId: _co, pklId: _p, ...l } = latest.get(cnno) ?? ({} as StoredVgm);
      return {
        CNNO: cnno,
        TYPE: type,
        PKL_ID: p?.id ?? null,
        PackingGrossKg: p ? p.grossKg : null,
        TareKg: p?.tareKg ?? null,
        MaxGrossKg: maxGrossKg(type, p?.maxGrossKg) ?? null,
        Latest: latest.has(cnno) ? (l as VgmContainer['Latest']) : null,
      };
    });
    const shares = d.kind === 'employee' ? await sharesOf(q, VGM_DOC, b.cgo_id, Number(b.company_id)) : [];
    return {
      CGO_ID: b.cgo_id,
      MblNo: b.mbl_no,
      Carrier: b.carrier,
      Vessel: b.vessel,
      Voyage: b.voyage,
      PolTimeZone: b.zone,
      Vco: f.cutoffs.VCO ?? null,
      Staff: isStaff(d),
      Containers: containers,
      Shares: shares.map((s) => ({
        Id: s.Id,
        WithCode: s.WithCode,
        ExpiresAt: s.ExpiresAt,
        RevokedAt: s.RevokedAt,
        CreatedBy: s.CreatedBy,
        CreatedAt: s.CreatedAt,
        Uses: s.Uses,
      })),
    };
  }

  async function list(d: Declarant, cgoId: string): Promise<Outcome<VgmBooking>> {
    const b = await bookingFor(db, cgoId, scopeOf(d));
    if (!b) return noBooking();
    return { ok: true, value: await bookingView(db, b, d) };
  }

  /**
   * Declares (or, `asDraft`, saves) every container named, in one transaction: all checked first,
   * refused together (400, the first problem's Code, each problem under its container's path),
   * nothing written; then each written as its container's next version, superseding the older ones.
   */
  async function declare(d: Declarant, input: DeclareInput, idem: Idem, now = new Date(), asDraft = false): Promise<Outcome<Declared>> {
    const scope = d.kind === 'share' ? `share:${d.shareId}` : `company:${d.actor.companyId}`;
    return inTransaction<Declared>(db, async (tx, fail) => {
      if (idem.key && !asDraft && !(await claimKey(tx, scope, idem.key, idem.hash))) {
        const r = await keyAnswer<Declared>(tx, scope, idem.key);
        if (!r || r.request_hash !== idem.hash || !r.answer)
          return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
        // an answer kept before boxes could be left unchanged has none
        const kept = r.answer as Omit<Declared, 'Unchanged'> & Partial<Pick<Declared, 'Unchanged'>>;
        return { ok: true, value: { ...kept, Unchanged: kept.Unchanged ?? [], Replayed: true } };
      }
      // every refusal rolls back: a key claimed for a refused declaration is free for its corrected retry
      const b = await bookingFor(tx, input.CGO_ID, scopeOf(d), true);
      if (!b) return fail(noBooking());
      const f = await facts(tx, b);
      const staff = isStaff(d);
      const problems: { i: number; zh: Problem; en: Problem }[] = [];
      const seen = new Set<string>();
      const declaration = declarationStored();
      input.Containers.forEach((c, i) => {
        const cnno = c.CNNO.trim().toUpperCase();
        const p = f.pkls.get(cnno);
        const data = {
          VGM_CNNO: cnno,
          VGM_KG: c.VGM_KG,
          VGM_METHOD: c.VGM_METHOD,
          VGM_CARGO_KG: c.VGM_CARGO_KG,
          VGM_TARE_KG: c.VGM_TARE_KG,
          VGM_WEIGHED_AT: c.VGM_WEIGHED_AT,
          VGM_WEIGHING_PARTY: c.VGM_WEIGHING_PARTY,
          VGM_CERT_NO: c.VGM_CERT_NO,
          VGM_RESPONSIBLE_PARTY: input.VGM_RESPONSIBLE_PARTY,
          VGM_SIGNATORY: input.VGM_SIGNATORY,
          VGM_DECLARATION: declaration,
          Accept: input.Accept,
        };
        const checkInput = {
          type: f.types.get(cnno) ?? '',
          packingList: p ? { grossKg: p.grossKg, tareKg: p.tareKg, maxGrossKg: p.maxGrossKg, stuffAt: p.stuffAt ?? undefined } : undefined,
          cutoffs: asDraft ? {} : f.cutoffs,
          now: now.toISOString(),
          actor: { staff, reason: input.Reason },
        };
        const zh = checkVgm(data, { ...checkInput, lang: 'zh' });
        const en = checkVgm(data, { ...checkInput, lang: 'en' });
        zh.forEach((z, k) => {
          if (z.Severity === 'warning') return;
          if (asDraft && !DRAFT_CODES.has(z.Code)) return;
          problems.push({ i, zh: z, en: en[k]! });
        });
        const param = { container: cnno, booking: b.cgo_id };
        const own = (code: 'vgm.cnno.notBooked' | 'vgm.cnno.twice') => {
          const [zh, en] = [collector(renderVgm, 'zh'), collector(renderVgm, 'en')];
          zh.add('/CNNO', code, param);
          en.add('/CNNO', code, param);
          problems.push({ i, zh: zh.out[0]!, en: en.out[0]! });
        };
        if (seen.has(cnno)) own('vgm.cnno.twice');
        else if (cnno && !f.types.has(cnno)) own('vgm.cnno.notBooked');
        seen.add(cnno);
      });
      if (problems.length) return fail(refusal(problems));

      const late = !asDraft && staff && input.Reason?.trim() && f.cutoffs.VCO && now.getTime() >= Date.parse(f.cutoffs.VCO);
      const made: Made[] = [];
      const unchanged: Made[] = [];
      for (const c of input.Containers) {
        const cnno = c.CNNO.trim().toUpperCase();
        const own = f.versions.filter((v) => v.CNNO === cnno);
        const newest = own[0];
        // declaring all boxes declares the new and the changed ones; a standing version with the same figures stays
        if (!asDraft && newest && standsUnchanged(figuresOf(newest), figuresIn(c, input))) {
          unchanged.push({ CNNO: cnno, Id: newest.Id, VGM_VERSION: newest.VGM_VERSION });
          continue;
        }
        const v: NewVersion = {
          companyId: b.company_id,
          cgoId: b.cgo_id,
          pklId: f.pkls.get(cnno)?.id ?? null,
          cnno,
          version: newest?.VGM_STATUS === VGM_STATUS.DRAFT ? newest.VGM_VERSION : (newest?.VGM_VERSION ?? 0) + 1,
          kg: c.VGM_KG,
          method: c.VGM_METHOD,
          cargoKg: c.VGM_METHOD === 2 ? (c.VGM_CARGO_KG ?? null) : null,
          tareKg: c.VGM_METHOD === 2 ? (c.VGM_TARE_KG ?? null) : null,
          weighedAt: c.VGM_WEIGHED_AT,
          weighingParty: c.VGM_WEIGHING_PARTY?.trim() ?? '',
          certNo: c.VGM_CERT_NO?.trim() ?? '',
          responsibleParty: input.VGM_RESPONSIBLE_PARTY.trim(),
          signatory: input.VGM_SIGNATORY.trim(),
          signedAt: asDraft ? null : now.toISOString(),
          declaration: asDraft ? '' : declaration,
          channel: d.kind === 'share' ? 'SHARE' : staff ? 'STAFF' : 'WORKBENCH',
          status: asDraft ? VGM_STATUS.DRAFT : VGM_STATUS.DECLARED,
          lateReason: late ? input.Reason!.trim() : '',
          createdBy: d.kind === 'employee' ? d.actor.id : null,
          shareId: d.kind === 'share' ? d.shareId : null,
        };
        let id: number;
        if (newest?.VGM_STATUS === VGM_STATUS.DRAFT) {
          id = newest.Id;
          await rewriteDraft(tx, id, v);
        } else id = await insertVersion(tx, v);
        const event = (type: string, detail: Record<string, unknown>) =>
          recordDocEvent(tx, {
            docType: VGM_DOC,
            docId: docIdOf(b.cgo_id, cnno),
            actor: docActor(d),
            type,
            detail: { vgm: id, version: v.version, ...detail },
          });
        if (asDraft) {
          await event('v1.VgmDraftSaved', { kg: v.kg, method: v.method });
        } else {
          // vgm.immutable: the older versions still standing are superseded, never written over
          for (const old of own.filter((o) => o.Id !== id)) {
            const move = vgmMove(old.VGM_STATUS, 'supersede', 'system');
            if (!move) continue;
            await moveStatus(tx, old.Id, old.VGM_STATUS, move.to);
            await recordDocEvent(tx, {
              docType: VGM_DOC,
              docId: docIdOf(b.cgo_id, cnno),
              actor: { kind: 'system' },
              type: 'v1.VgmSuperseded',
              detail: { vgm: old.Id, version: old.VGM_VERSION, by: v.version, was: old.VGM_STATUS },
            });
          }
          await event('v1.VgmDeclared', { kg: v.kg, method: v.method, channel: v.channel, ...(late ? { late: true, reason: v.lateReason } : {}) });
        }
        made.push({ CNNO: cnno, Id: id, VGM_VERSION: v.version });
      }
      const value = { Declared: made, Unchanged: unchanged, Replayed: false };
      if (idem.key && !asDraft) await keepAnswer(tx, scope, idem.key, value);
      return { ok: true, value };
    });
  }

  /** Saves drafts (not signed, no cut-off yet): each container's draft written over, or a new draft version. */
  async function saveDraft(d: Declarant, input: DeclareInput): Promise<Outcome<{ Saved: Made[] }>> {
    const o = await declare(d, input, { key: undefined, hash: '' }, new Date(), true);
    return o.ok ? { ok: true, value: { Saved: o.value.Declared } } : o;
  }

  /** The declared versions named, sent: each message written with its move to "sent" (the outbox delivers it). */
  async function send(actor: Actor, ids: number[]): Promise<Outcome<{ Queued: number }>> {
    const d: Declarant = { kind: 'employee', actor };
    return inTransaction(db, async (tx) => {
      const rows = await lockVersions(tx, [...new Set(ids)], scopeOf(d));
      if (rows.length !== new Set(ids).size) return noVgm();
      const toCarrier = (r: StoredVgm) => !!vgmMove(r.VGM_STATUS, 'send', 'system');
      const notDeclared = rows.find((r) => !toCarrier(r) && !goesToTerminal(r));
      if (notDeclared)
        return no(
          'VGM_NOT_DECLARED',
          `Only a declared VGM is sent: ${notDeclared.CNNO} version ${notDeclared.VGM_VERSION} is not.`,
          `只能发送已声明的 VGM：箱 ${notDeclared.CNNO} 第 ${notDeclared.VGM_VERSION} 版不是已声明状态。`,
          [fieldSays('/Ids', { zh: '只能发送已声明的 VGM。', en: 'Only a declared VGM is sent.' })],
        );
      for (const v of rows) {
        const b = (await bookingFor(tx, v.cgoId, null))!;
        const f = await packingListsOf(tx, v.cgoId);
        const type = containerTypes(b, f, [v]).get(v.CNNO) ?? '';
        const payload = vgmPayload(v, b, type, f.get(v.CNNO)?.maxGrossKg ?? null);
        // the terminal gets the same VERMAS with the box's seal (TERMINAL_VGM), on its own first sending or after its delivery failed
        if (goesToTerminal(v)) await sendToTerminal(tx, v, payload, actor.id);
        if (!toCarrier(v)) continue;
        const failed = await messageOf(tx, VGM_CHANNEL, v.Id);
        // sent before and given up on: the same message again, under its key (a carrier that kept it dedupes)
        if (failed?.status === 'FAILED') await requeue(tx, failed.id);
        else
          await enqueue(tx, {
            channel: VGM_CHANNEL,
            docType: VGM_DOC,
            docId: v.Id,
            kind: 'DECLARE',
            payloadVersion: v.VGM_VERSION,
            payload,
            simulated: true,
            createdBy: actor.id,
          });
        await moveStatus(tx, v.Id, v.VGM_STATUS, VGM_STATUS.SENT, { error: '' });
        await recordDocEvent(tx, {
          docType: VGM_DOC,
          docId: docIdOf(v.cgoId, v.CNNO),
          actor: { kind: 'employee', id: Number(actor.id) },
          type: 'v1.VgmSent',
          detail: { vgm: v.Id, version: v.VGM_VERSION, ref: messageRef(v.Id, v.VGM_VERSION), channel: VGM_CHANNEL },
        });
      }
      return { ok: true, value: { Queued: rows.length } };
    });
  }

  /** The versions, the history (doc_events) and the carrier's receipts of a booking's VGM (of one container). */
  async function log(actor: Actor, cgoId: string, cnno?: string): Promise<Outcome<VgmLog>> {
    const d: Declarant = { kind: 'employee', actor };
    const b = await bookingFor(db, cgoId, scopeOf(d));
    if (!b) return noBooking();
    const versions = await versionsOf(db, cgoId, cnno?.toUpperCase());
    const containers = cnno ? [cnno.toUpperCase()] : [...new Set(versions.map((v) => v.CNNO))];
    const histories = await Promise.all([...(cnno ? [] : [cgoId]), ...containers.map((n) => docIdOf(cgoId, n))].map((id) => docHistory(db, VGM_DOC, id)));
    const events = histories
      .flat()
      .sort((a, b) => b.id - a.id)
      .map((e) => ({
        At: e.at,
        Container: e.type.startsWith('v1.Share')
          ? ''
          : (containers.find((n) => e.detail.vgm && versions.some((v) => v.Id === e.detail.vgm && v.CNNO === n)) ?? ''),
        ActorKind: e.actorKind,
        ActorName: e.actorName ?? (e.actorKind === 'gateway' ? (e.actorId ?? '') : ''),
        Type: e.type,
        Detail: JSON.stringify(e.detail),
      }));
    const byRef = new Map(versions.map((v) => [messageRef(v.Id, v.VGM_VERSION), v]));
    const receipts = (await receiptsOf(db, [VGM_CHANNEL, TERMINAL_VGM_CHANNEL], [...byRef.keys()])).map((r) => {
      const v = byRef.get(r.ref)!;
      return {
        At: new Date(r.at).toISOString(),
        Channel: r.channel,
        VgmId: v.Id,
        CNNO: v.CNNO,
        VGM_VERSION: v.VGM_VERSION,
        Seq: r.seq,
        Code: r.code,
        Text: r.text,
        Simulated: r.simulated,
        Applied: r.applied,
      };
    });
    const strip = ({ cgoId: _c, companyId: _co, pklId: _p, ...v }: StoredVgm) => v;
    return { ok: true, value: { Versions: versions.map(strip), Events: events, Receipts: receipts } };
  }

  async function share(actor: Actor, input: { CGO_ID: string; Days?: number; AccessCode?: string }) {
    return inTransaction(db, async (tx, fail) => {
      const b = await bookingFor(tx, input.CGO_ID, scopeOf({ kind: 'employee', actor }));
      if (!b) return noBooking<{ Id: number; Token: string; ExpiresAt: string; Url: string }>();
      const made = await createShare(tx, {
        docType: VGM_DOC,
        docId: b.cgo_id,
        companyId: Number(b.company_id),
        scope: ['VGM'],
        days: input.Days,
        accessCode: input.AccessCode,
        createdBy: Number(actor.id),
      });
      if (!made.ok) return fail(made);
      return { ok: true as const, value: { ...made.value, Url: vgmShareUrl(made.value.Token) } };
    });
  }

  async function unshare(actor: Actor, id: number): Promise<Outcome<{ Id: number }>> {
    const company = await vgmShareCompany(db, id, scopeOf({ kind: 'employee', actor }));
    if (!company) return missing('No such share link.', '没有这个分享链接。');
    return revokeShare(db, { id, companyId: Number(company), by: Number(actor.id) });
  }

  return { list, declare, saveDraft, send, log, share, unshare };
}

/** A stored version's figures, as `standsUnchanged` compares them (with its states). */
const figuresOf = (v: StoredVgm): DeclaredFigures & { status: number; terminalStatus: number | null } => ({
  kg: v.VGM_KG,
  method: v.VGM_METHOD,
  cargoKg: v.VGM_CARGO_KG,
  tareKg: v.VGM_TARE_KG,
  weighedAt: v.VGM_WEIGHED_AT,
  weighingParty: v.VGM_WEIGHING_PARTY,
  certNo: v.VGM_CERT_NO,
  responsibleParty: v.VGM_RESPONSIBLE_PARTY,
  signatory: v.VGM_SIGNATORY,
  status: v.VGM_STATUS,
  terminalStatus: v.TerminalStatus,
});

/** A declared box's figures as they would be written (method 1 keeps no contents nor tare; method 2 no weighbridge). */
const figuresIn = (c: VgmContainerIn, input: DeclareInput): DeclaredFigures => ({
  kg: c.VGM_KG,
  method: c.VGM_METHOD,
  cargoKg: c.VGM_METHOD === 2 ? (c.VGM_CARGO_KG ?? null) : null,
  tareKg: c.VGM_METHOD === 2 ? (c.VGM_TARE_KG ?? null) : null,
  weighedAt: c.VGM_WEIGHED_AT,
  weighingParty: c.VGM_WEIGHING_PARTY ?? '',
  certNo: c.VGM_CERT_NO ?? '',
  responsibleParty: input.VGM_RESPONSIBLE_PARTY,
  signatory: input.VGM_SIGNATORY,
});

/** One refusal for all the problems found: the first one's Code and words, each problem under its container's path. */
function refusal(problems: { i: number; zh: Problem; en: Problem }[]): Outcome<never> {
  const errors: FieldError[] = [];
  const said = new Set<string>();
  for (const { i, zh, en } of problems) {
    const path = DECLARATION_PATHS.has(zh.Path) ? zh.Path || '/' : `/Containers/${i}${zh.Path}`;
    const key = `${path} ${zh.Code}`;
    if (said.has(key)) continue;
    said.add(key);
    errors.push(fieldSays(path, { zh: zh.Message, en: en.Message }));
  }
  const first = problems[0]!;
  return no(first.zh.Code, first.en.Message, first.zh.Message, errors);
}

import type { VgmContainerIn } from '../../../../src/contract/vgm/calls';
import { type FieldError, fieldSays } from '../../../../src/contract/envelope';
import { collector, type Problem } from '../../../../src/domain/packing/messages';
import { checkVgm } from '../../../../src/domain/vgm/check';
import { declarationStored } from '../../../../src/domain/vgm/declaration';
import { renderVgm } from '../../../../src/domain/vgm/messages';
import { VGM_STATUS, vgmMove } from '../../../../src/domain/vgm/status';
import { type DeclaredFigures, standsUnchanged } from '../../../../src/domain/vgm/unchanged';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { docIdOf, VGM_DOC } from '../payload';
import {
  type BookingRow,
  bookingFor,
  claimKey,
  insertVersion,
  keepAnswer,
  keyAnswer,
  moveStatus,
  type NewVersion,
  rewriteDraft,
  type StoredVgm,
} from '../repository';
import { type Declarant, type DeclareInput, type Declared, docActor, type Facts, factsOf, type Idem, isStaff, type Made, noBooking, scopeOf } from './shared';

/** Fields named once per declaration, not per container: their problems are said once. */
const DECLARATION_PATHS = new Set(['', '/Accept', '/Reason', '/VGM_RESPONSIBLE_PARTY', '/VGM_SIGNATORY', '/VGM_DECLARATION']);
/** What a draft must already have (the table's own constraints); the rest waits for the declaration. */
const DRAFT_CODES = new Set(['vgm.cnno.missing', 'vgm.cnno.shape', 'vgm.cnno.checkDigit', 'vgm.mass.invalid', 'vgm.time.invalid', 'vgm.method.unknown']);

type Found = { i: number; zh: Problem; en: Problem };

/**
 * Declares (or, `asDraft`, saves) every container named, in one transaction: all checked first,
 * refused together (400, the first problem's Code, each problem under its container's path),
 * nothing written; then each written as its container's next version, superseding the older ones.
 */
export async function declareVgm(db: Db, d: Declarant, input: DeclareInput, idem: Idem, now = new Date(), asDraft = false): Promise<Outcome<Declared>> {
  const scope = d.kind === 'share' ? `share:${d.shareId}` : `company:${d.actor.companyId}`;
  return inTransaction<Declared>(db, async (tx, fail) => {
    if (idem.key && !asDraft && !(await claimKey(tx, scope, idem.key, idem.hash))) return replay(tx, scope, idem.key, idem.hash);
    // every refusal rolls back: a key claimed for a refused declaration is free for its corrected retry
    const b = await bookingFor(tx, input.CGO_ID, scopeOf(d), true);
    if (!b) return fail(noBooking());
    const f = await factsOf(tx, b);
    const problems = checkDeclaration(d, b, f, input, now, asDraft);
    if (problems.length) return fail(refusal(problems));
    const staff = isStaff(d);
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
        declaration: asDraft ? '' : declarationStored(),
        channel: d.kind === 'share' ? 'SHARE' : staff ? 'STAFF' : 'WORKBENCH',
        status: asDraft ? VGM_STATUS.DRAFT : VGM_STATUS.DECLARED,
        lateReason: late ? input.Reason!.trim() : '',
        createdBy: d.kind === 'employee' ? d.actor.id : null,
        shareId: d.kind === 'share' ? d.shareId : null,
      };
      const id = await writeVersion(tx, d, v, own, newest, asDraft, !!late);
      made.push({ CNNO: cnno, Id: id, VGM_VERSION: v.version });
    }
    const value = { Declared: made, Unchanged: unchanged, Replayed: false };
    if (idem.key && !asDraft) await keepAnswer(tx, scope, idem.key, value);
    return { ok: true, value };
  });
}

/** The first declaration's answer for a key already claimed; another request under the same key is refused. */
async function replay(tx: Queryable, scope: string, key: string, hash: string): Promise<Outcome<Declared>> {
  const r = await keyAnswer<Declared>(tx, scope, key);
  if (!r || r.request_hash !== hash || !r.answer)
    return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
  // an answer kept before boxes could be left unchanged has none
  const kept = r.answer as Omit<Declared, 'Unchanged'> & Partial<Pick<Declared, 'Unchanged'>>;
  return { ok: true, value: { ...kept, Unchanged: kept.Unchanged ?? [], Replayed: true } };
}

/** Every container checked by `checkVgm` (a draft only for what the table needs), and each named once and booked. */
function checkDeclaration(d: Declarant, b: BookingRow, f: Facts, input: DeclareInput, now: Date, asDraft: boolean): Found[] {
  const staff = isStaff(d);
  const problems: Found[] = [];
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
  return problems;
}

/** One container's version written (a draft over its draft), its event; a declaration supersedes the older versions still standing. */
async function writeVersion(tx: Queryable, d: Declarant, v: NewVersion, own: StoredVgm[], newest: StoredVgm | undefined, asDraft: boolean, late: boolean) {
  let id: number;
  if (newest?.VGM_STATUS === VGM_STATUS.DRAFT) {
    id = newest.Id;
    await rewriteDraft(tx, id, v);
  } else id = await insertVersion(tx, v);
  const docId = docIdOf(v.cgoId, v.cnno);
  const event = (type: string, detail: Record<string, unknown>) =>
    recordDocEvent(tx, { docType: VGM_DOC, docId, actor: docActor(d), type, detail: { vgm: id, version: v.version, ...detail } });
  if (asDraft) {
    await event('v1.VgmDraftSaved', { kg: v.kg, method: v.method });
    return id;
  }
  // vgm.immutable: the older versions still standing are superseded, never written over
  for (const old of own.filter((o) => o.Id !== id)) {
    const move = vgmMove(old.VGM_STATUS, 'supersede', 'system');
    if (!move) continue;
    await moveStatus(tx, old.Id, old.VGM_STATUS, move.to);
    await recordDocEvent(tx, {
      docType: VGM_DOC,
      docId,
      actor: { kind: 'system' },
      type: 'v1.VgmSuperseded',
      detail: { vgm: old.Id, version: old.VGM_VERSION, by: v.version, was: old.VGM_STATUS },
    });
  }
  await event('v1.VgmDeclared', { kg: v.kg, method: v.method, channel: v.channel, ...(late ? { late: true, reason: v.lateReason } : {}) });
  return id;
}

/** Saves drafts (not signed, no cut-off yet): each container's draft written over, or a new draft version. */
export async function saveVgmDraft(db: Db, d: Declarant, input: DeclareInput): Promise<Outcome<{ Saved: Made[] }>> {
  const o = await declareVgm(db, d, input, { key: undefined, hash: '' }, new Date(), true);
  return o.ok ? { ok: true, value: { Saved: o.value.Declared } } : o;
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
function refusal(problems: Found[]): Outcome<never> {
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

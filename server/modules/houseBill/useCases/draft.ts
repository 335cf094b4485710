import { hblShareUrl } from '../../../../src/contract/houseBill/module';
import { billRefusalWords as R } from '../../../../src/contract/houseBill/words';
import { type ReleaseType, toOrderProblems } from '../../../../src/domain/houseBill/rules';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import type { DocActor } from '../../../platform/spine/docEvents';
import { createShare, endDocShares } from '../../../platform/spine/shares';
import { inTransaction } from '../../../platform/transaction';
import { type HblDbRow, hblRow, updateHbl } from '../repository';
import { partOf } from '../view';
import { billEvent, docActor, HBL_DOC, isStaff, moveBill, noHbl, say, scopeOf, stale } from './shared';

/** The clerk's edits of the draft; the answer names what hbl.toorder still finds. */
export async function saveBill(db: Db, actor: Actor, input: { Id: number; VERSION: number } & Record<string, unknown>) {
  const { Id, VERSION, ...fields } = input;
  return moveBill(db, null, Id, VERSION, 'save', async (tx, row, to) => {
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
    await billEvent(tx, Id, docActor(actor), 'v1.HblSaved', { fields: Object.keys(set), from: row.hbl_status, to });
    return { ok: true, value: { Id, VERSION: version, Problems: problems.map((p) => ({ Code: p.Code, Words: p.Words })) } };
  });
}

/** The draft sent to the shipper: on its workbench, by a share link (answered here), or by e-mail. */
export async function sendDraft(db: Db, actor: Actor, input: { Id: number; VERSION: number; Channel: 'WORKBENCH' | 'SHARE' | 'EMAIL'; To?: string }) {
  return moveBill(db, null, input.Id, input.VERSION, 'sendDraft', async (tx, row, to) => {
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
    await billEvent(tx, row.id, docActor(actor), 'v1.HblDraftSent', { channel: input.Channel, to: input.To ?? '' });
    return { ok: true, value: url ? { Url: url, VERSION: version } : { VERSION: version } };
  });
}

/**
 * The shipper's answer (its own company's HBL only: another's is 404), or the clerk recording an
 * approval received by e-mail (a note of that e-mail required).
 */
export async function decideDraft(db: Db, actor: Actor, input: { Id: number; VERSION: number; Approve: boolean; Comment?: string; Note?: string }) {
  if (isStaff(actor) && input.Approve && !input.Note?.trim()) return say<never>('HBL_EMAIL_NOTE', R.emailNote);
  const via = isStaff(actor) ? 'EMAIL' : 'WORKBENCH';
  return answerDraft(db, scopeOf(actor), input.Id, input.VERSION, input.Approve, input.Comment ?? '', docActor(actor), via, input.Note ?? '');
}

/** The draft approved or changes asked, by whoever answers (the shipper, a share link's visitor, the clerk for an e-mail). */
export async function answerDraft(
  db: Db,
  scope: string | null,
  id: number,
  version: number | undefined,
  approve: boolean,
  comment: string,
  who: DocActor,
  via: string,
  note: string,
) {
  return moveBill<{ Id: number; HBL_STATUS: number; VERSION: number }>(db, scope, id, version, approve ? 'approve' : 'askChanges', async (tx, row, to) => {
    const set: Record<string, unknown> = approve
      ? { hbl_status: to, hbl_approved_via: via, hbl_approval_note: note || comment }
      : { hbl_status: to, hbl_draft_comment: comment || '-' };
    const v = await updateHbl(tx, row.id, row.version, set);
    if (v === undefined) return stale();
    await billEvent(tx, row.id, who, approve ? 'v1.HblDraftApproved' : 'v1.HblChangesAsked', { via, comment, note });
    // the shipper has answered: the draft's links end with it, whichever way the answer came (issue 45 item 15b)
    await endDocShares(tx, { docType: HBL_DOC, docId: row.id, scope: 'APPROVE_DRAFT', actor: who, why: 'ANSWERED' });
    return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: v } };
  });
}

/** Staff take back the draft's share links at once (a link sent to the wrong person, a draft to redo). */
export async function revokeDraftShares(db: Db, actor: Actor, input: { Id: number }): Promise<Outcome<{ Id: number; Revoked: number }>> {
  return inTransaction(db, async (tx) => {
    const row = await hblRow(tx, input.Id, scopeOf(actor), true);
    if (!row) return noHbl();
    const revoked = await endDocShares(tx, { docType: HBL_DOC, docId: row.id, scope: 'APPROVE_DRAFT', actor: docActor(actor), why: 'REVOKED' });
    return { ok: true, value: { Id: row.id, Revoked: revoked } };
  });
}

import { vgmShareUrl } from '../../../../src/contract/vgm/calls';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { missing } from '../../../platform/refusal';
import { createShare, revokeShare } from '../../../platform/spine/shares';
import { inTransaction } from '../../../platform/transaction';
import { VGM_DOC } from '../payload';
import { bookingFor, vgmShareCompany } from '../repository';
import { noBooking, scopeOf } from './shared';

/** A link that lets someone outside declare the booking's VGM (with an access code, for some days). */
export async function shareVgm(db: Db, actor: Actor, input: { CGO_ID: string; Days?: number; AccessCode?: string }) {
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

/** A share link revoked: it opens nothing any more. */
export async function unshareVgm(db: Db, actor: Actor, id: number): Promise<Outcome<{ Id: number }>> {
  const company = await vgmShareCompany(db, id, scopeOf({ kind: 'employee', actor }));
  if (!company) return missing('No such share link.', '没有这个分享链接。');
  return revokeShare(db, { id, companyId: Number(company), by: Number(actor.id) });
}

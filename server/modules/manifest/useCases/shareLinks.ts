import { fieldSays } from '../../../../src/contract/envelope';
import type { ManifestShare } from '../../../../src/contract/manifest';
import { manifestShareUrl } from '../../../../src/contract/manifest/calls';
import { isShareEditable } from '../../../../src/domain/manifest/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { createShare, revokeShare, sharesOf } from '../../../platform/spine/shares';
import { inTransaction } from '../../../platform/transaction';
import { MANIFEST_DOC } from '../payload';
import { noManifest } from '../refusals';
import { manifestsByIds, shareCompany } from '../repository';
import { type Requester, scopeOf } from '../requester';

type Employee = Requester & { kind: 'employee' };

/** The owner makes a link for the shipper or consignee: to fill their parties or goods while the manifest may change, or only to look. */
export async function shareManifest(db: Db, r: Employee, input: { Id: number; Scope: string[]; ExpiresDays?: number; AccessCode?: string }) {
  return inTransaction(db, async (tx, fail) => {
    const [m] = await manifestsByIds(tx, [input.Id], scopeOf(r), true);
    if (!m) return noManifest<{ Id: number; Token: string; Url: string; ExpiresAt: string }>();
    if (input.Scope.some((s) => s !== 'VIEW') && !isShareEditable(m.MFT_STATUS))
      return no('mft.share.state', 'The manifest is on its way to customs: only a view link can be made.', '舱单已进入发送流程：只能分享查看链接。', [
        fieldSays('/Scope', { en: 'can only be VIEW now', zh: '现在只能选择查看' }),
      ]);
    const made = await createShare(tx, {
      docType: MANIFEST_DOC,
      docId: m.Id,
      companyId: m.COMPANYID,
      scope: input.Scope,
      days: input.ExpiresDays,
      accessCode: input.AccessCode,
      createdBy: Number(r.actor.id),
    });
    if (!made.ok) fail(made);
    const v = (made as { ok: true; value: { Id: number; Token: string; ExpiresAt: string } }).value;
    return { ok: true, value: { ...v, Url: manifestShareUrl(v.Token) } };
  });
}

export async function revokeManifestShare(db: Db, r: Employee, id: number) {
  const staff = scopeOf(r) === null;
  // staff revoke any company's link: the link's own company is read from the link
  const company = staff ? await shareCompany(db, id, MANIFEST_DOC) : Number(r.actor.companyId);
  return revokeShare(db, { id, companyId: company ?? 0, by: Number(r.actor.id) });
}

export async function manifestShares(db: Db, r: Employee, id: number): Promise<Outcome<ManifestShare[]>> {
  const [m] = await manifestsByIds(db, [id], scopeOf(r));
  if (!m) return noManifest();
  const rows = await sharesOf(db, MANIFEST_DOC, id, m.COMPANYID);
  return {
    ok: true,
    value: rows.map((s) => ({
      Id: s.Id,
      Scope: [...s.Scope],
      WithCode: s.WithCode,
      ExpiresAt: s.ExpiresAt,
      RevokedAt: s.RevokedAt,
      CreatedBy: s.CreatedBy,
      CreatedAt: s.CreatedAt,
      Uses: s.Uses,
    })),
  };
}

import type { ManifestItem, ManifestParty, SharedManifest } from '../../../../src/contract/manifest';
import { isShareEditable } from '../../../../src/domain/manifest/status';
import type { Db } from '../../../db/types';
import { canonicalJson } from '../../../http/idempotency';
import { no } from '../../../platform/refusal';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { absentShare as absent, notOpened, openShareOf, type ShareAnswer } from '../../../platform/spine/shares';
import { inTransaction } from '../../../platform/transaction';
import { dataOf, laidOver } from '../manifestData';
import { MANIFEST_DOC } from '../payload';
import { companyName, manifestsByIds, touch, writeData } from '../repository';
import { docActor, type Requester } from '../requester';
import { judge } from '../rules';
import { tellOwner } from './tellOwner';

/**
 * The holder's side of a manifest's share link (rule `mft.share`): it opens the link (with the access
 * code when set), sees the scoped subset, saves the scoped parts with the same live check, and submits
 * to the forwarder. An unknown, ended or revoked link is absent (404, never saying which); 5 wrong
 * codes lock it (429).
 */

/** The link opened (its code checked, its tries counted): its share and its manifest, or why not. */
async function opened(db: Db, token: string, accessCode: string | undefined, visitor: string) {
  const o = await openShareOf(db, MANIFEST_DOC, { token, accessCode, visitor });
  if (!o.ok) return o;
  const [m] = await manifestsByIds(db, [Number(o.share.docId)], String(o.share.companyId));
  if (!m) return { ok: false as const, refusal: absent<never>() };
  return { ok: true as const, share: o.share, manifest: m };
}

/** What the link shows its holder: the scoped subset with the live check of it. */
export async function openSharedManifest(
  db: Db,
  token: string,
  accessCode: string | undefined,
  visitor: string,
  lang: 'zh' | 'en',
): Promise<ShareAnswer<SharedManifest>> {
  const o = await opened(db, token, accessCode, visitor);
  if (!o.ok) return notOpened(o);
  const m = o.manifest;
  const v = await judge(db, dataOf(m), { companyId: m.COMPANYID, lang });
  const goods = o.share.scope.includes('EDIT_GOODS') || o.share.scope.includes('VIEW');
  return {
    ok: true,
    value: {
      Scope: [...o.share.scope],
      CompanyName: await companyName(db, m.COMPANYID),
      ReadOnly: !isShareEditable(m.MFT_STATUS) || !o.share.scope.some((s) => s === 'EDIT_PARTIES' || s === 'EDIT_GOODS'),
      Deadline: v.deadline,
      Manifest: {
        MFT_NO: m.MFT_NO,
        MFT_MBL_NO: m.MFT_MBL_NO ?? '',
        MFT_HBL_NO: m.MFT_HBL_NO ?? '',
        MFT_VESSEL: m.MFT_VESSEL ?? '',
        MFT_VOYAGE: m.MFT_VOYAGE ?? '',
        MFT_LOADING_CODE: m.MFT_LOADING_CODE ?? '',
        MFT_DISCHARGE_CODE: m.MFT_DISCHARGE_CODE ?? '',
        MFT_STATUS: m.MFT_STATUS,
        MFT_STAGE: m.MFT_STAGE,
        Shipper: m.Shipper ?? {},
        Consignee: m.Consignee ?? {},
        Notify: m.Notify ?? {},
        Containers: m.Containers ?? [],
        Items: goods ? (m.Items ?? []) : [],
      },
      // only the problems of what the link shows
      Problems: v.problems.filter((p) => /^(Shipper|Consignee|Notify)/.test(p.Path) || (goods && p.Path.startsWith('Items'))),
    },
  };
}

/** The holder saves the scoped parts; a save that changes nothing writes nothing. */
export async function saveSharedManifest(
  db: Db,
  token: string,
  accessCode: string | undefined,
  visitor: string,
  lang: 'zh' | 'en',
  input: { Shipper?: ManifestParty; Consignee?: ManifestParty; Notify?: ManifestParty; Items?: ManifestItem[] },
): Promise<ShareAnswer<{ Problems: SharedManifest['Problems'] }>> {
  const o = await opened(db, token, accessCode, visitor);
  if (!o.ok) return notOpened(o);
  const parties = input.Shipper || input.Consignee || input.Notify;
  // a view-only link writes nothing, not even an empty save (issue 45 item 15a)
  const mayEdit = o.share.scope.some((s) => s === 'EDIT_PARTIES' || s === 'EDIT_GOODS');
  const outside =
    !mayEdit ||
    (parties && !o.share.scope.includes('EDIT_PARTIES')) ||
    (input.Items && !o.share.scope.includes('EDIT_GOODS')) ||
    !isShareEditable(o.manifest.MFT_STATUS);
  if (outside)
    return no(
      'mft.share.scope',
      'This link does not let you change that (or the manifest is on its way to customs).',
      '此链接不允许修改这些内容（或舱单已进入发送流程）。',
    );
  const r: Requester = { kind: 'share', shareId: o.share.id, companyId: String(o.share.companyId), lang };
  return inTransaction(db, async (tx) => {
    const [m] = await manifestsByIds(tx, [o.manifest.Id], r.companyId, true);
    if (!m || !isShareEditable(m.MFT_STATUS)) return absent();
    const before = dataOf(m);
    const next = laidOver(before, input);
    // a save that changes nothing moves no version and writes no history (issue 45 item 15a)
    if (canonicalJson(next) !== canonicalJson(before)) {
      await writeData(tx, m.Id, next);
      const version = await touch(tx, m.Id, null);
      await recordDocEvent(tx, {
        docType: MANIFEST_DOC,
        docId: m.Id,
        actor: docActor(r),
        type: 'v1.ManifestSavedByShare',
        detail: { version, parts: Object.keys(input), visitor },
      });
    }
    const v = await judge(tx, next, { companyId: m.COMPANYID, lang });
    return { ok: true, value: { Problems: v.problems.filter((p) => /^(Shipper|Consignee|Notify|Items)/.test(p.Path)) } };
  });
}

/** The holder submits to the forwarder: the maker is told. */
export async function submitSharedManifest(db: Db, token: string, accessCode: string | undefined, visitor: string): Promise<ShareAnswer<{ Submitted: true }>> {
  const o = await opened(db, token, accessCode, visitor);
  if (!o.ok) return notOpened(o);
  if (!o.share.scope.some((s) => s === 'EDIT_PARTIES' || s === 'EDIT_GOODS') || !isShareEditable(o.manifest.MFT_STATUS))
    return no(
      'mft.share.scope',
      'This link does not let you change that (or the manifest is on its way to customs).',
      '此链接不允许修改这些内容（或舱单已进入发送流程）。',
    );
  const m = o.manifest;
  await db.transaction(async (tx) => {
    await recordDocEvent(tx, {
      docType: MANIFEST_DOC,
      docId: m.Id,
      actor: { kind: 'share', id: o.share.id },
      type: 'v1.ManifestShareSubmitted',
      detail: { visitor },
    });
    await tellOwner(tx, m, {
      title: `舱单 ${m.MFT_NO} 的分享链接已提交资料`,
      titleEn: `The share link of manifest ${m.MFT_NO} submitted its data`,
    });
  });
  return { ok: true, value: { Submitted: true } };
}

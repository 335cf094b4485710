import type { ManifestRemarkSave, SetupLog } from '../../../src/contract/manifestSetup/calls';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { deleteRemarkRow, insertRemark, lockRemark, remarkCodeTaken, remarkExists, updateRemark } from './remarkRepository';

/**
 * Standard remarks (operations.md §7.2 `manifest_remarks`): the platform's, one list for every
 * company — return reasons, manifest remarks and the customs change-reason codes of amendments.
 * A code is unique within its use whatever the case (400 DUPLICATE_CODE). A remark a manifest once
 * named is disabled rather than deleted when its words must stay readable; Delete removes it.
 */

export const REMARK_DOC = 'manifestRemark';
type Saved = { Id: number; Version: number };

const notFound = <T>() => missing<T>('No such remark.', '没有这个备注。');
const stale = <T>() =>
  no<T>('STALE', 'Someone changed this remark since you opened it: reload it, then save again.', '您打开这条备注之后，已有人修改了它：请重新加载后再保存。');
const duplicate = <T>(code: string, use: string) =>
  no<T>('DUPLICATE_CODE', `The code ${code} is already used for ${use}.`, `代码 ${code} 在 ${use} 中已存在。`);

export async function saveManifestRemark(db: Db, actor: Actor, r: ManifestRemarkSave): Promise<Outcome<Saved>> {
  const row = { ...r, MRK_CODE: r.MRK_CODE.toUpperCase(), MRK_TEXT_ZH: r.MRK_TEXT_ZH.trim(), MRK_TEXT_EN: r.MRK_TEXT_EN.trim() };
  if (!row.MRK_TEXT_ZH || !row.MRK_TEXT_EN) return no('TEXT_REQUIRED', 'Give the remark in both languages.', '请填写备注的中英文内容。');
  try {
    return await db.transaction(async (tx): Promise<Outcome<Saved>> => {
      let id = r.Id;
      let version: number;
      if (id !== undefined) {
        const cur = await lockRemark(tx, id);
        if (cur === undefined) return notFound();
        if (cur !== r.Version) return stale();
      }
      if (await remarkCodeTaken(tx, row.MRK_USE, row.MRK_CODE, id)) return duplicate(row.MRK_CODE, row.MRK_USE);
      if (id === undefined) ({ id, version } = await insertRemark(tx, row, actor.id));
      else version = await updateRemark(tx, id, row, actor.id);
      const { Id: _i, Version: _v, ...fields } = row;
      await recordDocEvent(tx, {
        docType: REMARK_DOC,
        docId: id,
        actor: { kind: 'employee', id: Number(actor.id) },
        type: r.Id === undefined ? 'v1.ManifestRemarkCreated' : 'v1.ManifestRemarkSaved',
        detail: { ...fields, Version: version },
      });
      return { ok: true, value: { Id: id, Version: version } };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return duplicate(row.MRK_CODE, row.MRK_USE);
    throw e;
  }
}

export async function deleteManifestRemark(db: Db, actor: Actor, ref: { Id: number; Version: number }): Promise<Outcome<{ Id: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
    const cur = await lockRemark(tx, ref.Id);
    if (cur === undefined) return notFound();
    if (cur !== ref.Version) return stale();
    await deleteRemarkRow(tx, ref.Id);
    await recordDocEvent(tx, { docType: REMARK_DOC, docId: ref.Id, actor: { kind: 'employee', id: Number(actor.id) }, type: 'v1.ManifestRemarkDeleted' });
    return { ok: true, value: { Id: ref.Id } };
  });
}

/** A remark's history, newest first (a deleted one's too: its id is in the events). */
export async function manifestRemarkLog(db: Queryable, id: number): Promise<Outcome<SetupLog>> {
  const log = await docHistory(db, REMARK_DOC, id);
  if (!log.length && !(await remarkExists(db, id))) return notFound();
  return { ok: true, value: log.map((e) => ({ At: e.at, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail })) };
}

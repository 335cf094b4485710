import type { EntryFile } from '../../../src/contract/entryOrder/calls';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { fileDigest, noFile } from '../../http/storedFiles';
import type { Actor } from '../../platform/access/grants';
import { fileBytes, filesOf, insertFile } from './fileRepository';
import { readReachable } from './orderAccess';
import { storedSupplement } from './supplementRepository';
import { isStaff } from './terms';

/** The kinds of file an order takes (a form's file field, a supplement's document), and the refusal of another kind. */
export const ENTRY_FILES_TAKEN = ['pdf', 'xlsx', 'xls', 'docx', 'doc', 'jpg', 'jpeg', 'png'] as const;
export const ENTRY_FILE_NOT_TAKEN = {
  en: 'Only PDF, Word, Excel, JPG and PNG files are taken, and the file must be what its name says.',
  zh: '只接受 PDF、Word、Excel、JPG 和 PNG 文件，且文件内容须与文件名相符。',
};

/**
 * An order's files (a form's file fields, a supplement's documents): uploaded by whoever reaches the
 * order (its customer, its agent, the staff) or is asked for the supplement named; read the same way.
 */
export async function reachesFiles(q: Queryable, actor: Actor, entId: number, supId?: number): Promise<boolean> {
  const s = supId ? await storedSupplement(q, supId) : undefined;
  // the supplement named must be this order's: another order's (another company's) or none is nothing there
  if (supId && s?.entId !== entId) return false;
  if (await readReachable(q, actor, entId)) return true;
  return !!s && (isStaff(actor) || s.assigneeId === String(actor.companyId));
}

export async function uploadEntryFile(
  db: Db,
  actor: Actor,
  u: { ENT_ID: number; SUP_ID?: number; Key: string; FileName: string },
  bytes: Buffer,
  type: string,
): Promise<Outcome<EntryFile>> {
  const d = fileDigest(bytes);
  const file = await insertFile(db, {
    entId: u.ENT_ID,
    supId: u.SUP_ID ?? null,
    key: u.Key,
    name: u.FileName,
    type,
    size: d.size,
    sha256: d.sha256,
    bytes,
    companyId: String(actor.companyId),
    by: actor.id,
  });
  return { ok: true, value: file };
}

export async function listEntryFiles(q: Queryable, actor: Actor, entId: number): Promise<Outcome<EntryFile[]>> {
  if (!(await readReachable(q, actor, entId))) return noFile();
  return { ok: true, value: await filesOf(q, entId) };
}

export async function entryFileToSend(q: Queryable, actor: Actor, id: number) {
  const f = await fileBytes(q, id);
  return f && (await reachesFiles(q, actor, f.ent_id)) ? f : undefined;
}

import { DOC_STATUS } from '../../../../src/domain/letters/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { fileDigest, noFile } from '../../../http/storedFiles';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { isWithdrawn, noLetter } from '../checks';
import { letterEvent, readLetter } from '../letterRepository';
import { deleteFile, fileById, insertFile } from '../letterReadsRepository';
import { readerOf } from '../reader';

/** A letter's attachments (operations.md §13.1: PDF or XLSX, 10 MB each): added and removed by the desk while the letter is not withdrawn. */

/** The desk reaches the letter (its company's): else the upload answers 404 before the body is read. */
export const reachesLetter = async (db: Db, actor: Actor, id: number) => !!(await readLetter(db, id, readerOf(actor)));

export function addLetterFile(db: Db, actor: Actor, id: number, name: string, bytes: Buffer, type: string): Promise<Outcome<{ Id: number }>> {
  return inTransaction(db, async (tx) => {
    const l = await readLetter(tx, id, readerOf(actor), true);
    if (!l) return noLetter();
    if (l.Status === DOC_STATUS.WITHDRAWN) return isWithdrawn();
    const fileId = await insertFile(tx, id, { name: name.trim(), type, ...fileDigest(bytes), bytes, by: actor.id });
    await letterEvent(tx, id, 'FILE_ADD', actor.id, l.PublishedVersion, name.trim());
    return { ok: true, value: { Id: fileId } };
  });
}

export function removeLetterFile(db: Db, actor: Actor, fileId: number): Promise<Outcome<{ Removed: boolean }>> {
  return inTransaction(db, async (tx) => {
    const f = await fileById(tx, fileId);
    const l = f && (await readLetter(tx, f.letter_id, readerOf(actor), true));
    if (!f || !l) return noFile();
    if (l.Status === DOC_STATUS.WITHDRAWN) return isWithdrawn();
    await deleteFile(tx, fileId);
    await letterEvent(tx, l.Id, 'FILE_REMOVE', actor.id, l.PublishedVersion, f.file_name);
    return { ok: true, value: { Removed: true } };
  });
}

/** A file of a letter the reader may see (the desk: its own; a reader outside: a published letter meant for them). */
export async function letterFile(db: Db, actor: Actor, fileId: number) {
  const f = await fileById(db, fileId);
  if (!f || !(await readLetter(db, f.letter_id, readerOf(actor)))) return noFile<never>();
  return { ok: true as const, value: f };
}

import { DOC_STATUS } from '../../../../src/domain/letters/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noLetter, notDraft, notPublished, stale } from '../checks';
import { letterEvent, publishLetterVersion, readLetter, withdrawLetterRow } from '../letterRepository';
import { readerOf } from '../reader';
import { tellAffectedCustomers } from './tellAffected';

type Moved = { Status: 0 | 1 | 2; Version: number };

/** Publishes a draft letter as its first version; a GRI or surcharge is told to the customers whose open bookings it touches. */
export function publishLetter(db: Db, actor: Actor, b: { Id: number; Version: number }): Promise<Outcome<Moved & { Told: number }>> {
  return inTransaction(db, async (tx) => {
    const held = await readLetter(tx, b.Id, readerOf(actor), true);
    if (!held) return noLetter();
    if (held.Version !== b.Version) return stale();
    if (held.Status !== DOC_STATUS.DRAFT) return notDraft();
    const next = await publishLetterVersion(tx, b.Id, actor.id);
    await letterEvent(tx, b.Id, 'PUBLISH', actor.id, next.published);
    const told = await tellAffectedCustomers(tx, actor, b.Id);
    return { ok: true, value: { Status: DOC_STATUS.PUBLISHED, Version: next.version, Told: told } };
  });
}

/** Withdraws a published letter with its reason: readers outside no longer see it; its versions and history stay. */
export function withdrawLetter(db: Db, actor: Actor, b: { Id: number; Version: number; Reason: string }): Promise<Outcome<Moved>> {
  return inTransaction(db, async (tx) => {
    const held = await readLetter(tx, b.Id, readerOf(actor), true);
    if (!held) return noLetter();
    if (held.Version !== b.Version) return stale();
    if (held.Status !== DOC_STATUS.PUBLISHED) return notPublished();
    const version = await withdrawLetterRow(tx, b.Id, b.Reason.trim());
    await letterEvent(tx, b.Id, 'WITHDRAW', actor.id, held.PublishedVersion, b.Reason.trim());
    return { ok: true, value: { Status: DOC_STATUS.WITHDRAWN, Version: version } };
  });
}

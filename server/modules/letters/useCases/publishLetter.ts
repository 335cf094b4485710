import { DOC_STATUS } from '../../../../src/domain/letters/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noLetter, notDraft, notPublished, stale } from '../checks';
import { letterEvent, publishLetterVersion, readLetter, withdrawLetterRow } from '../letterRepository';
import { readerOf } from '../reader';
import { tellAffectedCustomers } from './tellAffected';
import { announce, type Told } from '../../../live/tell';
import type { LiveHub } from '../../../live/hub';

type Moved = { Status: 0 | 1 | 2; Version: number };

/** Publishes a draft letter as its first version; a GRI or surcharge is told to the customers whose open bookings it touches. */
export async function publishLetter(db: Db, hub: LiveHub, actor: Actor, b: { Id: number; Version: number }): Promise<Outcome<Moved & { Told: number }>> {
  const done = await inTransaction<Moved & { told: Told[] }>(db, async (tx) => {
    const held = await readLetter(tx, b.Id, readerOf(actor), true);
    if (!held) return noLetter();
    if (held.Version !== b.Version) return stale();
    if (held.Status !== DOC_STATUS.DRAFT) return notDraft();
    const next = await publishLetterVersion(tx, b.Id, actor.id);
    await letterEvent(tx, b.Id, 'PUBLISH', actor.id, next.published);
    const told = await tellAffectedCustomers(tx, actor, b.Id);
    return { ok: true, value: { Status: DOC_STATUS.PUBLISHED, Version: next.version, told } };
  });
  if (!done.ok) return done;
  // the messages reach the customers' badges once committed
  await announce(hub, done.value.told);
  return { ok: true, value: { Status: done.value.Status, Version: done.value.Version, Told: done.value.told.length } };
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

import { DOC_STATUS } from '../../../../src/domain/letters/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { noTable, notDraft, notPublished, stale } from '../checks';
import { readerOf } from '../reader';
import { publishTableVersion, readTable, tableEvent, withdrawTableRow } from '../sailingRepository';

type Moved = { Status: 0 | 1 | 2; Version: number };

/** Publishes a draft table with at least one row as its first version. */
export function publishSailingTable(db: Db, actor: Actor, b: { Id: number; Version: number }): Promise<Outcome<Moved>> {
  return inTransaction(db, async (tx) => {
    const held = await readTable(tx, b.Id, readerOf(actor), true);
    if (!held) return noTable();
    if (held.Version !== b.Version) return stale();
    if (held.Status !== DOC_STATUS.DRAFT) return notDraft();
    if (!held.Rows) return no('NO_ROWS', 'A sailing table without sailings is not published.', '船期表没有任何船期，不能发布。');
    const next = await publishTableVersion(tx, b.Id, actor.id);
    await tableEvent(tx, b.Id, 'PUBLISH', actor.id, next.published);
    return { ok: true, value: { Status: DOC_STATUS.PUBLISHED, Version: next.version } };
  });
}

/** Withdraws a published table with its reason; its versions and history stay. */
export function withdrawSailingTable(db: Db, actor: Actor, b: { Id: number; Version: number; Reason: string }): Promise<Outcome<Moved>> {
  return inTransaction(db, async (tx) => {
    const held = await readTable(tx, b.Id, readerOf(actor), true);
    if (!held) return noTable();
    if (held.Version !== b.Version) return stale();
    if (held.Status !== DOC_STATUS.PUBLISHED) return notPublished();
    const version = await withdrawTableRow(tx, b.Id, b.Reason.trim());
    await tableEvent(tx, b.Id, 'WITHDRAW', actor.id, held.PublishedVersion, b.Reason.trim());
    return { ok: true, value: { Status: DOC_STATUS.WITHDRAWN, Version: version } };
  });
}

import { isMailAddress } from '../../../../src/domain/mail/address';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { addSuppression, removeSuppression, suppressionsOf } from '../sendRepository';
import { refuse } from '../refusals';
import { addressKey } from './recipients';

export const listSuppressions = (db: Db, actor: Actor, search: string) => suppressionsOf(db, actor.companyId, search.trim());

/** An address no campaign of the company e-mails again (MANUAL, with remarks). */
export async function suppressAddress(db: Db, actor: Actor, b: { Email: string; Remarks: string }): Promise<Outcome<null>> {
  if (!isMailAddress(b.Email.trim())) return refuse.badEmail('/Email');
  return inTransaction(db, async (tx) => {
    await addSuppression(tx, actor.companyId, addressKey(b.Email), 'MANUAL', b.Remarks.trim(), actor.id);
    return { ok: true, value: null };
  });
}

/** Takes an address off the list; the reason is required and logged (commercial.md §8.3). */
export async function unsuppressAddress(db: Db, actor: Actor, b: { Email: string; Reason: string }): Promise<Outcome<null>> {
  return inTransaction(db, async (tx) => {
    const gone = await removeSuppression(tx, actor.companyId, addressKey(b.Email), b.Reason.trim(), actor.id);
    return gone ? { ok: true, value: null } : refuse.notSuppressed();
  });
}

import { ecpMove } from '../../../../src/domain/epacking/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { MOVE_NAMES, refuse } from '../refusals';
import { lockRequest, messageAttempts, requeueMessage, writeStatus } from '../repository';
import { employee } from './shared';

/** A failed send handed to the gateway again (7 → 4): the same message and key, a fresh retry schedule. */
export async function retryEclp(db: Db, actor: Actor, id: number): Promise<Outcome<{ Id: number; MessageId: number }>> {
  return inTransaction<{ Id: number; MessageId: number }>(db, async (tx) => {
    const r = await lockRequest(tx, actor, id);
    if (!r) return refuse.noRequest();
    const move = ecpMove(r.ecp_status, 'retry', 'operator');
    if (!move || !r.ecp_message_id) return refuse.state(r.ecp_no, r.ecp_status, MOVE_NAMES.retry);
    const attempts = await messageAttempts(tx, r.ecp_message_id);
    await requeueMessage(tx, r.ecp_message_id);
    await writeStatus(tx, r.id, move.to, { error: '' });
    await recordDocEvent(tx, {
      docType: 'eclp',
      docId: r.id,
      actor: employee(actor),
      type: 'v1.EclpRetried',
      detail: { From: r.ecp_status, To: move.to, MessageId: r.ecp_message_id, PreviousAttempts: attempts },
    });
    return { ok: true, value: { Id: r.id, MessageId: r.ecp_message_id } };
  });
}

/** The applicant takes a request back before it is decided. */
export async function withdrawEclp(db: Db, actor: Actor, id: number): Promise<Outcome<{ Id: number }>> {
  return inTransaction<{ Id: number }>(db, async (tx) => {
    const r = await lockRequest(tx, actor, id);
    if (!r) return refuse.noRequest();
    const move = ecpMove(r.ecp_status, 'withdraw', 'applicant');
    if (!move) return refuse.state(r.ecp_no, r.ecp_status, MOVE_NAMES.withdraw);
    await writeStatus(tx, r.id, move.to);
    await recordDocEvent(tx, { docType: 'eclp', docId: r.id, actor: employee(actor), type: 'v1.EclpWithdrawn', detail: { From: r.ecp_status, To: move.to } });
    return { ok: true, value: { Id: r.id } };
  });
}

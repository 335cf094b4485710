import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noContact, refuse } from '../checks';
import { contactById, setContactConsent } from '../contactRepository';
import { customersSeen } from '../customerRepository';
import { crmEvent } from '../ownerRepository';
import { viewerOf } from '../scope';

/**
 * A contact's e-mail consent (the EDM sends only to consented contacts): given with how (the source)
 * and when (now), or withdrawn (the time kept, the source cleared). On a customer I hold; a manager: the team's.
 */
export async function setConsent(db: Db, actor: Actor, b: { Id: number; Consent: boolean; ConsentSource?: string }): Promise<Outcome<{ Id: number }>> {
  if (b.Consent && !b.ConsentSource)
    return refuse('CONSENT_SOURCE', { zh: '请选择联系人是如何同意接收邮件的。', en: 'Choose how the contact gave consent to e-mails.' });
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const held = await contactById(tx, b.Id);
    if (!held) return noContact();
    const [c] = await customersSeen(tx, v, [held.customer_id], true);
    if (!c || (!v.manager && c.owner_employee_id !== v.id)) return noContact();
    await setContactConsent(tx, b.Id, b.Consent, b.Consent ? (b.ConsentSource ?? null) : null);
    const reason = b.Consent ? `${held.name}: ${b.ConsentSource}` : `${held.name}: WITHDRAWN`;
    await crmEvent(tx, { companyId: v.companyId, entity: 'CONTACT', ids: [b.Id], action: 'CONSENT', actor: v.id, reason });
    return { ok: true, value: { Id: b.Id } };
  });
}

import type { AudienceSaveInput, AudienceWire, ContactChoice } from '../../../../src/contract/edm/calls';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { edmContacts } from '../../crm/public';
import { refuse } from '../refusals';
import { audienceExists, audiencesOf, insertAudience, updateAudience } from '../setupRepository';
import { recipientsOf } from './recipients';

export async function listAudiences(db: Db, actor: Actor): Promise<AudienceWire[]> {
  return (await audiencesOf(db, actor.companyId)).map((a) => ({
    Id: Number(a.id),
    Version: a.version,
    Name: a.name,
    Kind: a.kind,
    ContactIds: a.contact_ids.map(Number),
    Filter: a.filter,
  }));
}

/** A list of the company's own contacts (another company's contact: 404), or a segment's filter. */
export async function saveAudience(db: Db, actor: Actor, b: AudienceSaveInput): Promise<Outcome<{ Id: number; Version: number }>> {
  const ids = b.Kind === 'LIST' ? [...new Set(b.ContactIds.map(String))] : [];
  if (ids.length && (await edmContacts(db, actor.companyId, { ids })).length !== ids.length) return refuse.noContact();
  const a = { name: b.Name.trim(), kind: b.Kind, contactIds: ids, filter: b.Kind === 'SEGMENT' ? b.Filter : {} };
  return inTransaction(db, async (tx) => {
    if (!b.Id) {
      const made = await insertAudience(tx, actor.companyId, actor.id, a);
      return { ok: true, value: { Id: Number(made.id), Version: made.version } };
    }
    if (!(await audienceExists(tx, actor.companyId, String(b.Id)))) return refuse.noAudience();
    const done = await updateAudience(tx, actor.companyId, String(b.Id), b.Version ?? 0, a);
    return done ? { ok: true, value: { Id: Number(done.id), Version: done.version } } : refuse.stale();
  });
}

/** How many addresses the audiences hold now, how many may be sent to, how many are suppressed or unsubscribed. */
export async function countAudiences(db: Db, actor: Actor, audienceIds: number[]): Promise<Outcome<{ Total: number; Consented: number; Suppressed: number }>> {
  if ((await audiencesOf(db, actor.companyId, audienceIds)).length !== new Set(audienceIds).size) return refuse.noAudience();
  const r = await recipientsOf(db, actor.companyId, audienceIds);
  return { ok: true, value: { Total: r.total, Consented: r.send.length, Suppressed: r.suppressed } };
}

export async function contactChoices(db: Db, actor: Actor, search: string): Promise<ContactChoice[]> {
  return (await edmContacts(db, actor.companyId, { search })).map((c) => ({
    Id: Number(c.id),
    Name: c.name,
    Email: c.email,
    CustomerName: c.customerName,
    Consent: c.consent,
    Unsubscribed: c.unsubscribed,
  }));
}

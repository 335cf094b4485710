import type { Queryable } from '../../../db/types';
import { type EdmContact, edmContacts } from '../../crm/public';
import { suppressedOf } from '../sendRepository';
import { audiencesOf } from '../setupRepository';

/** An audience's people as a campaign sends to them (R8.1): evaluated now (a segment's filter at send time), one per address. */
export interface Recipients {
  /** Every address in the audiences, once. */
  total: number;
  /** Those who consented and are neither suppressed nor unsubscribed: the ones who get it. */
  send: EdmContact[];
  suppressed: number;
  noConsent: number;
}

export const addressKey = (email: string) => email.trim().toLowerCase();

export async function recipientsOf(q: Queryable, companyId: string, audienceIds: readonly (string | number)[]): Promise<Recipients> {
  const audiences = await audiencesOf(q, companyId, audienceIds);
  const byAddress = new Map<string, EdmContact>();
  for (const a of audiences) {
    const people = await edmContacts(q, companyId, a.kind === 'LIST' ? { ids: a.contact_ids } : { filter: a.filter });
    for (const c of people) {
      const key = addressKey(c.email);
      const before = byAddress.get(key);
      // one address, several contacts: the one who consented speaks for it
      if (!before || (!before.consent && c.consent)) byAddress.set(key, c);
    }
  }
  const suppressed = await suppressedOf(q, companyId, [...byAddress.keys()]);
  const out: Recipients = { total: byAddress.size, send: [], suppressed: 0, noConsent: 0 };
  for (const [key, c] of byAddress) {
    if (suppressed.has(key) || c.unsubscribed) out.suppressed++;
    else if (!c.consent) out.noConsent++;
    else out.send.push(c);
  }
  return out;
}

import type { Queryable } from '../../db/types';
import { postMessages } from '../messages/public';

/** The expiry warning's SQL (R2.10; the round is expiryWarnings.ts). */

/** A published rate ending soon, with its maintainer and its lane as the message names it. */
export interface EndingRate {
  id: string;
  rate_no: string;
  version: number;
  valid_to: string;
  maintainer_id: string;
  lane: string;
}

/**
 * The published versions with a maintainer ending between `from` and `to` not warned yet, claimed
 * (locked, skipping those another process holds) until the transaction ends.
 */
export function claimEndingRates(q: Queryable, from: string, to: string) {
  return q.query<EndingRate>(
    `select r.id::text, r.rate_no, r.version, r.valid_to::text, r.maintainer_id::text,
            r.carrier_code || ' ' || r.pol_code || '→' || r.pod_code as lane
       from fcl_rates r
      where r.status = 'PUBLISHED' and r.valid_to between $1::date and $2::date and r.maintainer_id is not null
        and not exists (select 1 from fcl_rate_events e where e.rate_id = r.id and e.type = 'EXPIRY_WARNED')
      order by r.id for update of r skip locked`,
    [from, to],
  );
}

/** A message to one employee (title in both languages, the description as given); its id. */
export async function messageEmployee(q: Queryable, employeeId: string, title: string, titleEn: string, description: string): Promise<string> {
  const [m] = await postMessages(q, [{ title, titleEn, description, to: { employeeId } }]);
  return m!.id;
}

/** The version's warning, as an event of the rate (so it is given once per version). */
export async function markExpiryWarned(q: Queryable, rateId: string, validTo: string): Promise<void> {
  await q.query(`insert into fcl_rate_events (rate_id, type, detail) values ($1, 'EXPIRY_WARNED', $2)`, [rateId, JSON.stringify({ ValidTo: validTo })]);
}

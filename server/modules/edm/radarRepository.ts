import type { Queryable } from '../../db/types';
import { edmContacts } from '../crm/public';

/**
 * What the user radar (issue 51, commercial.md §9.4 R9.4) reads of the campaigns: the opens and
 * clicks of a company's campaigns since a time, per contact's customer company (the platform company
 * its CRM customer is linked to) and office day — the zone the caller passes (OFFICE_ZONE).
 */
export interface EdmEngagementDay {
  companyId: string;
  day: string;
  opens: number;
  clicks: number;
  lastAt: string;
  /** The subject of the campaign last opened or clicked that day. */
  subject: string;
}

interface ContactDay {
  contactId: string;
  day: string;
  opens: number;
  clicks: number;
  lastAt: string;
  subject: string;
}

/** The opens and clicks of the owner's campaigns in [since, now), per contact's linked company and office day; contacts of prospects (no company) are left out. */
export async function edmEngagementSince(q: Queryable, a: { ownerCompanyId: string; since: Date; zone: string }): Promise<EdmEngagementDay[]> {
  const rows = await q.query<ContactDay>(
    `select s.contact_id::text as "contactId", (e.at at time zone $3)::date::text as day,
            count(*) filter (where e.kind = 'OPEN')::int as opens, count(*) filter (where e.kind = 'CLICK')::int as clicks,
            max(e.at) as "lastAt", (array_agg(c.subject order by e.at desc))[1] as subject
       from edm_events e join edm_sends s on s.id = e.send_id join edm_campaigns c on c.id = s.campaign_id
      where c.owner_company_id = $1 and e.at >= $2 and e.kind in ('OPEN', 'CLICK')
      group by 1, 2`,
    [a.ownerCompanyId, a.since, a.zone],
  );
  if (!rows.length) return [];
  const contacts = await edmContacts(q, a.ownerCompanyId, { ids: [...new Set(rows.map((r) => r.contactId))] });
  const companyOf = new Map(contacts.filter((c) => c.linkedCompanyId).map((c) => [c.id, c.linkedCompanyId!]));
  const out = new Map<string, EdmEngagementDay>();
  for (const r of rows) {
    const companyId = companyOf.get(r.contactId);
    if (!companyId) continue;
    const key = `${companyId} ${r.day}`;
    const had = out.get(key);
    const lastAt = new Date(r.lastAt).toISOString();
    if (!had) out.set(key, { companyId, day: r.day, opens: r.opens, clicks: r.clicks, lastAt, subject: r.subject });
    else
      out.set(key, {
        ...had,
        opens: had.opens + r.opens,
        clicks: had.clicks + r.clicks,
        ...(lastAt > had.lastAt ? { lastAt, subject: r.subject } : {}),
      });
  }
  return [...out.values()].sort((x, y) => y.lastAt.localeCompare(x.lastAt));
}

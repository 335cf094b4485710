import type { CustomerAnalysis, CustomerAnalysisQuery, CustomerGroupRow } from '../../../../src/contract/crm/analysisCalls';
import { DORMANT_DAYS, dormantOn } from '../../../../src/domain/analytics/metrics';
import { type CustomerGroup, customerCounts, NONE_KEY, NONE_NAMES, PERIOD_REFUSAL, periodFault } from '../../../../src/domain/crm/analysis';
import { addDays, OFFICE_ZONE } from '../../../../src/domain/refdata/public';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { releasedBookings } from '../../booking/public';
import { claimsIn, customersMade, dictNames, funnelCounts, linkedCustomers, type Period, peopleNames, recyclesIn } from '../analysisRepository';
import { viewerOf } from '../scope';

type Name = { zh: string; en: string };

/** The period of a query in the viewer's scope (R9.1): a salesperson's own rows, a manager's team. */
export async function analysisPeriod(db: Db, actor: Actor, from: string, to: string): Promise<Period> {
  const v = await viewerOf(db, actor);
  return { companyId: v.companyId, from, to, zone: OFFICE_ZONE, owner: v.manager ? null : v.id };
}

/** Each customer company's released bookings' sailing days, from `from` to `to`. */
export async function bookingDays(db: Db, from: string, to: string): Promise<Map<string, string[]>> {
  const days = new Map<string, string[]>();
  for (const b of await releasedBookings(db, { from, to })) days.set(b.companyId, [...(days.get(b.companyId) ?? []), b.etd.slice(0, 10)]);
  return days;
}

/** A group's name: the list entry's, the holder's, or what names none. */
async function groupNames(db: Db, companyId: string, g: CustomerGroup, keys: readonly string[]): Promise<(k: string) => Name> {
  if (g === 'OWNER') {
    const names = await peopleNames(
      db,
      keys.filter((k) => k !== NONE_KEY),
    );
    return (k) => (k === NONE_KEY ? NONE_NAMES.pool : { zh: names.get(k) ?? k, en: names.get(k) ?? k });
  }
  const dicts = await dictNames(db, companyId, [g]);
  return (k) => (k === NONE_KEY ? NONE_NAMES.notSet : (dicts.get(`${g} ${k}`) ?? { zh: k, en: k }));
}

/**
 * GET /api/CrmAnalysis/Customers (commercial.md §7.3, §9.1): per group the customers made, claimed,
 * recycled, dealt (a released booking of the linked company sailing in the period) and dormant at the
 * period's end (analytics' definition); the funnel lead → customer → opportunity → won; the dormant
 * customers with their last booking and follow-up.
 */
export async function customerAnalysis(db: Db, actor: Actor, input: CustomerAnalysisQuery): Promise<Outcome<CustomerAnalysis>> {
  if (periodFault(input.From, input.To)) return no('PERIOD', PERIOD_REFUSAL.en, PERIOD_REFUSAL.zh);
  const g = input.GroupBy ?? 'SOURCE';
  const p = await analysisPeriod(db, actor, input.From, input.To);
  const windowFrom = addDays(p.to, -DORMANT_DAYS.window);
  const days = await bookingDays(db, p.from < windowFrom ? p.from : windowFrom, p.to);
  const linked = await linkedCustomers(db, p);
  const daysOf = (c: { linkedCompanyId: string }) => days.get(c.linkedCompanyId) ?? [];
  const dormant = linked.filter((c) => dormantOn(daysOf(c), p.to));
  const counts = customerCounts(g, {
    created: await customersMade(db, p),
    claims: await claimsIn(db, p),
    recycles: await recyclesIn(db, p),
    dealt: linked.filter((c) => daysOf(c).some((d) => d >= p.from && d <= p.to)),
    dormant,
  });
  const nameOf = await groupNames(db, p.companyId, g, [...counts.keys()]);
  const rows: CustomerGroupRow[] = [...counts].map(([Key, c]) => ({ Key, Name: nameOf(Key), ...c }));
  rows.sort((a, b) => b.New + b.Claimed - (a.New + a.Claimed) || a.Key.localeCompare(b.Key));
  const sum = (f: 'New' | 'Claimed' | 'Recycled' | 'Dealt' | 'Dormant') => rows.reduce((n, r) => n + r[f], 0);
  const funnel = await funnelCounts(db, p);
  return {
    ok: true,
    value: {
      Rows: rows,
      Totals: { New: sum('New'), Claimed: sum('Claimed'), Recycled: sum('Recycled'), Dealt: sum('Dealt'), Dormant: sum('Dormant') },
      Funnel: { Leads: funnel.leads, Customers: sum('New'), Opportunities: funnel.opportunities, Won: funnel.won },
      Dormant: dormant.map((c) => ({
        CustomerId: c.id,
        Name: c.name,
        OwnerName: c.ownerName,
        LastBooking: [...daysOf(c)].sort().at(-1)!,
        LastFollowAt: c.lastFollowAt ? new Date(c.lastFollowAt).toISOString() : null,
      })),
    },
  };
}

import type { SalesAnswer, SalesQuery } from '../../../src/contract/radar/calls';
import { RADAR_PAGES } from '../../../src/contract/radar/module';
import { minorIn, amountIn, addTo, type Totals } from '../../../src/domain/money/amounts';
import { officeDayStart, plusDays } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { releasedBookings } from '../booking/public';
import { customersRecycledBefore } from '../crm/public';
import { quotedOptionTotals, quotesSent, quotesWonPerSalesperson, seesCost } from '../rates/public';
import { bookingsNearDcoWithoutSi } from '../si/public';
import { followCounts } from './planLink';
import { employeesHoldingButton } from '../access/public';
import { companyNames, employeeNames, staffOf } from './repository';
import { radarScope } from './scope';

const DAY_MS = 86_400_000;

/**
 * GET /api/Radar/Sales (commercial.md §9.2): per salesperson — a manager the team, a salesperson
 * themselves — plans due and overdue and follow-ups done (the CRM's), quotes sent and won, released
 * bookings of their customers by sailing day and, with "view cost" (R9.2), the GP of those made from
 * a quote; the customers a pool rule recycles within 3 days; live bookings whose DCO is within 24 h
 * and that have no SI.
 */
export async function salesRadar(db: Db, actor: Actor, input: SalesQuery, now = new Date()): Promise<Outcome<SalesAnswer>> {
  const today = dayIn(OFFICE_ZONE, now);
  const From = input.From ?? `${today.slice(0, 8)}01`;
  const To = input.To ?? today;
  if (From > To) return no('FROM_AFTER_TO', 'The first day is after the last.', '起始日期晚于截止日期。');
  if (To > plusDays(From, 366)) return no('PERIOD_TOO_LONG', 'Choose at most a year.', '最多选择一年。');
  const scope = await radarScope(db, actor);
  const team = scope.manager ? await salesTeam(db, actor) : [{ id: String(actor.id), name: actor.name }];
  const people = team.filter((p) => !input.EmployeeId || p.id === input.EmployeeId);
  const ids = new Set(people.map((p) => p.id));
  const ownerOf = (companyId: string) => scope.owners.get(companyId) ?? null;

  const from = officeDayStart(From);
  const to = officeDayStart(plusDays(To, 1));
  const sent = countBy((await quotesSent(db, { period: { from, to }, ownerCompanyId: actor.companyId })).map((q) => q.salesEmployeeId));
  const won = new Map((await quotesWonPerSalesperson(db, { ownerCompanyId: actor.companyId, from, to })).map((q) => [q.employeeId, q.won]));
  const follow = await followCounts(db, { companyId: actor.companyId, employeeIds: [...ids], from, to, now });
  const booked = (await releasedBookings(db, { from: From, to: To })).filter((b) => ids.has(ownerOf(b.companyId) ?? ''));
  const viewCost = await seesCost(db, actor);
  const gp = viewCost ? await gpPerOwner(db, actor.companyId, booked, ownerOf) : new Map<string, Totals>();

  const recycle = (await customersRecycledBefore(db, actor.companyId, new Date(now.getTime() + 3 * DAY_MS))).filter((c) => ids.has(c.ownerEmployeeId));
  const near = (await bookingsNearDcoWithoutSi(db, { now, until: new Date(now.getTime() + DAY_MS) })).filter((b) => ids.has(ownerOf(b.companyId) ?? ''));
  const names = await employeeNames(db, [...ids]);
  const companies = await companyNames(
    db,
    near.map((n) => n.companyId),
  );
  return {
    ok: true,
    value: {
      From,
      To,
      Manager: scope.manager,
      People: people.map((p) => ({
        EmployeeId: p.id,
        Name: p.name,
        PlansDue: follow?.get(p.id)?.plansDue ?? (follow ? 0 : null),
        PlansOverdue: follow?.get(p.id)?.plansOverdue ?? (follow ? 0 : null),
        RecordsDone: follow?.get(p.id)?.recordsDone ?? (follow ? 0 : null),
        QuotesSent: sent.get(p.id) ?? 0,
        QuotesWon: won.get(p.id) ?? 0,
        Bookings: booked.filter((b) => ownerOf(b.companyId) === p.id).length,
        Gp: viewCost ? Object.entries(gp.get(p.id) ?? {}).map(([Currency, minor]) => ({ Currency, Amount: amountIn(minor, Currency) })) : null,
      })),
      RecycleSoon: recycle.map((c) => ({
        CustomerId: c.customerId,
        Name: c.name,
        OwnerName: names.get(c.ownerEmployeeId) ?? '',
        DueAt: c.dueAt,
        Reason: c.reason,
      })),
      NearDco: near.map((n) => ({
        CgoId: n.cgoId,
        Ref: n.ref,
        CompanyName: companies.get(n.companyId) ?? '',
        OwnerName: names.get(ownerOf(n.companyId) ?? '') ?? '',
        DcoAt: new Date(n.dcoAt).toISOString(),
      })),
    },
  };
}

/** GP per owner: each booking made from a quote, its option's sell totals minus its cost totals, per currency (never added across currencies). */
async function gpPerOwner(
  db: Db,
  ownerCompanyId: string,
  booked: readonly { companyId: string; quoteId: number | null; optionNo: number | null }[],
  ownerOf: (companyId: string) => string | null,
): Promise<Map<string, Totals>> {
  const quoted = booked.filter((b) => b.quoteId !== null);
  const options = await quotedOptionTotals(db, ownerCompanyId, [...new Set(quoted.map((b) => b.quoteId!))]);
  const out = new Map<string, Totals>();
  for (const b of quoted) {
    const o = options.find((x) => x.quoteId === b.quoteId && x.optionNo === (b.optionNo ?? 1));
    if (!o?.costTotals) continue;
    let t = out.get(ownerOf(b.companyId)!) ?? {};
    for (const s of o.totals) t = addTo(t, s.Currency, minorIn(s.Amount, s.Currency) ?? 0);
    for (const c of o.costTotals) t = addTo(t, c.Currency, -(minorIn(c.Amount, c.Currency) ?? 0));
    out.set(ownerOf(b.companyId)!, t);
  }
  return out;
}

/** A manager's team: the company's staff who follow up the user radar's signals (its button), the manager among them. */
async function salesTeam(db: Db, actor: Actor): Promise<{ id: string; name: string }[]> {
  const holders = new Set((await employeesHoldingButton(db, { companyKind: actor.companyKind, page: RADAR_PAGES.users, button: 'follow' })).map((e) => e.id));
  holders.add(String(actor.id));
  return (await staffOf(db, actor.companyId)).filter((e) => holders.has(e.id));
}

/** How often each value occurs. */
function countBy(values: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

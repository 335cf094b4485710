import type { BookingOrder, CarrierMessage, Cockpit } from '../../../src/contract/booking/calls';
import type { ThirdPartyRow } from '../../../src/contract/booking/quickCalls';
import { type Milestone, milestonesOf } from '../../../src/domain/booking/milestones';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { countsByStatus, nearCutOffs, overSla, releaseRates } from './cockpitRepository';
import { bookableCustomers, notFound } from './orderRepository';
import { carrierMessages, milestoneFacts, readOrder, thirdPartyBookings } from './readRepository';

/** The bookings' reads (SI's readService.ts is the model): what the actor may see, else the same 404 as for none. */
export function readService(db: Queryable) {
  return {
    async one(actor: Actor, id: number): Promise<Outcome<BookingOrder>> {
      const o = await readOrder(db, actor, id);
      return o ? { ok: true, value: o } : notFound();
    },
    async milestones(actor: Actor, id: number): Promise<Outcome<{ Id: number; Milestones: Milestone[] }>> {
      const facts = await milestoneFacts(db, actor, id);
      return facts ? { ok: true, value: { Id: id, Milestones: milestonesOf(facts) } } : notFound();
    },
    /** The customer companies staff book for (on behalf), in the reader's language. */
    customers: async (lang: string): Promise<Outcome<{ CompanyId: number; Code: string; Name: string }[]>> => ({
      ok: true,
      value: await bookableCustomers(db, lang),
    }),
    thirdParty: async (actor: Actor): Promise<Outcome<ThirdPartyRow[]>> => ({ ok: true, value: await thirdPartyBookings(db, actor) }),
    carrierMessages: async (id: number): Promise<Outcome<CarrierMessage[]>> => ({ ok: true, value: await carrierMessages(db, id) }),
    /**
     * The booking cockpit (commercial.md §6.4 DCCockpit, R6.12): how many bookings sit in each status,
     * the submissions waiting longer than their carrier's acceptance SLA, released bookings with a
     * cut-off within 48 hours, and per carrier over the period (the last 30 days unless named) the share of decided bookings released.
     */
    async cockpit(today: string, from?: string, to?: string): Promise<Outcome<Cockpit>> {
      const bad = [from, to].find((d) => d !== undefined && !isCalendarDate(d));
      if (bad) return no('BAD_DATE', `${bad} is no calendar date.`, `${bad} 不是有效日期。`);
      const From = from ?? addDays(today, -30);
      const To = to ?? today;
      return {
        ok: true,
        value: {
          From,
          To,
          ByStatus: await countsByStatus(db),
          OverSla: await overSla(db),
          NearCutOffs: await nearCutOffs(db),
          ReleaseRates: await releaseRates(db, From, To),
        },
      };
    },
  };
}

import type { BookingOrder, CarrierMessage } from '../../../src/contract/booking/calls';
import type { ThirdPartyRow } from '../../../src/contract/booking/quickCalls';
import type { Milestone } from '../../../src/domain/booking/milestones';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { readMilestones } from './milestones';
import { bookableCustomers, notFound } from './orderRepository';
import { carrierMessages, readOrder, thirdPartyBookings } from './readRepository';

/** The bookings' reads (SI's readService.ts is the model): what the actor may see, else the same 404 as for none. */
export function readService(db: Queryable) {
  return {
    async one(actor: Actor, id: number): Promise<Outcome<BookingOrder>> {
      const o = await readOrder(db, actor, id);
      return o ? { ok: true, value: o } : notFound();
    },
    async milestones(actor: Actor, id: number): Promise<Outcome<{ Id: number; Milestones: Milestone[] }>> {
      const m = await readMilestones(db, actor, id);
      return m ? { ok: true, value: { Id: id, Milestones: m } } : notFound();
    },
    /** The customer companies staff book for (on behalf), in the reader's language. */
    customers: async (lang: string): Promise<Outcome<{ CompanyId: number; Code: string; Name: string }[]>> => ({
      ok: true,
      value: await bookableCustomers(db, lang),
    }),
    thirdParty: async (actor: Actor): Promise<Outcome<ThirdPartyRow[]>> => ({ ok: true, value: await thirdPartyBookings(db, actor) }),
    carrierMessages: async (id: number): Promise<Outcome<CarrierMessage[]>> => ({ ok: true, value: await carrierMessages(db, id) }),
  };
}

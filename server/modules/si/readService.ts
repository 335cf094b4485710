import type { CallAnswer } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import { boxSummary, formatSiNo } from '../../../src/domain/si/summary';
import type { Db } from '../../db/types';
import type { SiContext } from './context';
import { type Refusal, refuse } from './refusal';
import { bookingFor, bookingOrderFacts, presentSi, siFor, sisOfBooking, usedContainers } from './repository';
import { customerPeople, siEvents } from './reviewRepository';
import { noteOpened } from './reviewOpened';

type Answer<K extends keyof typeof siCalls> = CallAnswer<(typeof siCalls)[K]>;

/** Reading SIs and what they are made from: a booking, its SIs, one SI, its log, a customer's people. */
export function readService(db: Db) {
  return {
    /** The booking an SI is made from, with the containers its live SIs already use and its booking order's cargo facts. */
    async sourceData(ctx: SiContext, cgoId: string): Promise<Answer<'sourceData'> | Refusal> {
      const booking = await bookingFor(db, ctx.actor, cgoId);
      if (!booking) return refuse.notFound('booking');
      const facts = await bookingOrderFacts(db, booking.CGO_ID);
      return { ...booking, UsedContainers: await usedContainers(db, booking.CGO_ID), ...(facts ? { Booking: facts } : {}) };
    },

    /** The booking's live SIs, whole (the spec's list of SIs): one statement, whatever their number. */
    async ofBooking(ctx: SiContext, cgoId: string): Promise<Answer<'list'> | Refusal> {
      const rows = await sisOfBooking(db, ctx.actor, cgoId);
      return rows ? rows.map(presentSi) : refuse.notFound('booking');
    },

    async one(ctx: SiContext, siId: number): Promise<Answer<'get'> | Refusal> {
      const row = await siFor(db, ctx.actor, siId);
      // Version: the browser sends it back with a decision (ChangeTDBillLadingStatus), bound to what it
      // showed; a reviewer's opening is remembered for a decision that sends none
      if (row) await noteOpened(db, ctx.actor, row);
      return row ? { ...presentSi(row), BoxSummary: boxSummary(row.record.Boxes), NoText: formatSiNo(row.no), Version: row.version } : refuse.notFound('SI');
    },

    async log(ctx: SiContext, siId: number): Promise<Answer<'log'> | Refusal> {
      const row = await siFor(db, ctx.actor, siId);
      if (!row) return refuse.notFound('SI');
      return (await siEvents(db, row.id)).map((e) => ({
        Id: Number(e.id),
        At: new Date(e.at).toISOString(),
        Type: e.type,
        Actor: e.actor ?? '',
        Detail: e.detail,
      }));
    },

    /** The booking company's active employees, to make SIs for (the permission of PTAddTDBillLadingInfoList). */
    async behalfEmployees(ctx: SiContext, cgoId: string): Promise<Answer<'behalfEmployees'> | Refusal> {
      const booking = await bookingFor(db, ctx.actor, cgoId);
      if (!booking) return refuse.notFound('booking');
      const found = await customerPeople(db, booking.CompanyId);
      if (!found) return refuse.notFound('active customer company');
      const { company, people } = found;
      return {
        COMPANYID: Number(company.id),
        COMPANYCODE: company.code,
        CompanyName: company.name_zh,
        Employees: people.map((p) => ({ EmployeeId: Number(p.id), Name: p.name })),
      };
    },
  };
}

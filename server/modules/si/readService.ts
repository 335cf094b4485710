import type { CallAnswer } from '../../../src/contract/call';
import type { siCalls } from '../../../src/contract/si/calls';
import { boxSummary, formatSiNo } from '../../../src/domain/si/summary';
import type { Db } from '../../db/types';
import type { SiContext } from './context';
import type { Outcome } from '../../http/outcome';
import { noSuch } from '../../platform/refusal';
import { bookingFor, bookingOrderFacts, presentSi, siFor, sisOfBooking, usedContainers } from './repository';
import { customerPeople, siEvents } from './reviewRepository';
import { noteOpened } from './reviewOpened';
import { livePackingBoxes } from './packingBoxRepository';

type Answer<K extends keyof typeof siCalls> = CallAnswer<(typeof siCalls)[K]>;

/** Reading SIs and what they are made from: a booking, its SIs, one SI, its log, a customer's people. */
export function readService(db: Db) {
  return {
    /** The booking an SI is made from, with the containers its live SIs already use and its booking order's cargo facts. */
    async sourceData(ctx: SiContext, cgoId: string): Promise<Outcome<Answer<'sourceData'>>> {
      const booking = await bookingFor(db, ctx.actor, cgoId);
      if (!booking) return noSuch('booking');
      const facts = await bookingOrderFacts(db, booking.CGO_ID);
      return { ok: true, value: { ...booking, UsedContainers: await usedContainers(db, booking.CGO_ID), ...(facts ? { Booking: facts } : {}) } };
    },

    /** The booking's live packing lists as SI boxes (从装箱单导入): the booking must be one the actor may make SIs for. */
    async packingBoxes(ctx: SiContext, cgoId: string): Promise<Outcome<Answer<'packingBoxes'>>> {
      const booking = await bookingFor(db, ctx.actor, cgoId);
      if (!booking) return noSuch('booking');
      return { ok: true, value: await livePackingBoxes(db, booking.CGO_ID) };
    },

    /** The booking's live SIs, whole (the spec's list of SIs): one statement, whatever their number. */
    async ofBooking(ctx: SiContext, cgoId: string): Promise<Outcome<Answer<'list'>>> {
      const rows = await sisOfBooking(db, ctx.actor, cgoId);
      return rows ? { ok: true, value: rows.map(presentSi) } : noSuch('booking');
    },

    async one(ctx: SiContext, siId: number): Promise<Outcome<Answer<'get'>>> {
      const row = await siFor(db, ctx.actor, siId);
      // Version: the browser sends it back with a decision (ChangeTDBillLadingStatus), bound to what it
      // showed; a reviewer's opening is remembered for a decision that sends none
      if (row) await noteOpened(db, ctx.actor, row);
      if (!row) return noSuch('SI');
      return { ok: true, value: { ...presentSi(row), BoxSummary: boxSummary(row.record.Boxes), NoText: formatSiNo(row.no), Version: row.version } };
    },

    async log(ctx: SiContext, siId: number): Promise<Outcome<Answer<'log'>>> {
      const row = await siFor(db, ctx.actor, siId);
      if (!row) return noSuch('SI');
      const value = (await siEvents(db, row.id)).map((e) => ({
        Id: Number(e.id),
        At: new Date(e.at).toISOString(),
        Type: e.type,
        Actor: e.actor ?? '',
        Detail: e.detail,
      }));
      return { ok: true, value };
    },

    /** The booking company's active employees, to make SIs for (the permission of PTAddTDBillLadingInfoList). */
    async behalfEmployees(ctx: SiContext, cgoId: string): Promise<Outcome<Answer<'behalfEmployees'>>> {
      const booking = await bookingFor(db, ctx.actor, cgoId);
      if (!booking) return noSuch('booking');
      const found = await customerPeople(db, booking.CompanyId);
      if (!found) return noSuch('active customer company');
      const { company, people } = found;
      return {
        ok: true,
        value: {
          COMPANYID: Number(company.id),
          COMPANYCODE: company.code,
          CompanyName: company.name_zh,
          Employees: people.map((p) => ({ EmployeeId: Number(p.id), Name: p.name })),
        },
      };
    },
  };
}

import type { AmendChanges, ReleaseFacts } from '../../../src/contract/booking/calls';
import { canRequestAmend } from '../../../src/domain/booking/status';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Told } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { type AfterCommit, changeBooking } from './moves';
import { resail } from './resail';
import {
  amendChanges,
  appendEvent,
  markAmendConfirmed,
  markAmendDeclined,
  markAmendRequested,
  markAmendWithdrawn,
  type StoredOrder,
  tellCustomer,
} from './orderRepository';
import { no } from '../../platform/refusal';

/**
 * Amendments after release (commercial.md §6.2 AmendStatus, R6.10): the customer asks for a change
 * (one open request at a time; after the documentation cut-off the answer warns of the carrier's
 * amendment fee), may withdraw it, and the desk confirms it — with the carrier's new release facts
 * when the sailing changed — or declines it. A confirmed change of vessel or ETD rewrites the cargo
 * record (CGO_ID) the SIs are made on, and everyone who submitted an SI on it is told.
 */

type Amended = { AmendStatus: string; Version: number };

/** A change to the amendment: the booking's own status stays as it was. */
async function run(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: { Id: number; Version: number },
  step: (tx: Queryable, o: StoredOrder) => Promise<Outcome<Amended & AfterCommit>>,
): Promise<Outcome<Amended>> {
  const out = await changeBooking(db, hub, actor, input, step);
  return out.ok ? { ok: true, value: { AmendStatus: out.value.AmendStatus, Version: out.value.Version } } : out;
}

export function amendService(db: Db, hub: LiveHub) {
  return {
    request: async (actor: Actor, input: { Id: number; Version: number; Changes: AmendChanges; Reason: string }) => {
      let fee = false;
      const out = await run(db, hub, actor, input, async (tx, o) => {
        if (!canRequestAmend(o.status, o.amend_status, o.cancel_status))
          return no('WRONG_STATUS', 'Only a released booking with no open request can be amended.', '只有已放舱且无待处理申请的订舱可以申请改单。');
        if (!Object.keys(input.Changes).length) return no('NO_CHANGES', 'Name what should change.', '请填写要修改的内容。');
        if (input.Changes.ExpectedEtd && !isCalendarDate(input.Changes.ExpectedEtd))
          return no('BAD_DATE', `${input.Changes.ExpectedEtd} is no calendar date.`, `${input.Changes.ExpectedEtd} 不是有效日期。`);
        const dco = ((o.release?.CutOffs as { Code: string; DateTime: string }[] | undefined) ?? []).find((c) => c.Code === 'DCO');
        fee = !!dco && Date.parse(dco.DateTime) <= Date.now();
        // the answer to the desk's "amendment required": the booking is released again, the change now the desk's to decide
        await markAmendRequested(tx, o.id, { Changes: input.Changes, Reason: input.Reason.trim(), At: new Date().toISOString(), FeeWarning: fee });
        if (o.status === 'AMEND_REQUIRED') await appendEvent(tx, o.id, actor.id, 'v1.BookingAmendmentAnswered');
        await appendEvent(tx, o.id, actor.id, 'v1.BookingAmendmentRequested', input.Reason.trim(), { Changes: input.Changes, FeeWarning: fee });
        return { ok: true, value: { AmendStatus: 'AMENDMENT_RECEIVED', Version: o.version + 1, told: [] } };
      });
      return out.ok ? { ok: true as const, value: { ...out.value, FeeWarning: fee } } : out;
    },

    withdraw: (actor: Actor, input: { Id: number; Version: number }) =>
      run(db, hub, actor, input, async (tx, o) => {
        if (o.amend_status !== 'AMENDMENT_RECEIVED') return no('NO_REQUEST', 'This booking has no open amendment.', '该订舱没有待处理的改单申请。');
        await markAmendWithdrawn(tx, o.id);
        await appendEvent(tx, o.id, actor.id, 'v1.BookingAmendmentWithdrawn');
        return { ok: true, value: { AmendStatus: 'AMENDMENT_CANCELLED', Version: o.version + 1, told: [] } };
      }),

    decide: (actor: Actor, input: { Id: number; Version: number; Approve: boolean; Remarks?: string; NewReleaseFacts?: ReleaseFacts }) =>
      run(db, hub, actor, input, async (tx, o) => {
        if (o.amend_status !== 'AMENDMENT_RECEIVED') return no('NO_REQUEST', 'This booking has no open amendment.', '该订舱没有待处理的改单申请。');
        const changes = await amendChanges<AmendChanges>(tx, o.id);
        const told: Told[] = [];
        if (!input.Approve) {
          if (!input.Remarks?.trim())
            return no('REMARKS_REQUIRED', 'Say why: the customer reads it.', '请填写原因：客户会看到。', [{ Path: '/Remarks', Message: 'required' }]);
          await markAmendDeclined(tx, o.id, input.Remarks.trim());
          await appendEvent(tx, o.id, actor.id, 'v1.BookingAmendmentDeclined', input.Remarks.trim());
          told.push(
            ...(await tellCustomer(
              tx,
              o,
              `改单被驳回：${o.booking_no}（${input.Remarks.trim()}）`,
              `Amendment declined: ${o.booking_no} (${input.Remarks.trim()})`,
            )),
          );
          return { ok: true, value: { AmendStatus: 'AMENDMENT_DECLINED', Version: o.version + 1, told } };
        }
        const body = { ...o.body, ...changes };
        let release = o.release;
        let sailingChanged = false;
        if (input.NewReleaseFacts) {
          const r = await resail(tx, o, input.NewReleaseFacts);
          if (!r.ok) return r;
          ({ release, sailingChanged } = r.value);
          told.push(...r.value.told);
        }
        await markAmendConfirmed(tx, o.id, body, release);
        await appendEvent(tx, o.id, actor.id, 'v1.BookingAmendmentConfirmed', input.Remarks?.trim() ?? '', { SailingChanged: sailingChanged });
        told.push(...(await tellCustomer(tx, o, `改单已确认：${o.booking_no}`, `Amendment confirmed: ${o.booking_no}`)));
        return { ok: true, value: { AmendStatus: 'AMENDMENT_CONFIRMED', Version: o.version + 1, told, cgo: sailingChanged } };
      }),
  };
}

import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import { type BookingActor, type BookingEvent, canRequestCancel, moveOf } from '../../../src/domain/booking/status';
import { enqueue } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Told } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { CARRIER_CHANNEL, carrierPayload } from './carrierRequest';
import { type AfterCommit, applyMove, changeBooking, type Moved } from './moves';
import { notOpenWarning, takeBookCode } from './bookCodeCheck';
import { releaseOrder } from './release';
import { carrierChannelOf } from './carrierConfigRepository';
import { appendEvent, markCancelStatus, type StoredOrder } from './orderRepository';
import { no } from '../../platform/refusal';

/**
 * The booking's moves after submission (commercial.md §6.2): the desk accepts, returns, rejects,
 * books with the carrier (through its channel, or by hand), releases and declines; the customer
 * withdraws before release or asks to cancel after it. Every move is the status table's
 * (src/domain/booking/status.ts), checks the Version read, is an event in the same transaction,
 * and tells the other side once it has committed.
 */

export function deskService(db: Db, hub: LiveHub) {
  /** A move with the version the person read, then the messages and the live frame after commit. */
  type Step = { moved: Moved; told: Told[]; cgoId?: string; partial?: boolean; warnings?: string[] };
  /** The booking code taken (its words for the log), '' for none; refused when it may not be used. */
  const bookCodeFor = async (tx: Queryable, o: StoredOrder, code: string | undefined): Promise<Outcome<string>> => {
    if (!code?.trim()) return { ok: true, value: '' };
    const taken = await takeBookCode(tx, o, code);
    return taken.ok ? { ok: true, value: `${code.trim().toUpperCase()} (${taken.value.contractNo})` } : taken;
  };
  /** A move with the version the person read; the live frame names the status it moved to. */
  const run = (actor: Actor, input: { Id: number; Version: number }, step: (tx: Queryable, o: StoredOrder) => Promise<Outcome<Step>>) =>
    changeBooking(db, hub, actor, input, async (tx, o): Promise<Outcome<Step & AfterCommit>> => {
      const r = await step(tx, o);
      // a release wrote the cargo record: the SI module's booking list shows the new CGO_ID
      return r.ok ? { ok: true, value: { ...r.value, cgo: !!r.value.cgoId, status: r.value.moved.Status } } : r;
    });

  const simple = (event: BookingEvent, by: BookingActor) => (actor: Actor, input: { Id: number; Version: number; Remarks?: string }) =>
    run(actor, input, (tx, o) => applyMove(tx, o, event, by, actor.id, input.Remarks ?? ''));

  return {
    accept: simple('accept', 'desk'),
    return: simple('return', 'desk'),
    reject: simple('reject', 'desk'),
    decline: simple('decline', 'desk'),
    /** After release the desk needs a change from the customer (weight, HS code …): remarks say what; the customer answers with a change request. */
    requireAmend: simple('requireAmend', 'desk'),
    /** Booked with the carrier by hand (e-mail, portal): the desk's word, under a booking code when given; warns before 开舱. */
    markBooked: (actor: Actor, input: { Id: number; Version: number; CarrierRequestRef?: string; BookCode?: string }, lang: 'zh' | 'en') =>
      run(actor, input, async (tx, o) => {
        const code = await bookCodeFor(tx, o, input.BookCode);
        if (!code.ok) return code;
        const note = [input.CarrierRequestRef ? `ref ${input.CarrierRequestRef}` : '', code.value].filter(Boolean).join(' · ');
        const moved = await applyMove(tx, o, 'markBooked', 'desk', actor.id, note);
        return moved.ok ? { ok: true, value: { ...moved.value, warnings: await notOpenWarning(tx, o, lang) } } : moved;
      }),
    /** The customer withdraws before release: no carrier is involved yet. */
    cancel: (actor: Actor, input: { Id: number; Version: number }) => run(actor, input, (tx, o) => applyMove(tx, o, 'cancel', 'customer', actor.id, '')),

    /**
     * Sent to the carrier through its channel (operations.md §17): the message is written in this
     * transaction, with the move to SENT; the worker delivers it, and only the carrier's receipts
     * move the booking on. A carrier booked by e-mail or portal has no channel: the desk marks it booked.
     */
    sendToCarrier: (actor: Actor, input: { Id: number; Version: number; BookCode?: string }, lang: 'zh' | 'en') =>
      run(actor, input, async (tx, o) => {
        if ((await carrierChannelOf(tx, o.carrier_code)) !== 'API')
          return no(
            'NO_CHANNEL',
            `${o.carrier_code} is not booked through a channel here: book it by e-mail or portal, then mark it booked.`,
            `${o.carrier_code} 未配置订舱接口：请通过邮件或网站订舱后标记为已订舱。`,
          );
        const code = await bookCodeFor(tx, o, input.BookCode);
        if (!code.ok) return code;
        const moved = await applyMove(tx, o, 'send', 'desk', actor.id, code.value);
        if (!moved.ok) return moved;
        await enqueue(tx, {
          channel: CARRIER_CHANNEL,
          docType: 'BOOKING',
          docId: o.id,
          kind: 'REQUEST',
          payloadVersion: o.version + 1,
          payload: await carrierPayload(tx, o),
          simulated: true,
          createdBy: actor.id,
        });
        return { ok: true, value: { ...moved.value, warnings: await notOpenWarning(tx, o, lang) } };
      }),

    release: (actor: Actor, input: { Id: number; Version: number; Facts: ReleaseFacts }) =>
      run(actor, input, async (tx, o) => {
        if (!moveOf(o.status, 'release', 'desk'))
          return no('WRONG_STATUS', `A booking ${o.status.toLowerCase()} cannot be released.`, '该订舱单当前状态不能放舱。');
        const r = await releaseOrder(tx, o, input.Facts, { actorId: actor.id, simulated: false });
        if (!r.ok) return r;
        return {
          ok: true,
          value: { moved: { Status: 'RELEASED', Version: o.version + 1 }, told: r.value.told, cgoId: r.value.cgoId, partial: r.value.partial },
        };
      }),

    /** After release, the customer asks; the desk confirms (the booking is cancelled) or declines (it stays released). */
    requestCancel: async (actor: Actor, input: { Id: number; Version: number; Reason: string }) => {
      const out = await run(actor, input, async (tx, o) => {
        if (!canRequestCancel(o.status, o.amend_status, o.cancel_status))
          return no('WRONG_STATUS', 'Only a released booking with no open request can be asked to cancel.', '只有已放舱且无待处理申请的订舱可以申请取消。');
        await markCancelStatus(tx, o.id, 'CANCELLATION_RECEIVED');
        await appendEvent(tx, o.id, actor.id, 'v1.BookingCancellationRequested', input.Reason.trim());
        return { ok: true, value: { moved: { Status: o.status, Version: o.version + 1 }, told: [] } };
      });
      return out.ok ? { ok: true as const, value: { CancelStatus: 'CANCELLATION_RECEIVED', Version: out.value.moved.Version } } : out;
    },
    decideCancel: (actor: Actor, input: { Id: number; Version: number; Confirm: boolean; Remarks?: string }) =>
      run(actor, input, async (tx, o) => {
        if (o.cancel_status !== 'CANCELLATION_RECEIVED') return no('NO_REQUEST', 'This booking has no cancellation request.', '该订舱没有待处理的取消申请。');
        if (input.Confirm) return applyMove(tx, o, 'confirmCancel', 'desk', actor.id, input.Remarks ?? '');
        await markCancelStatus(tx, o.id, 'CANCELLATION_DECLINED');
        await appendEvent(tx, o.id, actor.id, 'v1.BookingCancellationDeclined', input.Remarks?.trim() ?? '');
        return { ok: true, value: { moved: { Status: o.status, Version: o.version + 1 }, told: [] } };
      }),
  };
}

export type DeskService = ReturnType<typeof deskService>;

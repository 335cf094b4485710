import type { BookingWire } from '../../../src/contract/booking/calls';
import { readySpaceCheckWords } from '../../../src/contract/readySpace/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { ReadySpaceOrder } from '../../../src/contract/readySpace/calls';
import { READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import { cancelFee, checkOrderLines, holdExpiresAt } from '../../../src/domain/readySpace/check';
import { availableOf, type OrderEvent, orderMove } from '../../../src/domain/readySpace/status';
import { localDateTime } from '../../../src/domain/refdata/localTimes';
import { containerTypeName } from '../../../src/domain/si/reference';
import type { Db, Queryable } from '../../db/types';
import { isSameRequest, type KeyReading } from '../../http/idempotency';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { SI_TOPIC } from '../../live/siChanged';
import { announce, type Told, tell } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { applyMove, publishBooking } from '../booking/public';
import { lockOrderById as lockBookingById } from '../booking/public';
import { moveOf } from '../../../src/domain/booking/status';
import { createBookedOrder } from '../booking/public';
import { releaseOrder } from '../booking/public';
import { expireDue } from './round';
import { zoneOf } from './spaceRepository';
import {
  applyStock,
  buyerCompany,
  cancelTerms,
  carrierBookingNoHolder,
  cgoIdOf,
  claimPlacementKey,
  containersOf,
  expireOrder,
  holdOnLine,
  insertOrder,
  insertOrderLine,
  isOrderSoFile,
  keepPlacement,
  lockOrder,
  type OrderFacts,
  orderCargo,
  placementOfKey,
  readOrder,
  releaseFacts,
  setOrderStatus,
  spaceOfOrder,
  type StoredOrder,
  totalOf,
} from './orderRepository';
import { digitsOf, isPlatform, money, minorOf, orderEvent, orderNotFound, publishStock, readSpaceRow, spaceLines, spaceNotFound, stale } from './repository';
import { inTransaction } from '../../platform/transaction';
import { no } from '../../platform/refusal';

/**
 * The order's side (commercial.md §5.2–§5.3): placing holds stock with one conditional update per
 * class (R5.3), retried placements answer the first (Idempotency-Key), and the moves of the order's
 * table by the buyer and the provider; the S/O release makes the released booking through the
 * booking module's one release path (R5.7).
 */

type Moved = { Status: string; Version: number };
type PlaceInput = {
  ReadySpaceId: number;
  Lines: { ContainerClass: string; Qty: number }[];
  Cargo: { Commodity: string; CargoType?: string; GrossKgPerUnit: number; HsCode?: string };
  Contact: { Name: string; Phone: string };
  Remarks?: string;
};
type Placed = { OrderId: number; OrderNo: string; HoldExpiresAt: string; Status: string; Replayed: boolean };

/** Who may make each buyer or provider move. */
const BUYER_EVENTS: readonly OrderEvent[] = ['cancel', 'requestCancel'];

export function orderService(db: Db, hub: LiveHub) {
  async function place(actor: Actor, input: PlaceInput, idem: { reading: KeyReading; hash: string }, now = new Date()): Promise<Outcome<Placed>> {
    if (!idem.reading.ok) return no('IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key header is malformed.', 'Idempotency-Key 请求头格式不正确。');
    const key = idem.reading.key;
    // holds already due are freed first: what they held is for sale again (R5.4, checked when read)
    await expireDue(db, hub, now, { spaceId: input.ReadySpaceId });
    let told: Told[] = [];
    const outcome = await inTransaction<Placed>(db, async (tx, fail) => {
      // every refusal rolls back: a key claimed for a refused Place is free for its retry
      const o = await placeIn(tx, fail);
      if (!o.ok) fail(o);
      return o;
    });
    async function placeIn(tx: Queryable, fail: (o: Outcome<unknown>) => never): Promise<Outcome<Placed>> {
      if (key) {
        // the key is claimed first: a second Place with it waits here for the first's commit, then replays it
        if (!(await claimPlacementKey(tx, actor.companyId, key, idem.hash))) {
          const r = await placementOfKey<Placed>(tx, actor.companyId, key);
          if (!r || !isSameRequest(r.request_hash, idem.hash) || !r.answer)
            return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
          // the order as it stands now: a hold that has run out is answered EXPIRED, never as placed
          return { ok: true, value: { ...r.answer, Status: r.status ?? r.answer.Status, Replayed: true } };
        }
      }
      const s = await readSpaceRow(tx, actor, input.ReadySpaceId);
      if (!s) return spaceNotFound();
      // R5.6: never one's own company's space
      if (s.provider_company_id === String(actor.companyId))
        return no('OWN_SPACE', 'This is your own company’s space: it cannot be bought by you.', '这是本公司发布的现舱，不能自己购买。');
      const buyer = await buyerCompany(tx, actor.companyId);
      if (buyer?.status !== 'active' || buyer.kind === 'platform')
        return no('BUYER_NOT_ACTIVE', 'Only an active customer company buys ready space.', '只有正常状态的客户公司可以购买现舱。');
      if (s.valid_until && Date.parse(s.valid_until) <= now.getTime()) return no('CLOSED', 'Sales of this space have closed.', '该现舱已截止销售。');
      if (s.status !== 'ON_SALE') return no('NOT_ON_SALE', 'This space is not on sale now.', '该现舱当前未在售。');
      const cargoType = input.Cargo.CargoType ?? 'GP';
      if (!s.cargo_types.includes(cargoType))
        return no('CARGO_TYPE_NOT_ALLOWED', `This space takes ${s.cargo_types.join(', ')} cargo only.`, `该现舱只接受 ${s.cargo_types.join('、')} 货物。`, [
          { Path: '/Cargo/CargoType', Message: 'not allowed' },
        ]);
      const lines = input.Lines.map((l) => ({ ContainerClass: containerTypeName(l.ContainerClass) ?? l.ContainerClass.trim().toUpperCase(), Qty: l.Qty }));
      const stock = await spaceLines(tx, s.id);
      const limit = checkOrderLines(
        lines,
        stock.map((l) => l.container_class),
        s.max_per_order,
      );
      if (limit) {
        const words: Record<typeof limit.code, [string, string]> = {
          NO_LINE: ['Order at least one container.', '请至少订一个箱。'],
          UNKNOWN_CLASS: [`${limit.detail} is not sold on this space.`, `该现舱没有箱型 ${limit.detail}。`],
          DUPLICATE_CLASS: [`${limit.detail} is ordered twice.`, `箱型 ${limit.detail} 重复。`],
          OVER_MAX: [`At most ${limit.detail} containers per order.`, `每单最多 ${limit.detail} 个箱。`],
        };
        const [en, zh] = words[limit.code];
        return no(limit.code === 'OVER_MAX' ? 'OVER_MAX_PER_ORDER' : limit.code, en, zh, [fieldSays('/Lines', { zh, en })]);
      }
      const expires = holdExpiresAt(now, s.hold_minutes);
      const made = await insertOrder(tx, {
        spaceId: s.id,
        buyer: actor,
        cargo: { ...input.Cargo, CargoType: cargoType },
        contact: input.Contact,
        remarks: (input.Remarks ?? '').trim(),
        holdExpiresAt: expires,
      });
      const heldHere = new Map<string, number>();
      for (const l of lines) {
        const line = stock.find((x) => x.container_class === l.ContainerClass)!;
        // R5.3: the one conditional update; zero rows means there is not enough left
        const held = await holdOnLine(tx, line.id, l.Qty);
        if (!held) {
          const now2 = await spaceLines(tx, s.id);
          const left = now2.map((x) => ({
            ContainerClass: x.container_class,
            Available: availableOf({ TotalQty: x.total_qty, HeldQty: x.held_qty - (heldHere.get(x.container_class) ?? 0), SoldQty: x.sold_qty }),
          }));
          const what = left.map((x) => `${x.ContainerClass}×${x.Available}`).join(' ');
          const none = left.every((x) => x.Available === 0);
          fail({
            ...no(
              none ? 'SOLD_OUT' : 'INSUFFICIENT',
              none ? 'This space is sold out.' : `Not enough ${l.ContainerClass} left: ${what} available.`,
              none ? '该现舱已售罄。' : `${l.ContainerClass} 余量不足：当前可订 ${what}。`,
              [fieldSays('/Lines', readySpaceCheckWords.left(what))],
            ),
            extra: { Left: left },
          } as Outcome<unknown>);
        }
        heldHere.set(l.ContainerClass, l.Qty);
        await insertOrderLine(tx, made.id, l.ContainerClass, l.Qty, held!.price, s.currency);
      }
      await orderEvent(tx, made.id, actor.id, 'v1.ReadySpaceOrderPlaced', '', { Lines: lines, HoldExpiresAt: expires });
      const units = lines.map((l) => `${l.ContainerClass}×${l.Qty}`).join(' ');
      // R5.9: the provider is told of a new order
      told = [
        await tell(
          tx,
          { companyId: s.provider_company_id },
          `新现舱订单待确认：${made.order_no}（${s.space_no}，${units}）`,
          `New ready-space order to confirm: ${made.order_no} (${s.space_no}, ${units})`,
          `${READY_SPACE_PAGES.orders}?id=${made.id}`,
        ),
      ];
      const answer: Placed = { OrderId: made.id, OrderNo: made.order_no, HoldExpiresAt: expires, Status: 'PLACED', Replayed: false };
      if (key) await keepPlacement(tx, actor.companyId, key, made.id, answer);
      return { ok: true, value: answer };
    }
    if (outcome.ok && !outcome.value.Replayed) {
      await announce(hub, told);
      await publishStock(db, hub, [input.ReadySpaceId]);
    }
    return outcome;
  }

  /**
   * One move of the order's table by a party: locked, Version checked, a hold that ran out expired
   * first (and the move refused: R5.4), the stock changed, the event, the messages; after the
   * commit the messages and the stock frame.
   */
  async function move(
    actor: Actor,
    input: { Id: number; Version?: number },
    event: OrderEvent,
    step: (tx: Queryable, o: StoredOrder, to: string, fail: (o: Outcome<unknown>) => never) => Promise<Outcome<Moved & { told: Told[]; stock?: boolean }>>,
  ) {
    let spaceId = 0;
    const outcome = await inTransaction<Moved & { told: Told[]; stock?: boolean }>(db, async (tx, fail) => {
      const o = await lockOrder(tx, actor, input.Id);
      if (!o) return orderNotFound();
      const buyerMove = BUYER_EVENTS.includes(event);
      // the buyer's moves are the buyer's, the seller's the listing company's (or the platform's): a party to neither side finds nothing
      if (buyerMove ? o.buyer_company_id !== String(actor.companyId) : o.provider_company_id !== String(actor.companyId) && !isPlatform(actor))
        return orderNotFound();
      spaceId = o.ready_space_id;
      if (o.status === 'PLACED' && Date.parse(o.hold_expires_at) <= Date.now()) {
        const told = await expireOrder(tx, o);
        return { ok: true, value: { Status: 'EXPIRED', Version: o.version + 1, told, stock: true, expiredFirst: true } } as never;
      }
      if (input.Version !== undefined && o.version !== input.Version) return stale();
      const m = orderMove(o.status, event, buyerMove ? 'buyer' : 'provider');
      if (!m) return no('WRONG_STATUS', `An order ${o.status.toLowerCase()} cannot take this step.`, '该订单当前状态不能进行此操作。');
      const to = m.to === 'PREVIOUS' ? (o.cancel_from ?? 'CONFIRMED') : m.to;
      return step(tx, o, to, fail);
    });
    if (outcome.ok) {
      await announce(hub, outcome.value.told);
      if (outcome.value.stock) await publishStock(db, hub, [spaceId]);
      if ((outcome.value as { expiredFirst?: boolean }).expiredFirst)
        return no<Moved>('EXPIRED', 'The hold of this order has expired: the space was freed.', '该订单占舱已超时，舱位已释放。');
      return { ok: true as const, value: { Status: outcome.value.Status, Version: outcome.value.Version } };
    }
    return outcome;
  }

  const setStatus = async (tx: Queryable, o: StoredOrder, to: string, also: OrderFacts = {}): Promise<Moved> => {
    await setOrderStatus(tx, o.id, to, also);
    return { Status: to, Version: o.version + 1 };
  };
  const tellBuyer = async (tx: Queryable, o: StoredOrder, zh: string, en: string, page: string = READY_SPACE_PAGES.myOrders) =>
    o.buyer_employee_id ? [await tell(tx, { employeeId: o.buyer_employee_id }, zh, en, `${page}?id=${o.id}`)] : [];

  return {
    place,
    confirm: (actor: Actor, input: { Id: number; Version?: number }) =>
      move(actor, input, 'confirm', async (tx, o, to) => {
        await applyStock(tx, o, 'holdToSold');
        const moved = await setStatus(tx, o, to);
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderConfirmed');
        const told = await tellBuyer(
          tx,
          o,
          `现舱订单已确认：${o.order_no}（${containersOf(o)}）`,
          `Ready-space order confirmed: ${o.order_no} (${containersOf(o)})`,
        );
        return { ok: true, value: { ...moved, told, stock: true } };
      }),
    reject: (actor: Actor, input: { Id: number; Version?: number; Reason: string }) =>
      move(actor, input, 'reject', async (tx, o, to) => {
        const reason = input.Reason.trim();
        if (!reason) return no('REASON_REQUIRED', 'Say why: the buyer reads it.', '请填写拒绝原因：客户会看到。', [{ Path: '/Reason', Message: 'required' }]);
        await applyStock(tx, o, 'releaseHold');
        const moved = await setStatus(tx, o, to, { reason });
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderRejected', reason);
        const told = await tellBuyer(
          tx,
          o,
          `现舱订单被拒绝：${o.order_no}（${reason}）`,
          `Ready-space order rejected: ${o.order_no} (${reason})`,
          READY_SPACE_PAGES.cancelled,
        );
        return { ok: true, value: { ...moved, told, stock: true } };
      }),
    cancel: (actor: Actor, input: { Id: number; Version?: number; Reason?: string }) =>
      move(actor, input, 'cancel', async (tx, o, to) => {
        await applyStock(tx, o, 'releaseHold');
        const moved = await setStatus(tx, o, to, { reason: (input.Reason ?? '').trim() });
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelled', (input.Reason ?? '').trim());
        return { ok: true, value: { ...moved, told: [], stock: true } };
      }),
    requestCancel: (actor: Actor, input: { Id: number; Version?: number; Reason: string }) =>
      move(actor, input, 'requestCancel', async (tx, o, to) => {
        const reason = input.Reason.trim();
        if (!reason) return no('REASON_REQUIRED', 'Say why you cancel.', '请填写取消原因。', [{ Path: '/Reason', Message: 'required' }]);
        const moved = await setStatus(tx, o, to, { cancel_from: o.status, reason });
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelRequested', reason);
        // R5.9: the provider is told of a cancellation request
        const told = [
          await tell(
            tx,
            { companyId: o.provider_company_id },
            `现舱订单申请取消：${o.order_no}（${reason}）`,
            `Cancellation requested: ${o.order_no} (${reason})`,
            `${READY_SPACE_PAGES.cancels}?id=${o.id}`,
          ),
        ];
        return { ok: true, value: { ...moved, told } };
      }),
    decideCancel: async (actor: Actor, input: { Id: number; Version?: number; Approve: boolean; Fee?: string; Resell?: boolean; Reason?: string }) => {
      // a released order's booking is cancelled with it: no SI is made on space given back
      let booking: { id: number; company_id: string } | undefined;
      const out = await move(actor, input, input.Approve ? 'approveCancel' : 'declineCancel', async (tx, o, to, fail) => {
        if (!input.Approve) {
          const moved = await setStatus(tx, o, to, { cancel_from: null });
          await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelDeclined', (input.Reason ?? '').trim());
          const told = await tellBuyer(tx, o, `现舱订单取消申请被拒绝：${o.order_no}`, `Cancellation declined: ${o.order_no}`);
          return { ok: true, value: { ...moved, told } };
        }
        const s = await cancelTerms(tx, o.ready_space_id);
        const digits = await digitsOf(tx, s!.currency);
        const given = input.Fee !== undefined ? minorOf(input.Fee, digits) : undefined;
        if (input.Fee !== undefined && given === undefined)
          return no('BAD_AMOUNT', `${s!.currency} takes at most ${digits} decimals.`, `${s!.currency} 最多 ${digits} 位小数。`);
        const containers = o.lines.reduce((n, l) => n + l.Qty, 0);
        // R5.8: the fee follows the terms; the containers go back on sale only if the provider resells before sales close
        const fee = cancelFee(o.cancel_from ?? 'CONFIRMED', containers, s!.fee === null ? null : Number(s!.fee), given);
        const resell = !!input.Resell && (!o.valid_until || Date.parse(o.valid_until) > Date.now());
        if (resell) await applyStock(tx, o, 'unsell');
        const released = o.booking_order_id ? await lockBookingById(tx, o.booking_order_id) : undefined;
        if (released && moveOf(released.status, 'confirmCancel', 'desk')) {
          const cancelled = await applyMove(tx, released, 'confirmCancel', 'desk', actor.id, `${o.order_no}`, false, false);
          if (!cancelled.ok) fail(cancelled);
          booking = { id: released.id, company_id: released.company_id };
        }
        const moved = await setStatus(tx, o, to, { cancel_fee_minor: fee, resold: resell });
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelApproved', (input.Reason ?? '').trim(), { Fee: money(fee, digits), Resold: resell });
        const told = await tellBuyer(
          tx,
          o,
          `现舱订单已取消：${o.order_no}${fee ? `，取消费 ${s!.currency} ${money(fee, digits)}` : ''}`,
          `Ready-space order cancelled: ${o.order_no}${fee ? `, fee ${s!.currency} ${money(fee, digits)}` : ''}`,
          READY_SPACE_PAGES.cancelled,
        );
        return { ok: true, value: { ...moved, told, stock: resell } };
      });
      if (out.ok && booking) await publishBooking(db, hub, booking, 'CANCELLED');
      return out;
    },
    releaseSo: async (
      actor: Actor,
      input: {
        Id: number;
        Version?: number;
        CarrierBookingNos: string[];
        SoNo?: string;
        SoFileId?: number;
        CutOffs?: { Code: string; DateTime: string }[];
        EmptyPickupDepot?: string;
      },
    ) => {
      let booking: { id: number; company_id: string } | undefined;
      const out = await move(actor, input, 'releaseSo', async (tx, o, to, fail) => {
        const s = await releaseFacts(tx, o.ready_space_id);
        // R5.7: the S/O copy named is one uploaded to this very order as an S/O
        if (input.SoFileId && !(await isOrderSoFile(tx, o.id, input.SoFileId)))
          return no('SO_FILE_UNKNOWN', 'The S/O file named is not an S/O uploaded to this order.', '所选 S/O 文件不是本订单上传的 S/O。', [
            { Path: '/SoFileId', Message: 'not this order’s S/O' },
          ]);
        const nos = [...new Set(input.CarrierBookingNos.map((n) => n.trim().toUpperCase()).filter(Boolean))];
        if (!nos.length)
          return no('BOOKING_NO_REQUIRED', 'A release needs the carrier’s booking number.', '放舱须填写船公司订舱号。', [
            { Path: '/CarrierBookingNos', Message: 'required' },
          ]);
        // R5.7: a carrier's booking number is one order's (and one booking's)
        const taken = await carrierBookingNoHolder(tx, o.id, s!.carrier_code, nos);
        if (taken)
          return no('BOOKING_NO_TAKEN', `A carrier booking number given is already used by ${taken.no}.`, `船公司订舱号已被 ${taken.no} 使用。`, [
            { Path: '/CarrierBookingNos', Message: 'taken' },
          ]);
        const zone = await zoneOf(tx, s!.pol_code);
        const cutOffs = input.CutOffs?.length ? input.CutOffs : s!.cut_offs.map((c) => ({ Code: c.Code, DateTime: localDateTime(c.DateTime, zone) }));
        const order = await orderCargo(tx, o.id);
        const wire: BookingWire = {
          CarrierCode: s!.carrier_code,
          PolCode: s!.pol_code,
          PodCode: s!.pod_code,
          ...(s!.via_code ? { ViaCode: s!.via_code } : {}),
          VesselCallId: s!.vessel_call_id ? Number(s!.vessel_call_id) : null,
          RequestedVessel: s!.vessel_name,
          RequestedVoyage: s!.voyage,
          ExpectedEtd: s!.etd ?? '',
          Commodity: order!.cargo.Commodity,
          ...(order!.cargo.HsCode ? { HsCode: order!.cargo.HsCode } : {}),
          CargoType: (order!.cargo.CargoType ?? 'GP') as BookingWire['CargoType'],
          Equipment: o.lines.map((l) => ({
            ContainerClass: l.ContainerClass,
            Units: l.Qty,
            IsShipperOwned: false,
            GrossKgPerUnit: order!.cargo.GrossKgPerUnit,
          })),
          ShipperRef: o.order_no,
          Remarks: input.EmptyPickupDepot ? `提箱堆场 Empty pick-up: ${input.EmptyPickupDepot.trim()}` : '',
        };
        // R5.7: the released booking and its cargo record, by the booking module's one release path
        const b = await createBookedOrder(tx, {
          companyId: o.buyer_company_id,
          createdBy: o.buyer_employee_id,
          handlerId: actor.id,
          wire,
          source: 'READY_SPACE',
          detail: { ReadySpaceOrderNo: o.order_no },
          price: { RateNo: s!.space_no, Totals: await totalOf(tx, o.id, s!.currency), ValidTo: s!.etd ?? '', ProviderName: s!.provider },
        });
        const released = await releaseOrder(
          tx,
          b,
          {
            CarrierBookingNo: nos[0]!,
            ConfirmedVessel: s!.vessel_name,
            ConfirmedVoyage: s!.voyage,
            Etd: s!.etd ?? '',
            ConfirmedEquipment: o.lines.map((l) => ({ ContainerClass: l.ContainerClass, Units: l.Qty })),
            CutOffs: cutOffs,
          },
          { actorId: actor.id, simulated: false },
        );
        if (!released.ok) fail(released);
        booking = { id: b.id, company_id: b.company_id };
        const cgoId = released.ok ? released.value.cgoId : '';
        const moved = await setStatus(tx, o, to, {
          carrier_booking_nos: nos,
          so_no: (input.SoNo ?? '').trim() || nos[0],
          booking_order_id: b.id,
          cgo_id: cgoId,
          so_file_id: input.SoFileId ?? null,
          released_at: 'now',
        });
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceSoReleased', '', { CarrierBookingNos: nos, BookingOrderId: b.id, CgoId: cgoId });
        // R5.9: the buyer is told by the release itself (its booking is released: SIs can be made)
        return { ok: true, value: { ...moved, told: released.ok ? released.value.told : [], cgoId } };
      });
      if (!out.ok || !booking) return out as Outcome<never>;
      await hub.forget({ topics: [SI_TOPIC] });
      await publishBooking(db, hub, booking, 'RELEASED');
      return { ok: true as const, value: { ...out.value, BookingOrderId: booking.id, CgoId: (await cgoIdOf(db, input.Id))! } };
    },
    async get(actor: Actor, id: number): Promise<Outcome<ReadySpaceOrder>> {
      const spaceId = await spaceOfOrder(db, id);
      if (spaceId !== undefined) await expireDue(db, hub, new Date(), { spaceId });
      const o = await readOrder(db, actor, id);
      return o ? { ok: true, value: o } : orderNotFound();
    },
  };
}

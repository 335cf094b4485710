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
import { zoneOf } from './spaces';
import { applyStock, containersOf, expireOrder, lockOrder, type StoredOrder } from './stock';
import { digitsOf, isPlatform, money, minorOf, orderEvent, orderNotFound, publishStock, readSpaceRow, spaceLines, spaceNotFound, stale } from './store';
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
        const claimed = await tx.query(
          'insert into ready_space_order_keys (company_id, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning 1',
          [actor.companyId, key, idem.hash],
        );
        if (!claimed.length) {
          const [r] = await tx.query<{ request_hash: string; answer: Placed | null; status: string | null }>(
            `select k.request_hash, k.answer, o.status from ready_space_order_keys k left join ready_space_orders o on o.id = k.order_id
              where k.company_id = $1 and k.idempotency_key = $2`,
            [actor.companyId, key],
          );
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
      const [buyer] = await tx.query<{ status: string; kind: string }>('select status, kind from companies where id = $1', [actor.companyId]);
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
      const [made] = await tx.query<{ id: number; order_no: string }>(
        `insert into ready_space_orders (order_no, ready_space_id, buyer_company_id, buyer_employee_id, cargo, contact, remarks, hold_expires_at)
         values ('RO' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('ready_space_order_no_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7)
         returning id::int, order_no`,
        [
          s.id,
          actor.companyId,
          actor.id,
          JSON.stringify({ ...input.Cargo, CargoType: cargoType }),
          JSON.stringify(input.Contact),
          (input.Remarks ?? '').trim(),
          expires,
        ],
      );
      const heldHere = new Map<string, number>();
      for (const l of lines) {
        const line = stock.find((x) => x.container_class === l.ContainerClass)!;
        // R5.3: the one conditional update; zero rows means there is not enough left
        const [held] = await tx.query<{ price: string }>(
          'update ready_space_lines set held_qty = held_qty + $2 where id = $1 and total_qty - held_qty - sold_qty >= $2 returning price_minor::text as price',
          [line.id, l.Qty],
        );
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
        await tx.query('insert into ready_space_order_lines (order_id, container_class, qty, unit_price_minor, currency) values ($1, $2, $3, $4, $5)', [
          made!.id,
          l.ContainerClass,
          l.Qty,
          held!.price,
          s.currency,
        ]);
      }
      await orderEvent(tx, made!.id, actor.id, 'v1.ReadySpaceOrderPlaced', '', { Lines: lines, HoldExpiresAt: expires });
      const units = lines.map((l) => `${l.ContainerClass}×${l.Qty}`).join(' ');
      // R5.9: the provider is told of a new order
      told = [
        await tell(
          tx,
          { companyId: s.provider_company_id },
          `新现舱订单待确认：${made!.order_no}（${s.space_no}，${units}）`,
          `New ready-space order to confirm: ${made!.order_no} (${s.space_no}, ${units})`,
          `${READY_SPACE_PAGES.orders}?id=${made!.id}`,
        ),
      ];
      const answer: Placed = { OrderId: made!.id, OrderNo: made!.order_no, HoldExpiresAt: expires, Status: 'PLACED', Replayed: false };
      if (key)
        await tx.query('update ready_space_order_keys set order_id = $3, answer = $4 where company_id = $1 and idempotency_key = $2', [
          actor.companyId,
          key,
          made!.id,
          JSON.stringify(answer),
        ]);
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

  const setStatus = async (tx: Queryable, o: StoredOrder, to: string, extra = '', params: unknown[] = []) => {
    await tx.query(`update ready_space_orders set status = $2${extra}, version = version + 1, updated_at = now() where id = $1`, [o.id, to, ...params]);
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
        const moved = await setStatus(tx, o, to, ', reason = $3', [reason]);
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
        const moved = await setStatus(tx, o, to, ', reason = $3', [(input.Reason ?? '').trim()]);
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelled', (input.Reason ?? '').trim());
        return { ok: true, value: { ...moved, told: [], stock: true } };
      }),
    requestCancel: (actor: Actor, input: { Id: number; Version?: number; Reason: string }) =>
      move(actor, input, 'requestCancel', async (tx, o, to) => {
        const reason = input.Reason.trim();
        if (!reason) return no('REASON_REQUIRED', 'Say why you cancel.', '请填写取消原因。', [{ Path: '/Reason', Message: 'required' }]);
        const moved = await setStatus(tx, o, to, ', cancel_from = $3, reason = $4', [o.status, reason]);
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
          const moved = await setStatus(tx, o, to, ', cancel_from = null');
          await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelDeclined', (input.Reason ?? '').trim());
          const told = await tellBuyer(tx, o, `现舱订单取消申请被拒绝：${o.order_no}`, `Cancellation declined: ${o.order_no}`);
          return { ok: true, value: { ...moved, told } };
        }
        const [s] = await tx.query<{ currency: string; fee: string | null }>('select currency, cancel_fee_minor::text as fee from ready_spaces where id = $1', [
          o.ready_space_id,
        ]);
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
        const moved = await setStatus(tx, o, to, ', cancel_fee_minor = $3, resold = $4', [fee, resell]);
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
        const [s] = await tx.query<{
          space_no: string;
          currency: string;
          provider: string | null;
          carrier_code: string;
          vessel_name: string;
          voyage: string;
          pol_code: string;
          pod_code: string;
          via_code: string;
          etd: string | null;
          vessel_call_id: string | null;
          cut_offs: { Code: string; DateTime: string }[];
        }>(
          `select s.space_no, s.currency, case when c.kind <> 'platform' then c.name_zh end as provider, s.carrier_code, s.vessel_name, s.voyage, s.pol_code,
                  s.pod_code, s.via_code, s.etd::text as etd, s.vessel_call_id::text as vessel_call_id, s.cut_offs
             from ready_spaces s join companies c on c.id = s.provider_company_id where s.id = $1`,
          [o.ready_space_id],
        );
        // R5.7: the S/O copy named is one uploaded to this very order as an S/O
        if (
          input.SoFileId &&
          !(await tx.query(`select 1 from ready_space_order_files where id = $1 and order_id = $2 and kind = 'SO'`, [input.SoFileId, o.id])).length
        )
          return no('SO_FILE_UNKNOWN', 'The S/O file named is not an S/O uploaded to this order.', '所选 S/O 文件不是本订单上传的 S/O。', [
            { Path: '/SoFileId', Message: 'not this order’s S/O' },
          ]);
        const nos = [...new Set(input.CarrierBookingNos.map((n) => n.trim().toUpperCase()).filter(Boolean))];
        if (!nos.length)
          return no('BOOKING_NO_REQUIRED', 'A release needs the carrier’s booking number.', '放舱须填写船公司订舱号。', [
            { Path: '/CarrierBookingNos', Message: 'required' },
          ]);
        // R5.7: a carrier's booking number is one order's (and one booking's)
        const [taken] = await tx.query<{ no: string }>(
          `select r.order_no as no from ready_space_orders r join ready_spaces x on x.id = r.ready_space_id
            where r.id <> $1 and x.carrier_code = $2 and r.carrier_booking_nos && $3::text[]
           union all select booking_no from booking_orders where carrier_code = $2 and carrier_booking_no = any($3::text[]) limit 1`,
          [o.id, s!.carrier_code, nos],
        );
        if (taken)
          return no('BOOKING_NO_TAKEN', `A carrier booking number given is already used by ${taken.no}.`, `船公司订舱号已被 ${taken.no} 使用。`, [
            { Path: '/CarrierBookingNos', Message: 'taken' },
          ]);
        const zone = await zoneOf(tx, s!.pol_code);
        const cutOffs = input.CutOffs?.length ? input.CutOffs : s!.cut_offs.map((c) => ({ Code: c.Code, DateTime: localDateTime(c.DateTime, zone) }));
        const [order] = await tx.query<{ cargo: { Commodity: string; HsCode?: string; CargoType?: string; GrossKgPerUnit: number } }>(
          'select cargo from ready_space_orders where id = $1',
          [o.id],
        );
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
        const moved = await setStatus(
          tx,
          o,
          to,
          ', carrier_booking_nos = $3, so_no = $4, booking_order_id = $5, cgo_id = $6, so_file_id = $7, released_at = now()',
          [nos, (input.SoNo ?? '').trim() || nos[0], b.id, cgoId, input.SoFileId ?? null],
        );
        await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceSoReleased', '', { CarrierBookingNos: nos, BookingOrderId: b.id, CgoId: cgoId });
        // R5.9: the buyer is told by the release itself (its booking is released: SIs can be made)
        return { ok: true, value: { ...moved, told: released.ok ? released.value.told : [], cgoId } };
      });
      if (!out.ok || !booking) return out as Outcome<never>;
      await hub.forget({ topics: [SI_TOPIC] });
      await publishBooking(db, hub, booking, 'RELEASED');
      const [r] = await db.query<{ cgo_id: string }>('select cgo_id from ready_space_orders where id = $1', [input.Id]);
      return { ok: true as const, value: { ...out.value, BookingOrderId: booking.id, CgoId: r!.cgo_id } };
    },
    async get(actor: Actor, id: number): Promise<Outcome<ReadySpaceOrder>> {
      const [due] = await db.query<{ space: number }>('select ready_space_id::int as space from ready_space_orders where id = $1', [id]);
      if (due) await expireDue(db, hub, new Date(), { spaceId: due.space });
      const o = await readOrder(db, actor, id);
      return o ? { ok: true, value: o } : orderNotFound();
    },
  };
}

/** An order's sell total as text ("USD 3700.00"): its lines' snapshot prices. */
async function totalOf(q: Queryable, orderId: number, currency: string): Promise<string> {
  const [t] = await q.query<{ minor: string }>(
    'select coalesce(sum(qty * unit_price_minor), 0)::text as minor from ready_space_order_lines where order_id = $1',
    [orderId],
  );
  return `${currency} ${money(t!.minor, await digitsOf(q, currency))}`;
}

async function readOrder(db: Queryable, actor: Actor, id: number): Promise<ReadySpaceOrder | undefined> {
  const [o] = await db.query<{
    id: number;
    order_no: string;
    ready_space_id: number;
    space_no: string;
    buyer: string;
    provider: string;
    sells: boolean;
    status: ReadySpaceOrder['Status'];
    cancel_from: string | null;
    cargo: ReadySpaceOrder['Cargo'];
    contact: ReadySpaceOrder['Contact'];
    remarks: string;
    hold: string;
    nos: string[];
    so_no: string;
    booking_order_id: number | null;
    cgo_id: string | null;
    reason: string;
    fee: string | null;
    resold: boolean | null;
    currency: string;
    carrier_code: string;
    vessel_name: string;
    voyage: string;
    pol_code: string;
    pod_code: string;
    etd: string | null;
    created_at: unknown;
    version: number;
  }>(
    `select o.id::int as id, o.order_no, o.ready_space_id::int as ready_space_id, s.space_no, bc.name_zh as buyer, pc.name_zh as provider,
            (s.provider_company_id = $2 or $3::boolean) as sells, o.status, o.cancel_from, o.cargo, o.contact, o.remarks,
            to_json(o.hold_expires_at)#>>'{}' as hold, o.carrier_booking_nos as nos, o.so_no, o.booking_order_id::int as booking_order_id, o.cgo_id, o.reason,
            o.cancel_fee_minor::text as fee, o.resold, s.currency, s.carrier_code, s.vessel_name, s.voyage, s.pol_code, s.pod_code, s.etd::text as etd,
            o.created_at, o.version
       from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id
       join companies bc on bc.id = o.buyer_company_id join companies pc on pc.id = s.provider_company_id
      where o.id = $1 and (o.buyer_company_id = $2 or s.provider_company_id = $2 or $3::boolean)`,
    [id, actor.companyId, isPlatform(actor)],
  );
  if (!o) return undefined;
  const digits = await digitsOf(db, o.currency);
  const lines = await db.query<{ cls: string; qty: number; price: string; currency: string }>(
    'select container_class as cls, qty, unit_price_minor::text as price, currency from ready_space_order_lines where order_id = $1 order by container_class',
    [id],
  );
  const events = await db.query<{ at: unknown; type: string; by: string | null; remarks: string }>(
    'select ev.at, ev.type, e.name as by, ev.remarks from ready_space_order_events ev left join employees e on e.id = ev.actor_id where ev.order_id = $1 order by ev.id',
    [id],
  );
  const total = lines.reduce((n, l) => n + l.qty * Number(l.price), 0);
  return {
    Id: o.id,
    OrderNo: o.order_no,
    ReadySpaceId: o.ready_space_id,
    SpaceNo: o.space_no,
    BuyerName: o.buyer,
    ProviderName: o.provider,
    Sells: o.sells,
    Status: o.status,
    CancelFrom: o.cancel_from,
    Lines: lines.map((l) => ({ ContainerClass: l.cls, Qty: l.qty, UnitPrice: money(l.price, digits)!, Currency: l.currency })),
    Total: `${o.currency} ${money(total, digits)}`,
    Cargo: o.cargo,
    Contact: o.contact,
    Remarks: o.remarks,
    HoldExpiresAt: new Date(o.hold).toISOString(),
    CarrierBookingNos: o.nos,
    SoNo: o.so_no,
    BookingOrderId: o.booking_order_id,
    CgoId: o.cgo_id,
    Reason: o.reason,
    CancelFee: money(o.fee, digits),
    Resold: o.resold,
    CarrierCode: o.carrier_code,
    VesselName: o.vessel_name,
    Voyage: o.voyage,
    PolCode: o.pol_code,
    PodCode: o.pod_code,
    Etd: o.etd ?? '',
    CreatedAt: new Date(o.created_at as string).toISOString(),
    Version: o.version,
    Events: events.map((e) => ({ At: new Date(e.at as string).toISOString(), Type: e.type, By: e.by ?? '', Remarks: e.remarks })),
  };
}

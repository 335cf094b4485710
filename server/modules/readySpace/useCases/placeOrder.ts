import { fieldSays } from '../../../../src/contract/envelope';
import { READY_SPACE_PAGES } from '../../../../src/contract/readySpace/module';
import { readySpaceCheckWords } from '../../../../src/contract/readySpace/words';
import { checkOrderLines, holdExpiresAt } from '../../../../src/domain/readySpace/check';
import { availableOf } from '../../../../src/domain/readySpace/status';
import { containerTypeName } from '../../../../src/domain/si/reference';
import type { Db, Queryable } from '../../../db/types';
import { isSameRequest, type KeyReading } from '../../../http/idempotency';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import { announce, type Told, tell } from '../../../live/tell';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { buyerCompany, holdOnLine, insertOrder, insertOrderLine } from '../orderRepository';
import { claimPlacementKey, keepPlacement, placementOfKey } from '../placementKeyRepository';
import { orderEvent, publishStock, readSpaceRow, spaceLines, spaceNotFound } from '../repository';
import { expireDue } from '../round';

export type PlaceInput = {
  ReadySpaceId: number;
  Lines: { ContainerClass: string; Qty: number }[];
  Cargo: { Commodity: string; CargoType?: string; GrossKgPerUnit: number; HsCode?: string };
  Contact: { Name: string; Phone: string };
  Remarks?: string;
};
export type Placed = { OrderId: number; OrderNo: string; HoldExpiresAt: string; Status: string; Replayed: boolean };
type Fail = (o: Outcome<unknown>) => never;
type Space = NonNullable<Awaited<ReturnType<typeof readSpaceRow>>>;
type Line = { ContainerClass: string; Qty: number };

/**
 * A buyer places an order on a ready space (commercial.md §5.2): stock held with one conditional
 * update per class (R5.3), a retried placement answers the first (Idempotency-Key), the provider told.
 */
export async function placeOrder(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: PlaceInput,
  idem: { reading: KeyReading; hash: string },
  now = new Date(),
): Promise<Outcome<Placed>> {
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
  async function placeIn(tx: Queryable, fail: Fail): Promise<Outcome<Placed>> {
    // the key is claimed first: a second Place with it waits here for the first's commit, then replays it
    if (key && !(await claimPlacementKey(tx, actor.companyId, key, idem.hash))) return replay(tx, actor, key, idem.hash);
    const s = await readSpaceRow(tx, actor, input.ReadySpaceId);
    if (!s) return spaceNotFound();
    const refused = await spaceRefuses(tx, actor, s, input, now);
    if (refused) return refused;
    const lines = input.Lines.map((l) => ({ ContainerClass: containerTypeName(l.ContainerClass) ?? l.ContainerClass.trim().toUpperCase(), Qty: l.Qty }));
    const stock = await spaceLines(tx, s.id);
    const limit = linesRefused(
      lines,
      stock.map((l) => l.container_class),
      s.max_per_order,
    );
    if (limit) return limit;
    const cargoType = input.Cargo.CargoType ?? 'GP';
    const expires = holdExpiresAt(now, s.hold_minutes);
    const made = await insertOrder(tx, {
      spaceId: s.id,
      buyer: actor,
      cargo: { ...input.Cargo, CargoType: cargoType },
      contact: input.Contact,
      remarks: (input.Remarks ?? '').trim(),
      holdExpiresAt: expires,
    });
    await holdLines(tx, s, made.id, lines, stock, fail);
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

/** The first placement's answer for a key already claimed, as the order stands now (a hold that ran out answers EXPIRED, never as placed). */
async function replay(tx: Queryable, actor: Actor, key: string, hash: string): Promise<Outcome<Placed>> {
  const r = await placementOfKey<Placed>(tx, actor.companyId, key);
  if (!r || !isSameRequest(r.request_hash, hash) || !r.answer)
    return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
  return { ok: true, value: { ...r.answer, Status: r.status ?? r.answer.Status, Replayed: true } };
}

/** Why this buyer cannot buy this space now, or undefined. */
async function spaceRefuses(tx: Queryable, actor: Actor, s: Space, input: PlaceInput, now: Date): Promise<Outcome<never> | undefined> {
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
  return undefined;
}

/** The order's lines against the space's classes and its most per order, refused in words. */
function linesRefused(lines: Line[], classes: string[], maxPerOrder: number | null): Outcome<never> | undefined {
  const limit = checkOrderLines(lines, classes, maxPerOrder);
  if (!limit) return undefined;
  const words: Record<typeof limit.code, [string, string]> = {
    NO_LINE: ['Order at least one container.', '请至少订一个箱。'],
    UNKNOWN_CLASS: [`${limit.detail} is not sold on this space.`, `该现舱没有箱型 ${limit.detail}。`],
    DUPLICATE_CLASS: [`${limit.detail} is ordered twice.`, `箱型 ${limit.detail} 重复。`],
    OVER_MAX: [`At most ${limit.detail} containers per order.`, `每单最多 ${limit.detail} 个箱。`],
  };
  const [en, zh] = words[limit.code];
  return no(limit.code === 'OVER_MAX' ? 'OVER_MAX_PER_ORDER' : limit.code, en, zh, [fieldSays('/Lines', { zh, en })]);
}

/** R5.3: each class held by one conditional update; zero rows means there is not enough left, and the whole placement fails saying what is. */
async function holdLines(tx: Queryable, s: Space, orderId: number, lines: Line[], stock: Awaited<ReturnType<typeof spaceLines>>, fail: Fail) {
  const heldHere = new Map<string, number>();
  for (const l of lines) {
    const line = stock.find((x) => x.container_class === l.ContainerClass)!;
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
    await insertOrderLine(tx, orderId, l.ContainerClass, l.Qty, held!.price, s.currency);
  }
}

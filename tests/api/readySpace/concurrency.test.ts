import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/types';
import { runReadySpaceRound } from '../../../server/modules/readySpace/round';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { build } from '../support/build';
import { onFreshSchema } from '../support/postgresSchema';
import { kit } from './support';

/**
 * R5.3 and R5.4 under load (issue 18's figures): 50 Place calls at once for more containers than
 * exist — held + sold never exceeds the total, every refusal says what is left — then holds expiring
 * on a simulated clock free exactly what they held. On embedded PGlite always; on PostgreSQL too when
 * DATABASE_URL names one (a throwaway schema: real connections in parallel, row locks and all).
 */

const TOTAL = 40;
const CALLS = 50;

async function race(engine: string, ctx: { app: FastifyInstance; db: Db }) {
  const k = kit(ctx);
  await k.signIn();
  const spaceId = await k.onSale({ Lines: [{ ContainerClass: '40HQ', TotalQty: TOTAL, Price: '1850' }] });
  const want = (i: number) => 1 + (i % 3); // 1, 2 or 3 containers: 99 asked for 40
  const answers = await Promise.all(
    Array.from({ length: CALLS }, (_, i) =>
      k.place(i % 2 ? 'buyer' : 'buyer2', spaceId, [['40HQ', want(i)]], { 'idempotency-key': `race-${engine}-${i}-key` }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s !== 200 && s !== 400),
    'only placed or refused',
  ).toEqual([]);
  const placed = answers.map((a, i) => ({ a, qty: want(i) })).filter((x) => x.a.statusCode === 200);
  const refused = answers.map((a, i) => ({ a, qty: want(i) })).filter((x) => x.a.statusCode === 400);
  for (const { a, qty } of refused) {
    const body = a.json();
    expect(['INSUFFICIENT', 'SOLD_OUT'], a.body).toContain(body.Code);
    const left = body.Left.find((l: { ContainerClass: string }) => l.ContainerClass === '40HQ');
    // what is left, and it is less than was asked for
    expect(left.Available).toBeLessThan(qty);
    expect(body.Message).toMatch(/40HQ|sold out|售罄/);
  }
  const [line] = await ctx.db.query<{ total_qty: number; held_qty: number; sold_qty: number }>(
    'select total_qty, held_qty, sold_qty from ready_space_lines where ready_space_id = $1',
    [spaceId],
  );
  const heldByOrders = placed.reduce((n, p) => n + p.qty, 0);
  expect(line!.held_qty + line!.sold_qty).toBeLessThanOrEqual(line!.total_qty);
  expect(line!.held_qty).toBe(heldByOrders);
  // 99 asked for 40: the stock is used up to what no further request fits
  expect(line!.total_qty - line!.held_qty).toBeLessThan(3);
  const oversold = Math.max(0, line!.held_qty + line!.sold_qty - line!.total_qty);
  console.log(
    `[ready space, ${engine}] ${CALLS} parallel Place for ${placed.reduce((n, p) => n + p.qty, 0) + refused.reduce((n, p) => n + p.qty, 0)} × 40HQ of ${TOTAL}: ` +
      `placed ${placed.length} (${heldByOrders} held), refused ${refused.length} (each with what is left), oversold ${oversold}`,
  );

  // the provider confirms three; the rest of the holds run out on a simulated clock two hours and a minute on
  const orders = placed.map((p) => p.a.json().Data.OrderId as number);
  const confirmed = orders.slice(0, 3);
  for (const id of confirmed) expect((await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: id })).statusCode).toBe(200);
  const soldQty = placed.slice(0, 3).reduce((n, p) => n + p.qty, 0);
  const later = new Date(Date.now() + 121 * 60_000);
  // (the round expires the demo's placed order too, two hours on: only this listing's are counted)
  await runReadySpaceRound(ctx.db, ctx.app.liveHub, later);
  const [{ expired }] = (await ctx.db.query<{ expired: number }>(
    `select count(*)::int as expired from ready_space_orders where ready_space_id = $1 and status = 'EXPIRED'`,
    [spaceId],
  )) as [{ expired: number }];
  expect(expired).toBe(orders.length - 3);
  const [after] = await ctx.db.query<{ held_qty: number; sold_qty: number }>('select held_qty, sold_qty from ready_space_lines where ready_space_id = $1', [
    spaceId,
  ]);
  // exactly what they held is free again: nothing held, the confirmed ones sold
  expect(after).toEqual({ held_qty: 0, sold_qty: soldQty });
  const freed = await ctx.db.query<{ qty: number }>(
    `select coalesce(sum(l.qty), 0)::int as qty from ready_space_orders o join ready_space_order_lines l on l.order_id = o.id where o.ready_space_id = $1 and o.status = 'EXPIRED'`,
    [spaceId],
  );
  expect(freed[0]!.qty).toBe(heldByOrders - soldQty);
  // a second round frees nothing twice
  expect((await runReadySpaceRound(ctx.db, ctx.app.liveHub, later)).expired).toBe(0);
  console.log(
    `[ready space, ${engine}] holds expired on a simulated clock: ${expired} orders freed ${heldByOrders - soldQty} × 40HQ; held now 0, sold ${soldQty}`,
  );
}

describe('no oversell, holds that expire (R5.3, R5.4)', () => {
  it('on PGlite', async () => {
    const ctx = await build();
    try {
      await race('PGlite', ctx);
    } finally {
      await ctx.app.close();
      await ctx.db.close();
    }
  }, 120_000);

  const url = process.env.DATABASE_URL;
  it.skipIf(!url)(
    'on PostgreSQL',
    async () => {
      await onFreshSchema(url!, (ctx) => race('PostgreSQL', ctx));
    },
    300_000,
  );
});

import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { sharedCalls as C, type SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { sendWorkbook } from '../../http/xlsx';
import type { Actor } from '../../platform/access/grants';
import { currencyDigits } from './pricingRepository';
import { readRates } from './repository';
import { sharedOfferRoutes, sharingStale } from './sharedOffers';
import { sharedSubscriptionRoutes } from './sharedSubscriptions';
import { asSubscriberRate, readPool, sharedCandidates, sharedRateWire } from './sharedPool';
import { no } from '../../platform/refusal';

/** Shared rates (commercial.md §3.3): the offers' and subscriptions' calls, the subscriber's third-party list, and its pool. */
export function sharedRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  sharedOfferRoutes(app, db, hub);
  sharedSubscriptionRoutes(app, db, hub);

  app.get(C.sharedRates.path, routeOf(C.sharedRates), async (q, r) =>
    sendOutcome(r, { ok: true, value: await sharedRateRows(db, q.actor!, q.query as CallInput<typeof C.sharedRates>) }),
  );
  // the same rows as a sheet, prices per class in columns (at my cost)
  app.get(C.sharedRatesExport.path, routeOf(C.sharedRatesExport), async (q, r) => {
    const rows = await sharedRateRows(db, q.actor!, q.query as CallInput<typeof C.sharedRatesExport>);
    const classes = [...new Set(rows.flatMap((x) => x.Prices.map((p) => p.ContainerClass)))];
    return sendWorkbook<SharedRateWire>(
      r,
      'third-party-rates.xlsx',
      'rates',
      [
        { header: '来源 Source', value: (x) => x.SourceName, width: 30 },
        { header: '运价编号 Rate no.', value: (x) => x.RateNo, width: 16 },
        { header: '船公司 Carrier', value: (x) => x.CarrierCode, width: 8 },
        { header: '起运港 POL', value: (x) => `${x.PolCode} ${x.PolName}`, width: 16 },
        { header: '中转港 Via', value: (x) => x.ViaCode ?? '', width: 8 },
        { header: '目的港 POD', value: (x) => `${x.PodCode} ${x.PodName}`, width: 16 },
        { header: '币种 Currency', value: (x) => x.Currency, width: 8 },
        ...classes.map((cls) => ({
          header: `${cls} 本公司成本 my cost`,
          value: (x: SharedRateWire) => x.Prices.find((p) => p.ContainerClass === cls)?.MyCost ?? '',
          width: 12,
        })),
        { header: '有效期自 Valid from', value: (x) => x.ValidFrom, width: 12 },
        { header: '有效期至 Valid to', value: (x) => x.ValidTo, width: 12 },
        { header: '航程 Transit days', value: (x) => x.TransitDays ?? '', width: 8 },
        { header: '备注 Remarks', value: (x) => x.Remarks, width: 30 },
      ],
      rows,
    );
  });

  app.get(C.poolGet.path, routeOf(C.poolGet), async (q, r) => sendOutcome(r, { ok: true, value: await readPool(db, q.actor!.companyId) }));
  app.post(C.poolSave.path, routeOf(C.poolSave), async (q, r) => sendOutcome(r, await savePool(db, q.actor!, q.body as CallInput<typeof C.poolSave>)));
}

/** Every third-party rate in my pool today, at my cost, on the lane asked (ThirdFreightList and its sheet). */
async function sharedRateRows(db: Db, actor: Actor, query: CallInput<typeof C.sharedRates>): Promise<SharedRateWire[]> {
  const code = (v?: string) => (v?.trim() ? normaliseCode(v) : null);
  const today = todayInShanghai();
  const found = await sharedCandidates(
    db,
    actor.companyId,
    await readPool(db, actor.companyId),
    { kind: 'STAFF', employeeId: String(actor.id), seesAll: true },
    { pol: code(query.PolCode), pod: code(query.PodCode), carrier: code(query.CarrierCode), day: today },
    500,
  );
  const wanted = query.SubscriptionId ? Number(query.SubscriptionId) : null;
  const ids = [...found.entries()].filter(([, via]) => wanted === null || via.SubscriptionId === wanted).map(([id]) => id);
  const [rates, digits] = await Promise.all([readRates(db, ids, today), currencyDigits(db)]);
  const rows = rates.map((rate) => {
    const via = found.get(rate.Id)!;
    return sharedRateWire(asSubscriberRate(rate, via, digits), via);
  });
  return rows.sort((a, b) => a.PolCode.localeCompare(b.PolCode) || a.PodCode.localeCompare(b.PodCode) || a.CarrierCode.localeCompare(b.CarrierCode));
}

/** The pool as configured: one OWN source, and only this company's active subscriptions, each once. */
async function savePool(db: Db, actor: Actor, b: CallInput<typeof C.poolSave>): Promise<Outcome<null>> {
  const own = b.Sources.filter((s) => s.Kind === 'OWN');
  const subs = b.Sources.filter((s) => s.Kind === 'SUBSCRIPTION').map((s) => s.SubscriptionId);
  if (own.length !== 1 || subs.some((id) => id === null) || new Set(subs).size !== subs.length)
    return no('BAD_SOURCES', 'The pool names its own rates once and each subscription once.', '运价池须包含一次本公司运价，每个订阅各一次。', [
      { Path: '/Sources', Message: 'invalid' },
    ]);
  return db.transaction(async (tx) => {
    const live = await tx.query<{ id: number }>(
      `select id::int from shared_rate_subscriptions where subscriber_company_id = $1 and status = 'ACTIVE' and id = any($2::bigint[])`,
      [actor.companyId, subs],
    );
    if (live.length !== subs.length)
      return no('UNKNOWN_SUBSCRIPTION', 'A source is not an active subscription of your company.', '来源中有不是本公司生效中的订阅。', [
        { Path: '/Sources', Message: 'unknown' },
      ]);
    const [held] = await tx.query<{ revision: number }>('select revision from rate_pool_configs where company_id = $1 for update', [actor.companyId]);
    if ((held?.revision ?? 0) !== b.Revision) return sharingStale();
    const sources = JSON.stringify(b.Sources.map(({ Kind, SubscriptionId, Include, Priority }) => ({ Kind, SubscriptionId, Include, Priority })));
    await tx.query(
      `insert into rate_pool_configs (company_id, sources, dedup, updated_by) values ($1, $2, $3, $4)
       on conflict (company_id) do update set sources = $2, dedup = $3, updated_by = $4, updated_at = now(), revision = rate_pool_configs.revision + 1`,
      [actor.companyId, sources, b.Dedup, actor.id],
    );
    return { ok: true, value: null };
  });
}

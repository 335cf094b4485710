import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { type OfferSaveInput, sharedCalls as C, type SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { sendOutcome } from '../../http/outcome';
import { sendWorkbook } from '../../http/xlsx';
import { sharedOfferService } from './sharedOfferService';
import { sharedPoolService } from './sharedPoolService';
import { sharedSubscriptionService } from './sharedSubscriptionService';

/** Shared rates (commercial.md §3.3): the offers' and subscriptions' calls, the subscriber's third-party list, and its pool. */
export function sharedRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const offers = sharedOfferService(db, hub);
  const subscriptions = sharedSubscriptionService(db, hub);
  const pool = sharedPoolService(db);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  app.get(C.offerList.path, routeOf(C.offerList), async (q, r) => sendOutcome(r, await offers.list(q.actor!)));
  app.get(C.offerGet.path, routeOf(C.offerGet), async (q, r) => sendOutcome(r, await offers.get(q.actor!, Number((q.query as In<'offerGet'>).Id))));
  app.post(C.offerSave.path, routeOf(C.offerSave), async (q, r) => sendOutcome(r, await offers.save(q.actor!, q.body as OfferSaveInput)));
  app.post(C.offerSetStatus.path, routeOf(C.offerSetStatus), async (q, r) => sendOutcome(r, await offers.setStatus(q.actor!, q.body as In<'offerSetStatus'>)));
  app.get(C.market.path, routeOf(C.market), async (q, r) => sendOutcome(r, await offers.market(q.actor!, q.query as In<'market'>)));

  app.post(C.subscribe.path, routeOf(C.subscribe), async (q, r) =>
    sendOutcome(r, await subscriptions.subscribe(q.actor!, (q.body as In<'subscribe'>).OfferId)),
  );
  app.post(C.decide.path, routeOf(C.decide), async (q, r) => sendOutcome(r, await subscriptions.decide(q.actor!, q.body as In<'decide'>)));
  app.post(C.revoke.path, routeOf(C.revoke), async (q, r) => sendOutcome(r, await subscriptions.revoke(q.actor!, q.body as In<'revoke'>)));
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => sendOutcome(r, await subscriptions.cancel(q.actor!, q.body as In<'cancel'>)));
  app.post(C.allocate.path, routeOf(C.allocate), async (q, r) => sendOutcome(r, await subscriptions.allocate(q.actor!, q.body as In<'allocate'>)));
  app.get(C.mine.path, routeOf(C.mine), async (q, r) => sendOutcome(r, await subscriptions.mine(q.actor!)));
  app.get(C.others.path, routeOf(C.others), async (q, r) => sendOutcome(r, await subscriptions.others(q.actor!)));

  app.get(C.sharedRates.path, routeOf(C.sharedRates), async (q, r) => sendOutcome(r, await pool.rates(q.actor!, q.query as In<'sharedRates'>)));
  // the same rows as a sheet, prices per class in columns (at my cost)
  app.get(C.sharedRatesExport.path, routeOf(C.sharedRatesExport), async (q, r) => {
    const rows = await pool.sheetRows(q.actor!, q.query as In<'sharedRatesExport'>);
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

  app.get(C.poolGet.path, routeOf(C.poolGet), async (q, r) => sendOutcome(r, await pool.pool(q.actor!)));
  app.post(C.poolSave.path, routeOf(C.poolSave), async (q, r) => sendOutcome(r, await pool.save(q.actor!, q.body as In<'poolSave'>)));
}

import type { FastifyInstance } from 'fastify';
import { sharedCalls as C, type SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { sendOutcome } from '../../http/outcome';
import { sendWorkbook } from '../../http/xlsx';
import { sharedOfferService } from './sharedOfferService';
import { sharedPoolService } from './sharedPoolService';
import { sharedSubscriptionService } from './sharedSubscriptionService';
import { route } from '../../http/route';

/** Shared rates (commercial.md §3.3): the offers' and subscriptions' calls, the subscriber's third-party list, and its pool. */
export function sharedRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const offers = sharedOfferService(db, hub);
  const subscriptions = sharedSubscriptionService(db, hub);
  const pool = sharedPoolService(db, hub);

  route(app, C.offerList, async ({ actor }, r) => sendOutcome(r, await offers.list(actor)));
  route(app, C.offerGet, async ({ actor, input }, r) => sendOutcome(r, await offers.get(actor, Number(input.Id))));
  route(app, C.offerSave, async ({ actor, input }, r) => sendOutcome(r, await offers.save(actor, input)));
  route(app, C.offerSetStatus, async ({ actor, input }, r) => sendOutcome(r, await offers.setStatus(actor, input)));
  route(app, C.market, async ({ actor, input }, r) => sendOutcome(r, await offers.market(actor, input)));

  route(app, C.subscribe, async ({ actor, input }, r) => sendOutcome(r, await subscriptions.subscribe(actor, input.OfferId)));
  route(app, C.decide, async ({ actor, input }, r) => sendOutcome(r, await subscriptions.decide(actor, input)));
  route(app, C.revoke, async ({ actor, input }, r) => sendOutcome(r, await subscriptions.revoke(actor, input)));
  route(app, C.cancel, async ({ actor, input }, r) => sendOutcome(r, await subscriptions.cancel(actor, input)));
  route(app, C.allocate, async ({ actor, input }, r) => sendOutcome(r, await subscriptions.allocate(actor, input)));
  route(app, C.mine, async ({ actor }, r) => sendOutcome(r, await subscriptions.mine(actor)));
  route(app, C.others, async ({ actor }, r) => sendOutcome(r, await subscriptions.others(actor)));

  route(app, C.sharedRates, async ({ actor, input }, r) => sendOutcome(r, await pool.rates(actor, input)));
  // the same rows as a sheet, prices per class in columns (at my cost)
  route(app, C.sharedRatesExport, async ({ actor, input }, r) => {
    const rows = await pool.sheetRows(actor, input);
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

  route(app, C.poolGet, async ({ actor }, r) => sendOutcome(r, await pool.pool(actor)));
  route(app, C.poolSave, async ({ actor, input }, r) => sendOutcome(r, await pool.save(actor, input)));
}

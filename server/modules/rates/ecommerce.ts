import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { ecommerceCalls as C, type Product } from '../../../src/contract/rates/ecommerceCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { syncMenuButtons } from '../access/public';
import { currencyDigits, currentRules, feeFacts, levelOfCompany, platformCompanyId } from './pricingRepository';
import { grantPricingManager } from './managerGrants';
import { readRates } from './repository';
import { price } from './search';
import { totalsWire } from './searchRow';
import { no } from '../../platform/refusal';

/**
 * E-commerce rates (commercial.md §2.1 EcommerceListed, §2.5 dsView): the desk lists a published
 * rate number; the customers' page prices its current version (published, visible, valid today)
 * for one container of each class at the customer's level — the same engine and rules as its rate
 * query, sell prices only. One-step buying from a card needs the booking module (issue 17).
 */

async function setListed(db: Db, actor: Actor, b: CallInput<typeof C.setListed>): Promise<Outcome<{ Changed: number }>> {
  const rateNos = [...new Set(b.RateNos.map((n) => n.trim().toUpperCase()))];
  return db.transaction(async (tx) => {
    if (b.Listed) {
      const live = await tx.query<{ rate_no: string }>(
        `select distinct rate_no from fcl_rates where owner_company_id = $1 and rate_no = any($2::text[]) and status = 'PUBLISHED'
           and valid_to >= (now() at time zone 'Asia/Shanghai')::date`,
        [actor.companyId, rateNos],
      );
      const missing = rateNos.filter((n) => !live.some((l) => l.rate_no === n));
      if (missing.length)
        return no(
          'NOT_PUBLISHED',
          `Only a published rate that still holds is listed: ${missing.join(', ')}.`,
          `只有已发布且仍在有效期内的运价可以上架：${missing.join('、')}。`,
          [fieldSays('/RateNos', ratesCheckWords.notPublished(missing.join(', ')))],
        );
      const made = await tx.query(
        `insert into ecommerce_products (owner_company_id, rate_no, listed_by) select $1, n, $3 from unnest($2::text[]) n
         on conflict do nothing returning rate_no`,
        [actor.companyId, rateNos, actor.id],
      );
      return { ok: true, value: { Changed: made.length } };
    }
    const gone = await tx.query('delete from ecommerce_products where owner_company_id = $1 and rate_no = any($2::text[]) returning rate_no', [
      actor.companyId,
      rateNos,
    ]);
    return { ok: true, value: { Changed: gone.length } };
  });
}

/** The product cards a company's employees see: the platform's listed rates at their level. */
async function products(db: Db, actor: Actor): Promise<Product[]> {
  const owner = await platformCompanyId(db);
  const today = todayInShanghai();
  const current = await db.query<{ id: number }>(
    `select distinct on (r.rate_no) r.id::int from ecommerce_products x
       join fcl_rates r on r.owner_company_id = x.owner_company_id and r.rate_no = x.rate_no
      where x.owner_company_id = $1 and r.status = 'PUBLISHED' and r.visible and r.valid_from <= $2::date and r.valid_to >= $2::date
      order by r.rate_no, r.version desc`,
    [owner, today],
  );
  const [rates, rules, fees, digits] = await Promise.all([
    readRates(
      db,
      current.map((c) => c.id),
      today,
    ),
    currentRules(db, owner),
    feeFacts(db),
    currencyDigits(db),
  ]);
  // staff of the platform preview the business default; a customer's employees see their own level
  const level = actor.companyKind === 'customer' ? await levelOfCompany(db, owner, actor.companyId) : undefined;
  const pricing = { surcharges: rules.surcharges, markups: rules.markups, sales: [], includedInAllIn: fees.includedInAllIn };
  return rates
    .map(
      (rate): Product => ({
        RateNo: rate.RateNo,
        CarrierCode: rate.CarrierCode,
        CarrierName: rate.CarrierName,
        PolCode: rate.PolCode,
        PolName: rate.PolName,
        ViaCode: rate.ViaCode ?? null,
        PodCode: rate.PodCode,
        PodName: rate.PodName,
        TransitDays: rate.TransitDays ?? null,
        CutOffWeekdays: rate.CutOffWeekdays,
        EtdWeekdays: rate.EtdWeekdays,
        ValidTo: rate.ValidTo,
        Remarks: rate.Remarks ?? '',
        Prices: rate.Prices.map((p) => {
          const one = price(rate, pricing, digits, today, level, {
            PolCode: rate.PolCode,
            PodCode: rate.PodCode,
            Lines: [{ ContainerClass: p.ContainerClass, Qty: 1 }],
          });
          return { ContainerClass: p.ContainerClass, Totals: totalsWire(one.Totals, digits) };
        }),
      }),
    )
    .sort((a, b) => a.PolCode.localeCompare(b.PolCode) || a.PodCode.localeCompare(b.PodCode) || a.CarrierCode.localeCompare(b.CarrierCode));
}

export function ecommerceRoutes(app: FastifyInstance, db: Db): void {
  app.post(C.setListed.path, routeOf(C.setListed), async (q, r) => sendOutcome(r, await setListed(db, q.actor!, q.body as CallInput<typeof C.setListed>)));
  app.get(C.products.path, routeOf(C.products), async (q, r) => sendOutcome(r, { ok: true, value: await products(db, q.actor!) }));
}

/** The demo: the pricing manager's new button, and three of the desk's published rates listed. */
export async function seedEcommerce(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPricingManager(tx, ['/SeaFreight/FreightManagement/FCLFreight', '/FlcExport/FclFreight'], ['ecommerce'], false);
  await tx.query(
    `insert into ecommerce_products (owner_company_id, rate_no)
     select distinct r.owner_company_id, r.rate_no from fcl_rates r join companies c on c.id = r.owner_company_id and c.code = 'PLATFORM'
      where r.status = 'PUBLISHED' and r.visible and r.valid_to >= (now() at time zone 'Asia/Shanghai')::date
        and (r.carrier_code, r.pol_code, r.pod_code) in (('COSU', 'CNSHA', 'NLRTM'), ('CMDU', 'CNSHA', 'USLAX'), ('EGLV', 'CNYTN', 'SGSIN'))
     on conflict do nothing`,
  );
}

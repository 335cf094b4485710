import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { CallInput } from '../../../src/contract/call';
import type { ecommerceCalls as C, Product } from '../../../src/contract/rates/ecommerceCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { listedVersionIds, listProducts, liveRateNos, unlistProducts } from './ecommerceRepository';
import { currencyDigits, currentRules, feeFacts, levelOfCompany, platformCompanyId } from './pricingRepository';
import { readRates } from './repository';
import { price } from './searchService';
import { laneOf, totalsWire } from './searchRow';
import { no } from '../../platform/refusal';

/**
 * E-commerce rates (commercial.md §2.1 EcommerceListed, §2.5 dsView): the desk lists a published
 * rate number; the customers' page prices its current version (published, visible, valid today)
 * for one container of each class at the customer's level — the same engine and rules as its rate
 * query, sell prices only. One-step buying from a card needs the booking module (issue 17).
 */

export async function setListed(db: Db, actor: Actor, b: CallInput<typeof C.setListed>): Promise<Outcome<{ Changed: number }>> {
  const rateNos = [...new Set(b.RateNos.map((n) => n.trim().toUpperCase()))];
  return db.transaction(async (tx) => {
    if (b.Listed) {
      const live = await liveRateNos(tx, actor.companyId, rateNos);
      const missing = rateNos.filter((n) => !live.includes(n));
      if (missing.length)
        return no(
          'NOT_PUBLISHED',
          `Only a published rate that still holds is listed: ${missing.join(', ')}.`,
          `只有已发布且仍在有效期内的运价可以上架：${missing.join('、')}。`,
          [fieldSays('/RateNos', ratesCheckWords.notPublished(missing.join(', ')))],
        );
      return { ok: true, value: { Changed: await listProducts(tx, actor.companyId, rateNos, actor.id) } };
    }
    return { ok: true, value: { Changed: await unlistProducts(tx, actor.companyId, rateNos) } };
  });
}

/** The product cards a company's employees see: the platform's listed rates at their level. */
export async function products(db: Db, actor: Actor): Promise<Outcome<Product[]>> {
  const owner = await platformCompanyId(db);
  const today = todayInShanghai();
  const ids = await listedVersionIds(db, owner, today);
  const [rates, rules, fees, digits] = await Promise.all([readRates(db, ids, today), currentRules(db, owner), feeFacts(db), currencyDigits(db)]);
  // staff of the platform preview the business default; a customer's employees see their own level
  const level = actor.companyKind === 'customer' ? await levelOfCompany(db, owner, actor.companyId) : undefined;
  const pricing = { surcharges: rules.surcharges, markups: rules.markups, sales: [], includedInAllIn: fees.includedInAllIn };
  const cards = rates
    .map(
      (rate): Product => ({
        RateNo: rate.RateNo,
        ...laneOf(rate),
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
  return { ok: true, value: cards };
}

import type { RateSearchAnswer, RateSearchInput } from '../../../src/contract/rates/searchCalls';
import { type PricingRules, priceShipment, type ShipmentPrice } from '../../../src/domain/pricing/engine';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { currencyDigits, feeFacts, type Level, levelById, rulesAt, salesRulesFor } from './pricingRepository';
import { readRates, type StoredRate } from './repository';
import { lowestPerCarrierLane } from '../../../src/domain/pricing/sharing';
import { asSubscriberRate } from './sharedPool';
import { sellExplainRow } from './costView';
import type { Lang } from './rateRefusals';
import { type Digits, rateToPrice, ruleRefs, searchRow, totalsWire } from './searchRow';
import { missing, no } from '../../platform/refusal';
import { companyKind, type LoggedSearch, loggedSearch, logSearch, type Shown } from './searchRepository';
import { announceCustomerSearch } from './searchListeners';
import { type SearchReferences, searchReferences } from './searchReferences';

/**
 * Asking for a price (commercial.md §2.4): the candidates (published, visible unless staff who see cost ask,
 * valid on the day, the lane, a POL group standing for its ports), each priced by the one engine
 * with the owner's rules at the asker's level, cheapest first. Every search is logged with what it
 * showed — each row's rate version, level and rule versions — so the explain can rebuild any price
 * a customer saw (R2.8, R2.13).
 */

export type Asker = { kind: 'STAFF'; actor: Actor; viewCost: boolean } | { kind: 'CUSTOMER'; actor: Actor } | { kind: 'PUBLIC'; visitorKey: string };

const firstTotal = (p: ShipmentPrice) => p.Totals[p.Currency] ?? Number.MAX_SAFE_INTEGER;

/** The price of one rate for a request, with the rules given (the search's current ones, or the explain's stored versions). */
export function price(rate: StoredRate, rules: PricingRules, digits: Digits, day: string, level: Level | undefined, input: RateSearchInput): ShipmentPrice {
  const lines = input.Lines.map((l) => ({ ContainerClass: normaliseCode(l.ContainerClass), Qty: l.Qty }));
  const facts = input.GrossKg ? { GrossKg: Object.fromEntries(lines.map((l) => [l.ContainerClass, input.GrossKg!])) } : {};
  // a negative add-on was allowed when it was saved (only with the override button), so it counts here
  return priceShipment(rateToPrice(rate, digits), rules, { day, level, lines, facts, override: rules.sales.length > 0 });
}

export async function searchRates(
  db: Db,
  asker: Asker,
  input: RateSearchInput,
  today: string,
  lang: Lang,
  refs: SearchReferences = searchReferences(db),
): Promise<Outcome<RateSearchAnswer>> {
  const pol = normaliseCode(input.PolCode);
  const pod = normaliseCode(input.PodCode);
  if (pol === pod)
    return no('SAME_PORT', 'The port of loading and the port of discharge must differ.', '起运港与目的港不能相同。', [
      { Path: '/PodCode', Message: lang === 'zh' ? '与起运港相同' : 'same as the port of loading' },
    ]);
  const known = await refs.knownPortCodes([pol, pod]);
  const unknown = [pol, pod].filter((c) => !known.includes(c));
  if (unknown.length)
    return no(
      'UNKNOWN_PORT',
      `No such port: ${unknown.join(', ')}. Pick one from the list.`,
      `没有这个港口：${unknown.join('、')}。请从列表中选择。`,
      unknown.map((c) => ({ Path: c === pol ? '/PolCode' : '/PodCode', Message: lang === 'zh' ? '没有这个港口' : 'no such port' })),
    );
  const day = input.Date ?? today;
  if (day < today && asker.kind !== 'STAFF')
    return no('PAST_DATE', 'Prices are quoted for today or a later sailing.', '只能查询今天或以后开船的运价。', [
      { Path: '/Date', Message: lang === 'zh' ? '早于今天' : 'before today' },
    ]);

  const owner = asker.kind === 'STAFF' ? asker.actor.companyId : await refs.platformCompanyId();
  let level: Level | undefined;
  let shownTo: string | null = null;
  if (asker.kind === 'PUBLIC') level = await refs.publicLevel(owner);
  else if (asker.kind === 'CUSTOMER') {
    if (input.CustomerCompanyId) return no('NOT_ALLOWED', 'Prices for another company are for staff.', '只有员工可以按其他公司查询运价。');
    level = await refs.levelOfCompany(owner, asker.actor.companyId);
    shownTo = asker.actor.companyId;
  } else if (input.CustomerCompanyId) {
    if ((await companyKind(db, input.CustomerCompanyId)) !== 'customer')
      return no('NOT_A_CUSTOMER', 'Choose a customer company.', '请选择客户公司。', [
        { Path: '/CustomerCompanyId', Message: lang === 'zh' ? '不是客户公司' : 'not a customer' },
      ]);
    level = await refs.levelOfCompany(owner, String(input.CustomerCompanyId));
    shownTo = String(input.CustomerCompanyId);
  }

  const viewCost = asker.kind === 'STAFF' && asker.viewCost;
  const carrier = input.CarrierCode ? normaliseCode(input.CarrierCode) : null;
  const pool = await refs.pool(owner);
  const ownIncluded = pool.Sources.find((s) => s.Kind === 'OWN')?.Include !== false;
  const lane = { pol, pod, carrier, day };
  // the salesperson's own add-ons count in the quick quote centre and on quotes only (commercial.md §2.4 step 5)
  const forQuote = asker.kind === 'STAFF' && input.ForQuote === true && shownTo !== null;
  const [own, theirs, rules, fees, digits, sales] = await Promise.all([
    // hidden rates reach only staff who see them flagged (viewCost), never a salesperson's sell-only list
    ownIncluded ? refs.laneRates(owner, lane, viewCost, day < today, today) : Promise.resolve([]),
    // the pool's shared rates (commercial.md §3): a salesperson's as allocated, a customer's as exposed
    refs.sharedLaneRates(
      owner,
      asker.kind === 'STAFF' ? { kind: 'STAFF', employeeId: String(asker.actor.id), seesAll: viewCost } : { kind: 'CUSTOMERS' },
      lane,
      today,
    ),
    refs.rules(owner),
    refs.fees(),
    refs.digits(),
    forQuote ? salesRulesFor(db, owner, String(asker.actor.id), shownTo!) : Promise.resolve([]),
  ]);
  const shared = theirs.via;
  const rates = [...own, ...theirs.rates.map((r) => asSubscriberRate(r, shared.get(r.Id)!, digits))];
  const pricing: PricingRules = { surcharges: rules.surcharges, markups: rules.markups, sales, includedInAllIn: fees.includedInAllIn };
  let priced = rates
    .map((rate) => ({ rate, price: price(rate, pricing, digits, day, level, input), via: shared.get(rate.Id) }))
    .filter((p) => p.price.Classes.length > 0)
    .sort((a, b) => firstTotal(a.price) - firstTotal(b.price) || a.rate.Id - b.rate.Id);
  if (pool.Dedup === 'LOWEST_PER_CARRIER_LANE') {
    const ownPriority = pool.Sources.find((s) => s.Kind === 'OWN')?.Priority ?? 1;
    const kept = lowestPerCarrierLane(
      priced.map(({ rate, price: p, via }) => ({
        Id: rate.Id,
        CarrierCode: rate.CarrierCode,
        PolCode: rate.PolCode,
        PodCode: rate.PodCode,
        ViaCode: rate.ViaCode ?? null,
        Cost: p.CostTotals[rate.Currency] ?? 0,
        Currency: rate.Currency,
        Priority: via?.Priority ?? ownPriority,
      })),
    );
    priced = priced.filter((p) => kept.has(p.rate.Id));
  }
  const ruleNames = new Map([...rules.surcharges, ...rules.markups, ...sales].map((r) => [String(r.Id), r.Name]));
  const rows = priced.map(({ rate, price: p, via }) =>
    searchRow(rate, p, { digits, feeNames: fees.names, ruleNames, staff: viewCost, ...(via ? { source: via.SourceName } : {}) }),
  );

  const shown: Shown[] = priced.map(({ rate, price: p, via }) => ({
    RateId: rate.Id,
    RateVersion: rate.Version,
    Refs: ruleRefs(p),
    Totals: { ...p.Totals },
    ...(via ? { Shared: via } : {}),
  }));
  const cheapest = priced[0]?.price.Totals ?? {};
  const searchId = await logSearch(db, {
    owner,
    companyId: shownTo ?? (asker.kind === 'PUBLIC' ? null : asker.actor.companyId),
    employeeId: asker.kind === 'PUBLIC' ? null : asker.actor.id,
    visitorKey: asker.kind === 'PUBLIC' ? asker.visitorKey : null,
    source: asker.kind,
    pol,
    pod,
    lines: JSON.stringify({ Lines: input.Lines, GrossKg: input.GrossKg ?? null }),
    day,
    results: rows.length,
    minTotals: JSON.stringify(totalsWire(cheapest, digits)),
    shown: JSON.stringify(shown),
    levelId: level?.Id ?? null,
  });
  if (asker.kind === 'CUSTOMER')
    announceCustomerSearch(db, { ownerCompanyId: String(owner), companyId: String(asker.actor.companyId), polCode: pol, podCode: pod });
  return { ok: true, value: { SearchId: searchId, Day: day, LevelName: levelName(level, lang), Rows: rows } };
}

const levelName = (level: Level | undefined, lang: Lang) => level?.Name ?? (lang === 'zh' ? '业务默认价' : 'Business default');

/**
 * A row a search showed, rebuilt from the rate version and the rule versions it used (R2.8), in the
 * staff shape, with whether the rebuilt totals are the ones shown. Undefined when the search did not
 * show that rate.
 */
export async function rebuildShown(db: Db, owner: string, log: LoggedSearch, rateId: number, lang: Lang) {
  const entry = log.shown.find((s) => s.RateId === rateId);
  if (!entry) return undefined;
  const [stored] = await readRates(db, [rateId], log.day);
  const [rules, fees, digits] = await Promise.all([rulesAt(db, owner, entry.Refs), feeFacts(db), currencyDigits(db)]);
  // a shared rate is priced again at the subscriber's cost it was shown at, never the owner's (R3.1)
  const rate = stored && entry.Shared ? asSubscriberRate(stored, entry.Shared, digits) : stored;
  const level = log.level_id ? await levelById(db, owner, Number(log.level_id)) : undefined;
  const input: RateSearchInput = {
    PolCode: rate!.PolCode,
    PodCode: rate!.PodCode,
    Lines: log.lines.Lines,
    ...(log.lines.GrossKg ? { GrossKg: log.lines.GrossKg } : {}),
  };
  const p = price(
    rate!,
    { surcharges: rules.surcharges, markups: rules.markups, sales: rules.sales, includedInAllIn: fees.includedInAllIn },
    digits,
    log.day,
    level,
    input,
  );
  const ruleNames = new Map([...rules.surcharges, ...rules.markups, ...rules.sales].map((r) => [String(r.Id), r.Name]));
  const shownTotals = totalsWire(entry.Totals, digits);
  return {
    rate: rate!,
    row: searchRow(rate!, p, { digits, feeNames: fees.names, ruleNames, staff: true, ...(entry.Shared ? { source: entry.Shared.SourceName } : {}) }),
    belowFloor: p.Classes.some((c) => c.BelowFloor),
    levelName: levelName(level, lang),
    shownTotals,
    same: JSON.stringify(totalsWire(p.Totals, digits)) === JSON.stringify(shownTotals),
  };
}

/**
 * The price explain (R2.8): the row a search showed, rebuilt from the rate version and the rule
 * versions it used, line by line, and whether the rebuilt totals are the ones shown.
 */
export async function explain(db: Db, actor: Actor, searchId: number, rateId: number, lang: Lang, seesCost: boolean) {
  const log = await loggedSearch(db, actor.companyId, searchId);
  const rebuilt = log && (await rebuildShown(db, actor.companyId, log, rateId, lang));
  if (!log || !rebuilt) return missing<never>('That search did not show this rate.', '这次查询没有显示这条运价。');
  return {
    ok: true as const,
    value: {
      SearchId: searchId,
      At: new Date(log.at).toISOString(),
      Day: log.day,
      LevelName: rebuilt.levelName,
      ShownTo: log.shown_to || (lang === 'zh' ? '访客' : 'visitor'),
      // without "view cost" the steps are explained, never the figures that give the cost back
      Row: seesCost ? rebuilt.row : sellExplainRow(rebuilt.row),
      ShownTotals: rebuilt.shownTotals,
      Same: rebuilt.same,
    },
  };
}

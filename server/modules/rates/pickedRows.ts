import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import type { Lang } from './rateRefusals';
import { rebuildShown } from './searchService';
import { type LoggedSearch, loggedSearch } from './searchRepository';
import { missing, no } from '../../platform/refusal';

/**
 * The rows a salesperson ticked in a search made for one customer, each rebuilt from the rate
 * version and rule versions the search used (R2.8) — what a quote and a rate card are made of, so
 * neither can show a price the search did not. Refused when the search is not for a customer, is
 * too old, or a ticked rate is no longer published, is hidden (R2.7) or prices differently now.
 */

/** How long a search may be quoted from: the prices are the ones of that moment. */
const SEARCH_HOURS = 24;

export interface Picked {
  log: LoggedSearch;
  /** Staff rows (with cost, margin and trace), in the order ticked. */
  options: RateSearchRow[];
  /** The RateNos whose sell price is below the floor margin (R2.6). */
  belowFloor: string[];
  levelName: string;
  /** The earliest last day of the picked rates: nothing made of them may be valid longer (R2.12). */
  lastDay: string;
}

const say = (lang: Lang, zh: string, en: string) => (lang === 'zh' ? zh : en);

export async function pickShown(db: Db, actor: Actor, input: { SearchId: number; RateIds: number[] }, today: string, lang: Lang): Promise<Outcome<Picked>> {
  const log = await loggedSearch(db, actor.companyId, input.SearchId);
  if (!log) return missing('No such search.', '没有这次查询。');
  if (log.source !== 'STAFF' || !log.company_id || log.company_id === String(actor.companyId))
    return no(
      'SEARCH_WITHOUT_CUSTOMER',
      'Search for a customer first: a quote or a rate card is for one customer.',
      '请先选择客户再查询：报价和运价卡针对一个客户。',
    );
  if (Date.now() - new Date(log.at).getTime() > SEARCH_HOURS * 3600_000)
    return no('SEARCH_TOO_OLD', 'That search is more than a day old: search again for today’s prices.', '这次查询已超过一天，请重新查询当前运价。');
  if (log.day < today) return no('PAST_DATE', 'A price of a past day cannot be quoted or pushed.', '过去日期的运价不能报价或推送。');

  const options: RateSearchRow[] = [];
  const belowFloor: string[] = [];
  let levelName = '';
  for (const rateId of [...new Set(input.RateIds)]) {
    const rebuilt = await rebuildShown(db, actor.companyId, log, rateId, lang);
    if (!rebuilt)
      return no('NOT_IN_SEARCH', 'A chosen rate was not in that search.', '所选运价不在这次查询结果中。', [
        fieldSays('/RateIds', ratesCheckWords.notInSearch(rateId)),
      ]);
    const r = rebuilt.rate;
    if (r.Status !== 'PUBLISHED' || r.ValidTo < today)
      return no('RATE_NOT_VALID', `${r.RateNo} is no longer published: search again.`, `${r.RateNo} 已不再发布，请重新查询。`);
    // R2.7: a hidden rate never reaches a customer, a quote or a card included
    if (!r.Visible) return no('RATE_HIDDEN', `${r.RateNo} is hidden from customers.`, `${r.RateNo} 已对客户隐藏，不能报价。`);
    if (!rebuilt.same) return no('PRICE_CHANGED', `${r.RateNo} no longer prices as shown: search again.`, `${r.RateNo} 的价格与查询时不同，请重新查询。`);
    if (rebuilt.belowFloor) belowFloor.push(r.RateNo);
    levelName = rebuilt.levelName;
    options.push(rebuilt.row);
  }
  const lastDay = options.map((o) => o.ValidTo).sort()[0]!;
  return { ok: true, value: { log, options, belowFloor, levelName, lastDay } };
}

/** The validity asked for (or `days` from today), never before today nor after the picked rates' last day (R2.12). */
export function validUntilOf(asked: string | null | undefined, picked: Picked, today: string, days: number, lang: Lang): Outcome<string> {
  const { lastDay } = picked;
  if (asked && !isCalendarDate(asked))
    return no('BAD_DATE', 'Valid until is not a date of the calendar.', '有效期不是有效日期。', [
      { Path: '/ValidUntil', Message: say(lang, '不是有效日期', 'not a date') },
    ]);
  const validUntil = asked ?? [addDays(today, days), lastDay].sort()[0]!;
  if (validUntil < today)
    return no('VALID_UNTIL_PAST', 'It must be valid today at least.', '有效期不能早于今天。', [
      { Path: '/ValidUntil', Message: say(lang, '早于今天', 'before today') },
    ]);
  if (validUntil > lastDay)
    return no('VALID_UNTIL_AFTER_RATE', `A chosen rate ends on ${lastDay}: it cannot be valid longer.`, `所选运价 ${lastDay} 到期，有效期不能更长。`, [
      { Path: '/ValidUntil', Message: say(lang, `不能晚于 ${lastDay}`, `not after ${lastDay}`) },
    ]);
  return { ok: true, value: validUntil };
}

/** R2.6: below the floor only with the override button, and with the reason kept. */
export function floorRefusal(picked: Picked, canOverride: boolean, reason: string | null, lang: Lang): Outcome<never> | undefined {
  const { belowFloor } = picked;
  if (!belowFloor.length) return undefined;
  if (!canOverride)
    return no(
      'BELOW_FLOOR',
      `Below the floor margin: ${belowFloor.join(', ')}. Only a holder of the override may quote it.`,
      `低于底价：${belowFloor.join('、')}，需要有“低于底价报价”权限。`,
    );
  if (!reason)
    return no('BELOW_FLOOR', `Below the floor margin: ${belowFloor.join(', ')}. Give the reason.`, `低于底价：${belowFloor.join('、')}，请填写原因。`, [
      { Path: '/OverrideReason', Message: say(lang, '请填写原因', 'give the reason') },
    ]);
  return undefined;
}

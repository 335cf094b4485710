import { QUOTE_PAGES, SALES_MARKUP_PAGE } from '../../../src/contract/rates/module';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import { grantPlatformRole, syncMenuButtons } from '../access/public';
import { seedDb, seedPerson } from '../../platform/seedDb';
import { demoSearch, quiet } from './quoteSeed';
import { pushCard } from './rateCardService';

/**
 * The salesperson's role (销售报价) gains "push rate card" in the quick quote centre, where cards are
 * made, and on FreightPush, where they are kept — a role its company changed keeps its choices
 * otherwise. Then the demo's cards, pushed the way a salesperson pushes them: one to 天祥 opened
 * twice, one to 海越 nobody opened yet, and one whose week has passed (its validity moved back:
 * the demo's history), so the list shows each state.
 */
export async function seedRateCards(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPlatformRole(tx, '销售报价', [QUOTE_PAGES[0]!, SALES_MARKUP_PAGE], ['pushCard'], false);

  const [sales, hztx, nbhy] = [
    await seedPerson(tx, 'sales@demo.test'),
    await seedPerson(tx, 'customer@demo.test'),
    await seedPerson(tx, 'customer2@demo.test'),
  ];
  if (!sales || !hztx || !nbhy) return;
  const db = seedDb(tx);
  const today = todayInShanghai();
  const push = async (customer: typeof hztx, lane: { pol: string; pod: string }, title: string, note: string) => {
    const found = await demoSearch(db, sales, customer, { ...lane, lines: [{ ContainerClass: '40HQ', Qty: 1 }] });
    const made = await pushCard(
      db,
      quiet,
      sales,
      { SearchId: found.SearchId, RateIds: found.Rows.slice(0, 3).map((r) => r.RateId), Title: title, Note: note, Channel: 'WECHAT' },
      { today, lang: 'zh', canOverride: false },
    );
    if (!made.ok) throw new Error(`demo rate card: ${made.message}`);
    return made.value.RateCardId;
  };
  const europe = await push(hztx, { pol: 'CNSHA', pod: 'NLRTM' }, '上海—鹿特丹 本周特价', '本周舱位紧张，请尽早确认。');
  for (const minutes of [90, 20])
    await tx.query(`insert into rate_card_views (card_id, visitor_key, viewed_at) values ($1, 'demo-visitor', now() - make_interval(mins => $2))`, [
      europe,
      minutes,
    ]);
  await push(nbhy, { pol: 'CNNGB', pod: 'USLAX' }, '宁波—洛杉矶 美西运价', '');
  const lapsed = await push(hztx, { pol: 'CNYTN', pod: 'NLRTM' }, '盐田—鹿特丹 上月运价', '');
  await tx.query(`update rate_cards set valid_until = $2, created_at = created_at - interval '12 days' where id = $1`, [lapsed, addDays(today, -5)]);
}

import { expect, it } from 'vitest';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { warnExpiringRates } from '../../../server/modules/rates/expiryWarnings';
import { withTestApp } from '../support/build';

/**
 * R2.10: three days before a published rate ends its maintainer is told, once per version; a rate
 * ending later, or already warned, is not.
 */
const t = withTestApp({ modules: [] });

it('warns the maintainer of a rate ending within three days once, with a message and an event', async () => {
  const today = todayInShanghai();
  const [rate] = await t.db.query<{ id: string; rate_no: string; maintainer_id: string; lane: string }>(
    `select id::text, rate_no, maintainer_id::text, pol_code || '→' || pod_code as lane from fcl_rates where status = 'PUBLISHED' and carrier_code = 'MAEU' and visible order by id limit 1`,
  );
  expect(rate?.maintainer_id).toBeTruthy();
  await t.db.query('update fcl_rates set valid_to = $2 where id = $1', [rate!.id, addDays(today, 2)]);
  // nothing else of the demo ends within three days
  expect(await warnExpiringRates(t.db, t.app.liveHub, today)).toBe(1);
  expect(await warnExpiringRates(t.db, t.app.liveHub, today)).toBe(0);
  const messages = await t.db.query<{ title: string; title_en: string }>(
    `select title, title_en from messages where scope = 'employee' and target_employee_id = $1 and title like '运价即将到期%'`,
    [rate!.maintainer_id],
  );
  expect(messages).toEqual([
    {
      title: `运价即将到期：${rate!.rate_no} 第 1 版（MAEU ${rate!.lane}）有效至 ${addDays(today, 2)}`,
      title_en: `Rate ending soon: ${rate!.rate_no} version 1 (MAEU ${rate!.lane}) is valid until ${addDays(today, 2)}`,
    },
  ]);
  const events = await t.db.query<{ type: string }>(`select type from fcl_rate_events where rate_id = $1 and type = 'EXPIRY_WARNED'`, [rate!.id]);
  expect(events).toHaveLength(1);
  // four days ahead is not yet
  // (the demo's CMA CGM rate after its GRI split starts later: only the window that holds today moves)
  await t.db.query(`update fcl_rates set valid_to = $1 where carrier_code = 'CMDU' and status = 'PUBLISHED' and valid_from <= $1`, [addDays(today, 4)]);
  expect(await warnExpiringRates(t.db, t.app.liveHub, today)).toBe(0);
});

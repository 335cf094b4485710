import type { CallInput } from '../../../src/contract/call';
import type { searchCalls as C } from '../../../src/contract/rates/searchCalls';
import type { Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { customerIdsAmong, type LevelRow, placeInLevel, readLevel, readLevelCompanies, readLevels } from './levelRepository';
import type { Lang } from './rateRefusals';
import { pricingChanged } from './searchReferences';

/**
 * Customer levels (commercial.md §2.1 CustomerLevel, CustomerLevelCompany): the pricing desk's price
 * tiers, and which customer company sits in which. A company with no place of its own is priced at
 * the default level; the public tier is the visitors' and takes no company. Placing records who
 * did it and when, and is announced to the searches, so a move prices at once.
 */

export async function levelList(db: Queryable, actor: Actor): Promise<Outcome<LevelRow[]>> {
  return { ok: true, value: await readLevels(db, actor.companyId) };
}

export async function levelCompanies(db: Queryable, actor: Actor) {
  const rows = await readLevelCompanies(db, actor.companyId);
  return {
    ok: true as const,
    value: rows.map((row) => ({
      ...row,
      LevelName: row.LevelName ?? '',
      AssignedBy: row.AssignedBy ?? '',
      AssignedAt: row.AssignedAt ? new Date(row.AssignedAt).toISOString() : null,
    })),
  };
}

export async function assignLevel(
  db: Queryable,
  hub: LiveHub,
  actor: Actor,
  input: CallInput<typeof C.assign>,
  lang: Lang,
): Promise<Outcome<{ Changed: number }>> {
  const level = await readLevel(db, input.LevelId, actor.companyId);
  if (!level) return missing('No such level.', '没有这个客户等级。');
  if (level.is_public)
    return no('PUBLIC_LEVEL', 'The public tier is for visitors: place customers in another level.', '公开价等级用于访客，请把客户放入其他等级。');
  const ids = [...new Set(input.CompanyIds)];
  const customers = await customerIdsAmong(db, ids);
  const notCustomers = ids.filter((id) => !customers.includes(id));
  if (notCustomers.length)
    return no(
      'NOT_A_CUSTOMER',
      `Only customer companies sit in a level: ${notCustomers.join(', ')} is not one.`,
      `只有客户公司可以放入等级：${notCustomers.join('、')} 不是客户公司。`,
      notCustomers.map((id) => ({ Path: '/CompanyIds', Message: lang === 'zh' ? `${id} 不是客户公司` : `${id} is not a customer company` })),
    );
  const changed = await placeInLevel(db, actor.companyId, ids, input.LevelId, actor.id);
  await pricingChanged(hub);
  return { ok: true, value: { Changed: changed } };
}

import type { CallInput } from '../../../src/contract/call';
import type { RatePool, sharedCalls as C, SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { currencyDigits } from './pricingRepository';
import { readRates } from './repository';
import { asSubscriberRate, readPool, sharedCandidates, sharedRateWire } from './sharedPool';
import { lockPoolRevision, writePool } from './sharedPoolRepository';
import { sharingStale } from './sharedRefusals';
import { pricingChanged } from './searchReferences';
import { activeSubscriptionIds } from './sharedSubscriptionRepository';

/** The subscriber's pool (commercial.md §3.3): its sources as configured, and the third-party rates it holds at the subscriber's cost. */

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
async function savePool(db: Db, hub: LiveHub, actor: Actor, b: CallInput<typeof C.poolSave>): Promise<Outcome<null>> {
  const own = b.Sources.filter((s) => s.Kind === 'OWN');
  const subs = b.Sources.filter((s) => s.Kind === 'SUBSCRIPTION').map((s) => s.SubscriptionId);
  if (own.length !== 1 || subs.some((id) => id === null) || new Set(subs).size !== subs.length)
    return no('BAD_SOURCES', 'The pool names its own rates once and each subscription once.', '运价池须包含一次本公司运价，每个订阅各一次。', [
      { Path: '/Sources', Message: 'invalid' },
    ]);
  const outcome = await inTransaction<null>(db, async (tx) => {
    if ((await activeSubscriptionIds(tx, actor.companyId, subs)).length !== subs.length)
      return no('UNKNOWN_SUBSCRIPTION', 'A source is not an active subscription of your company.', '来源中有不是本公司生效中的订阅。', [
        { Path: '/Sources', Message: 'unknown' },
      ]);
    if ((await lockPoolRevision(tx, actor.companyId)) !== b.Revision) return sharingStale();
    const sources = JSON.stringify(b.Sources.map(({ Kind, SubscriptionId, Include, Priority }) => ({ Kind, SubscriptionId, Include, Priority })));
    await writePool(tx, actor.companyId, sources, b.Dedup, actor.id);
    return { ok: true, value: null };
  });
  if (outcome.ok) await pricingChanged(hub);
  return outcome;
}

export function sharedPoolService(db: Db, hub: LiveHub) {
  return {
    rates: async (actor: Actor, query: CallInput<typeof C.sharedRates>): Promise<Outcome<SharedRateWire[]>> => ({
      ok: true,
      value: await sharedRateRows(db, actor, query),
    }),
    /** The same rows for the sheet. */
    sheetRows: (actor: Actor, query: CallInput<typeof C.sharedRatesExport>) => sharedRateRows(db, actor, query),
    pool: async (actor: Actor): Promise<Outcome<RatePool>> => ({ ok: true, value: await readPool(db, actor.companyId) }),
    save: (actor: Actor, b: CallInput<typeof C.poolSave>) => savePool(db, hub, actor, b),
  };
}

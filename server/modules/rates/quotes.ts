import type { QuoteSaveInput, QuoteStatus } from '../../../src/contract/rates/quoteCalls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { type Outcome, refused } from '../../http/outcome';
import type { Actor } from '../access/grants';
import { type Lang, no, stale } from './rateRefusals';
import { loggedSearch, rebuildShown } from './search';

/**
 * Quotes (commercial.md §2.2 Quote, R2.6, R2.12): made from one staff search for one customer, each
 * option the search's row rebuilt from the versions it used — so a quote never shows a price the
 * search did not, and a later change to a rate or a rule leaves a sent quote as it was. Send and the
 * customer's decision are moves of the status, each an event in the same transaction, each a
 * message to the other side.
 */

/** How long a search may be quoted from: the prices are the ones of that moment. */
const SEARCH_HOURS = 24;
/** A quote's default validity (commercial.md §2.1: today + 7 days, never after a quoted rate ends). */
export const QUOTE_DAYS = 7;

const say = (lang: Lang, zh: string, en: string) => (lang === 'zh' ? zh : en);

async function event(q: Queryable, quoteId: number, actor: Actor, type: string, detail: Record<string, unknown> = {}) {
  await q.query('insert into quote_events (quote_id, actor_id, type, detail) values ($1, $2, $3, $4)', [quoteId, actor.id, type, JSON.stringify(detail)]);
}

export async function saveQuote(
  db: Db,
  actor: Actor,
  input: QuoteSaveInput,
  ctx: { today: string; lang: Lang; canOverride: boolean },
): Promise<Outcome<{ Id: number; QuoteNo: string; Revision: number }>> {
  const { today, lang } = ctx;
  const log = await loggedSearch(db, actor.companyId, input.SearchId);
  if (!log) return refused(404, 'No such search.', undefined, undefined, '没有这次查询。');
  if (log.source !== 'STAFF' || !log.company_id || log.company_id === String(actor.companyId))
    return no('SEARCH_WITHOUT_CUSTOMER', 'Search for a customer first: a quote is made for one customer.', '请先选择客户再查询：报价针对一个客户。');
  if (Date.now() - new Date(log.at).getTime() > SEARCH_HOURS * 3600_000)
    return no('SEARCH_TOO_OLD', 'That search is more than a day old: search again for today’s prices.', '这次查询已超过一天，请重新查询当前运价。');
  if (log.day < today) return no('PAST_DATE', 'A price of a past day cannot be quoted.', '过去日期的运价不能报价。');

  const options: RateSearchRow[] = [];
  const belowFloor: string[] = [];
  let levelName = '';
  for (const rateId of [...new Set(input.RateIds)]) {
    const rebuilt = await rebuildShown(db, actor.companyId, log, rateId, lang);
    if (!rebuilt)
      return no('NOT_IN_SEARCH', 'A chosen rate was not in that search.', '所选运价不在这次查询结果中。', [{ Path: '/RateIds', Message: String(rateId) }]);
    const r = rebuilt.rate;
    if (r.Status !== 'PUBLISHED' || r.ValidTo < today)
      return no('RATE_NOT_VALID', `${r.RateNo} is no longer published: search again.`, `${r.RateNo} 已不再发布，请重新查询。`);
    // R2.7: a hidden rate never reaches a customer, a quote included
    if (!r.Visible) return no('RATE_HIDDEN', `${r.RateNo} is hidden from customers.`, `${r.RateNo} 已对客户隐藏，不能报价。`);
    if (!rebuilt.same) return no('PRICE_CHANGED', `${r.RateNo} no longer prices as shown: search again.`, `${r.RateNo} 的价格与查询时不同，请重新查询。`);
    if (rebuilt.belowFloor) belowFloor.push(r.RateNo);
    levelName = rebuilt.levelName;
    options.push(rebuilt.row);
  }
  const lastDay = options.map((o) => o.ValidTo).sort()[0]!;
  const validUntil = input.ValidUntil ?? [addDays(today, QUOTE_DAYS), lastDay].sort()[0]!;
  if (validUntil < today)
    return no('VALID_UNTIL_PAST', 'The quote must be valid today at least.', '报价有效期不能早于今天。', [
      { Path: '/ValidUntil', Message: say(lang, '早于今天', 'before today') },
    ]);
  if (validUntil > lastDay)
    return no(
      'VALID_UNTIL_AFTER_RATE',
      `A quoted rate ends on ${lastDay}: the quote cannot be valid longer.`,
      `所报运价 ${lastDay} 到期，报价有效期不能更长。`,
      [{ Path: '/ValidUntil', Message: say(lang, `不能晚于 ${lastDay}`, `not after ${lastDay}`) }],
    );
  const reason = input.OverrideReason?.trim() || null;
  if (belowFloor.length && !ctx.canOverride)
    return no(
      'BELOW_FLOOR',
      `Below the floor margin: ${belowFloor.join(', ')}. Only a holder of the override may quote it.`,
      `低于底价：${belowFloor.join('、')}，需要有“低于底价报价”权限。`,
    );
  if (belowFloor.length && !reason)
    return no('BELOW_FLOOR', `Below the floor margin: ${belowFloor.join(', ')}. Give the reason.`, `低于底价：${belowFloor.join('、')}，请填写原因。`, [
      { Path: '/OverrideReason', Message: say(lang, '请填写原因', 'give the reason') },
    ]);

  return db.transaction(async (tx) => {
    if (input.RevisionOf) {
      const [old] = await tx.query<{ status: QuoteStatus; customer: string }>(
        'select status, customer_company_id::text as customer from quotes where id = $1 and owner_company_id = $2 for update',
        [input.RevisionOf, actor.companyId],
      );
      if (!old) return refused<never>(404, 'No such quote.', undefined, undefined, '没有这份报价。');
      if (old.customer !== log.company_id) return no<never>('OTHER_CUSTOMER', 'A revision is for the same customer.', '修订报价须针对同一客户。');
      if (old.status !== 'DRAFT' && old.status !== 'SENT')
        return no<never>('NOT_OPEN', 'Only an open quote (draft or sent) can be revised.', '只有草稿或已发送的报价可以修订。');
      await tx.query(`update quotes set status = 'SUPERSEDED', revision = revision + 1 where id = $1`, [input.RevisionOf]);
      await event(tx, input.RevisionOf, actor, 'SUPERSEDED');
    }
    const [made] = await tx.query<{ id: number; quote_no: string }>(
      `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day,
                           level_name, options, valid_until, terms, revision_of, override_reason)
       values ('QT' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('quote_no_seq')::text, 6, '0'),
               $1, $2, $3, 'DRAFT', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       returning id::int, quote_no`,
      [
        actor.companyId,
        log.company_id,
        actor.id,
        input.SearchId,
        log.pol_code,
        log.pod_code,
        JSON.stringify(log.lines),
        log.day,
        levelName,
        JSON.stringify(options),
        validUntil,
        input.Terms?.trim() ?? '',
        input.RevisionOf ?? null,
        belowFloor.length ? reason : null,
      ],
    );
    await event(tx, made!.id, actor, 'CREATED', {
      SearchId: input.SearchId,
      Rates: options.map((o) => `${o.RateNo} v${o.RateVersion}`),
      ...(belowFloor.length ? { BelowFloor: belowFloor, Reason: reason } : {}),
      ...(input.RevisionOf ? { RevisionOf: input.RevisionOf } : {}),
    });
    return { ok: true as const, value: { Id: made!.id, QuoteNo: made!.quote_no, Revision: 1 } };
  });
}

interface Locked {
  id: number;
  quote_no: string;
  status: QuoteStatus;
  revision: number;
  valid_until: string;
  owner: string;
  customer: string;
  sales: string;
}

/** The quote as the caller may touch it (the owner's staff, or the customer's employees), locked. */
async function lockQuote(tx: Queryable, actor: Actor, id: number): Promise<Locked | undefined> {
  const [q] = await tx.query<Locked>(
    `select id::int, quote_no, status, revision, valid_until::text, owner_company_id::text as owner, customer_company_id::text as customer,
            sales_employee_id::text as sales
       from quotes where id = $1 and (owner_company_id = $2 or (customer_company_id = $2 and status <> 'DRAFT')) for update`,
    [id, actor.companyId],
  );
  return q;
}
const noQuote = <T>() => refused<T>(404, 'No such quote.', undefined, undefined, '没有这份报价。');

async function tell(tx: Queryable, audience: { companyId: string } | { employeeId: string }, zh: string, en: string) {
  const [m] = await tx.query<{ id: string }>(
    `insert into messages (title, title_en, description, scope, target_company_id, target_employee_id) values ($1, $2, '', $3, $4, $5) returning id`,
    [
      zh,
      en,
      'companyId' in audience ? 'company' : 'employee',
      'companyId' in audience ? audience.companyId : null,
      'employeeId' in audience ? audience.employeeId : null,
    ],
  );
  return { id: Number(m!.id), audience, title: zh };
}
type Told = Awaited<ReturnType<typeof tell>>;

async function announce(hub: LiveHub, told: Told[]) {
  for (const t of told)
    await hub.publish(
      'companyId' in t.audience ? { scope: 'company', companyId: t.audience.companyId } : { scope: 'employee', employeeId: t.audience.employeeId },
      { type: 'message', Id: t.id, Title: t.title },
    );
}

/** DRAFT → SENT: the customer's company gets a message naming the quote, live. */
export async function sendQuote(db: Db, hub: LiveHub, actor: Actor, read: { Id: number; Revision: number }, today: string) {
  const told: Told[] = [];
  const out = await db.transaction(async (tx): Promise<Outcome<{ Status: QuoteStatus; Revision: number }>> => {
    const q = await lockQuote(tx, actor, read.Id);
    if (!q || q.owner !== String(actor.companyId)) return noQuote();
    if (q.revision !== read.Revision) return stale();
    if (q.status !== 'DRAFT') return no('NOT_DRAFT', 'Only a draft quote is sent; revise a sent one.', '只能发送草稿报价；已发送的请修订。');
    if (q.valid_until < today) return no('QUOTE_EXPIRED', 'The quote has expired: revise it with today’s prices.', '报价已过期，请按当前运价修订。');
    await tx.query(`update quotes set status = 'SENT', sent_at = now(), revision = revision + 1 where id = $1`, [q.id]);
    await event(tx, q.id, actor, 'SENT');
    told.push(
      await tell(
        tx,
        { companyId: q.customer },
        `收到报价 ${q.quote_no}，有效至 ${q.valid_until}`,
        `Quote ${q.quote_no} received, valid until ${q.valid_until}`,
      ),
    );
    return { ok: true, value: { Status: 'SENT', Revision: q.revision + 1 } };
  });
  if (out.ok) await announce(hub, told);
  return out;
}

/** SENT → ACCEPTED or REJECTED (a reason required), by the customer's employees or the salesperson on their word. */
export async function decideQuote(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: { Id: number; Revision: number; Decision: 'ACCEPT' | 'REJECT'; Reason?: string | null },
  today: string,
) {
  const told: Told[] = [];
  const out = await db.transaction(async (tx): Promise<Outcome<{ Status: QuoteStatus; Revision: number }>> => {
    const q = await lockQuote(tx, actor, input.Id);
    if (!q) return noQuote();
    if (q.revision !== input.Revision) return stale();
    if (q.status !== 'SENT') return no('NOT_SENT', 'Only a sent quote is accepted or declined.', '只有已发送的报价可以接受或拒绝。');
    if (q.valid_until < today) return no('QUOTE_EXPIRED', 'The quote has expired: ask for a new one.', '报价已过期，请索取新的报价。');
    const reason = input.Reason?.trim() || null;
    if (input.Decision === 'REJECT' && !reason)
      return no('REASON_REQUIRED', 'Say why the quote is declined.', '请填写拒绝原因。', [{ Path: '/Reason', Message: 'required' }]);
    const status = input.Decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
    await tx.query(`update quotes set status = $2, decided_at = now(), decided_by = $3, decision_reason = $4, revision = revision + 1 where id = $1`, [
      q.id,
      status,
      actor.id,
      reason,
    ]);
    await event(tx, q.id, actor, status, reason ? { Reason: reason } : {});
    if (String(actor.companyId) !== q.owner)
      told.push(
        await tell(
          tx,
          { employeeId: q.sales },
          status === 'ACCEPTED' ? `客户已接受报价 ${q.quote_no}` : `客户已拒绝报价 ${q.quote_no}：${reason}`,
          status === 'ACCEPTED' ? `Quote ${q.quote_no} accepted by the customer` : `Quote ${q.quote_no} declined by the customer: ${reason}`,
        ),
      );
    return { ok: true, value: { Status: status, Revision: q.revision + 1 } };
  });
  if (out.ok) await announce(hub, told);
  return out;
}

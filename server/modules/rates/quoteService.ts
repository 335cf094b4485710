import { CUSTOMER_QUOTE_PAGES, QUOTE_PAGES } from '../../../src/contract/rates/module';
import type { QuoteSaveInput, QuoteStatus } from '../../../src/contract/rates/quoteCalls';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { type Lang, stale } from './rateRefusals';
import { announce, type Told, tell } from '../../live/tell';
import { floorRefusal, pickShown, validUntilOf } from './pickedRows';
import { missing, no } from '../../platform/refusal';

/**
 * Quotes (commercial.md §2.2 Quote, R2.6, R2.12): made from one staff search for one customer, each
 * option the search's row rebuilt from the versions it used — so a quote never shows a price the
 * search did not, and a later change to a rate or a rule leaves a sent quote as it was. Send and the
 * customer's decision are moves of the status, each an event in the same transaction, each a
 * message to the other side.
 */

/** A quote's default validity (commercial.md §2.1: today + 7 days, never after a quoted rate ends). */
export const QUOTE_DAYS = 7;

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
  const picking = await pickShown(db, actor, input, today, lang);
  if (!picking.ok) return picking;
  const picked = picking.value;
  const { log, options, belowFloor, levelName } = picked;
  const until = validUntilOf(input.ValidUntil, picked, today, QUOTE_DAYS, lang);
  if (!until.ok) return until;
  const validUntil = until.value;
  const reason = input.OverrideReason?.trim() || null;
  const floor = floorRefusal(picked, ctx.canOverride, reason, lang);
  if (floor) return floor;

  return db.transaction(async (tx) => {
    if (input.RevisionOf) {
      const [old] = await tx.query<{ status: QuoteStatus; customer: string }>(
        'select status, customer_company_id::text as customer from quotes where id = $1 and owner_company_id = $2 for update',
        [input.RevisionOf, actor.companyId],
      );
      if (!old) return missing<never>('No such quote.', '没有这份报价。');
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
const noQuote = <T>() => missing<T>('No such quote.', '没有这份报价。');

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
    told.push(await tell(tx, { companyId: q.customer }, ...quoteReceivedWords(q.quote_no, q.valid_until), `${CUSTOMER_QUOTE_PAGES[0]}?open=${q.id}`));
    return { ok: true, value: { Status: 'SENT', Revision: q.revision + 1 } };
  });
  if (out.ok) await announce(hub, told);
  return out;
}

/** What the customer is told of a quote sent: its number and how long it holds ([zh, en]). */
export const quoteReceivedWords = (quoteNo: string, validUntil: string): [string, string] => [
  `收到报价 ${quoteNo}，有效至 ${validUntil}`,
  `Quote ${quoteNo} received, valid until ${validUntil}`,
];

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
          `${QUOTE_PAGES[1]}?open=${q.id}`,
        ),
      );
    return { ok: true, value: { Status: status, Revision: q.revision + 1 } };
  });
  if (out.ok) await announce(hub, told);
  return out;
}

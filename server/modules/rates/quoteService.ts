import { CUSTOMER_QUOTE_PAGES, QUOTE_PAGES } from '../../../src/contract/rates/module';
import type { Quote, QuoteSaveInput, QuoteStatus } from '../../../src/contract/rates/quoteCalls';
import { containerText } from '../../../src/domain/pricing/containerLines';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { type Lang, stale } from './rateRefusals';
import { announce, type Told, tell } from '../../live/tell';
import { floorRefusal, pickShown, validUntilOf } from './pickedRows';
import { missing, no } from '../../platform/refusal';
import { rowAsSeen, seesCost } from './costView';
import { mailQuote } from './quoteMail';
import {
  appendQuoteEvent as event,
  insertQuote,
  lockQuote,
  lockRevisedQuote,
  markDecided,
  markSent,
  markSuperseded,
  readQuoteEvents,
  readQuoteRow,
} from './quoteRepository';

/**
 * Quotes (commercial.md §2.2 Quote, R2.6, R2.12): made from one staff search for one customer, each
 * option the search's row rebuilt from the versions it used — so a quote never shows a price the
 * search did not, and a later change to a rate or a rule leaves a sent quote as it was. Send and the
 * customer's decision are moves of the status, each an event in the same transaction, each a
 * message to the other side.
 */

/** A quote's default validity (commercial.md §2.1: today + 7 days, never after a quoted rate ends). */
export const QUOTE_DAYS = 7;

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
      const old = await lockRevisedQuote(tx, actor.companyId, input.RevisionOf);
      if (!old) return missing<never>('No such quote.', '没有这份报价。');
      if (old.customer !== log.company_id) return no<never>('OTHER_CUSTOMER', 'A revision is for the same customer.', '修订报价须针对同一客户。');
      if (old.status !== 'DRAFT' && old.status !== 'SENT')
        return no<never>('NOT_OPEN', 'Only an open quote (draft or sent) can be revised.', '只有草稿或已发送的报价可以修订。');
      await markSuperseded(tx, input.RevisionOf);
      await event(tx, input.RevisionOf, actor.id, 'SUPERSEDED');
    }
    const made = await insertQuote(tx, {
      ownerCompanyId: actor.companyId,
      customerCompanyId: log.company_id,
      salesEmployeeId: actor.id,
      searchId: input.SearchId,
      polCode: log.pol_code,
      podCode: log.pod_code,
      lines: JSON.stringify(log.lines),
      day: log.day,
      levelName,
      options: JSON.stringify(options),
      validUntil,
      terms: input.Terms?.trim() ?? '',
      revisionOf: input.RevisionOf ?? null,
      overrideReason: belowFloor.length ? reason : null,
    });
    await event(tx, made.id, actor.id, 'CREATED', {
      SearchId: input.SearchId,
      Rates: options.map((o) => `${o.RateNo} v${o.RateVersion}`),
      ...(belowFloor.length ? { BelowFloor: belowFloor, Reason: reason } : {}),
      ...(input.RevisionOf ? { RevisionOf: input.RevisionOf } : {}),
    });
    return { ok: true as const, value: { Id: made.id, QuoteNo: made.quote_no, Revision: 1 } };
  });
}

const noQuote = <T>() => missing<T>('No such quote.', '没有这份报价。');

/** DRAFT → SENT: the customer's company gets a message naming the quote, live. */
export async function sendQuote(db: Db, hub: LiveHub, actor: Actor, read: { Id: number; Revision: number }, today: string) {
  const told: Told[] = [];
  const out = await db.transaction(async (tx): Promise<Outcome<{ Status: QuoteStatus; Revision: number }>> => {
    const q = await lockQuote(tx, actor.companyId, read.Id);
    if (!q || q.owner !== String(actor.companyId)) return noQuote();
    if (q.revision !== read.Revision) return stale();
    if (q.status !== 'DRAFT') return no('NOT_DRAFT', 'Only a draft quote is sent; revise a sent one.', '只能发送草稿报价；已发送的请修订。');
    if (q.valid_until < today) return no('QUOTE_EXPIRED', 'The quote has expired: revise it with today’s prices.', '报价已过期，请按当前运价修订。');
    await markSent(tx, q.id);
    await event(tx, q.id, actor.id, 'SENT');
    told.push(await tell(tx, { companyId: q.customer }, ...quoteReceivedWords(q.quote_no, q.valid_until), `${CUSTOMER_QUOTE_PAGES[0]}?open=${q.id}`));
    // and by e-mail to the customer's contact address, in this transaction (the e-mail channel's outbox)
    await mailQuote(tx, { ...q, quoteNo: q.quote_no, validUntil: q.valid_until }, actor.id);
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
    const q = await lockQuote(tx, actor.companyId, input.Id);
    if (!q) return noQuote();
    if (q.revision !== input.Revision) return stale();
    if (q.status !== 'SENT') return no('NOT_SENT', 'Only a sent quote is accepted or declined.', '只有已发送的报价可以接受或拒绝。');
    if (q.valid_until < today) return no('QUOTE_EXPIRED', 'The quote has expired: ask for a new one.', '报价已过期，请索取新的报价。');
    const reason = input.Reason?.trim() || null;
    if (input.Decision === 'REJECT' && !reason)
      return no('REASON_REQUIRED', 'Say why the quote is declined.', '请填写拒绝原因。', [{ Path: '/Reason', Message: 'required' }]);
    const status = input.Decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
    await markDecided(tx, q.id, status, actor.id, reason);
    await event(tx, q.id, actor.id, status, reason ? { Reason: reason } : {});
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

/**
 * Quote/Get: one quote as its reader may see it. The customer's employees never see the override's
 * reason nor the history; the options' cost, margin, floor and trace, and which classes went below
 * the floor, only with "view cost" (R2.7, one rule: costView.ts).
 */
export async function getQuote(db: Db, actor: Actor, id: number, today: string): Promise<Outcome<Quote>> {
  const q = await readQuoteRow(db, actor.companyId, id, today);
  if (!q) return noQuote();
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  const staff = String(actor.companyId) !== String(q.CustomerCompanyId);
  const sees = staff && (await seesCost(db, actor));
  const { Lines, ...rest } = q;
  const quote: Quote = {
    ...rest,
    Containers: containerText(Lines.Lines),
    SentAt: iso(q.SentAt),
    DecidedAt: iso(q.DecidedAt),
    CreatedAt: iso(q.CreatedAt)!,
    // the override's reason stays with the staff
    Options: q.Options.map((o) => rowAsSeen(o, sees)),
  };
  if (!staff) {
    delete quote.OverrideReason;
    return { ok: true, value: quote };
  }
  const events = await readQuoteEvents(db, id);
  // which classes went below the floor is a cost fact too
  const detail = (d: Record<string, unknown>) => {
    if (sees) return d;
    const { BelowFloor: _floor, ...rest } = d;
    return rest;
  };
  return {
    ok: true,
    value: {
      ...quote,
      Events: events.map((e) => ({ ...e, At: new Date(e.At as string).toISOString(), Detail: JSON.stringify(detail(e.Detail)) })),
    },
  };
}

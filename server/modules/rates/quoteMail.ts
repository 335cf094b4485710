import { CUSTOMER_QUOTE_PAGES } from '../../../src/contract/rates/module';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { isMailAddress } from '../../../src/domain/mail/address';
import { totalsText } from '../../../src/domain/money/amounts';
import type { Queryable } from '../../db/types';
import { contactsOf } from './quoteMailRepository';
import { setting } from '../../settings/read';
import { sendMail } from '../mail/public';

/**
 * A quote or a rate card e-mailed to the customer company's contact address (issue 50: the rates
 * module's "send" goes through the e-mail channel), in the transaction that sends it: a send rolled
 * back e-mails nothing, a send retried e-mails once (the key is the quote's number and revision).
 * No address on file, or not one a server would take: nothing is e-mailed, the customer still gets
 * the platform's message. The quote is written in the mail (no quote PDF is rendered yet).
 */

/** Where people reach the product: the links in the mail (PUBLIC_URL, else this machine's port). */
const siteUrl = () => setting(process.env, 'PUBLIC_URL') ?? `http://localhost:${setting(process.env, 'PORT')}`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One line per option: carrier, lane, transit and the totals as quoted. */
const optionLines = (options: readonly RateSearchRow[]) =>
  options.map(
    (o, i) =>
      `${i + 1}. ${o.CarrierName || o.CarrierCode} ${o.PolCode} → ${o.PodCode}${o.TransitDays ? ` · ${o.TransitDays} 天/days` : ''} · ${totalsText(o.Totals)}`,
  );

export interface QuoteForMail {
  id: number;
  quoteNo: string;
  revision: number;
  validUntil: string;
  customer: string;
  sales: string;
  owner: string;
  options: readonly RateSearchRow[];
  terms: string;
}

/** E-mails a quote being sent; answers the address it went to, or null when the customer has none on file. */
export async function mailQuote(tx: Queryable, q: QuoteForMail, actorId: string): Promise<string | null> {
  const c = await contactsOf(tx, q.customer, q.sales);
  if (!c || !isMailAddress(c.email)) return null;
  const link = `${siteUrl()}${CUSTOMER_QUOTE_PAGES[0]}?open=${q.id}`;
  const lines = optionLines(q.options);
  const text = [
    `${c.name}：您好！`,
    `报价 ${q.quoteNo}，有效至 ${q.validUntil}。 / Quote ${q.quoteNo}, valid until ${q.validUntil}.`,
    '',
    ...lines,
    ...(q.terms ? ['', q.terms] : []),
    '',
    `在线查看并确认 / View and accept online: ${link}`,
    `${c.sales_name}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(c.name)}：您好！</p><p>报价 <strong>${escapeHtml(q.quoteNo)}</strong>，有效至 ${escapeHtml(q.validUntil)}。<br>` +
    `Quote <strong>${escapeHtml(q.quoteNo)}</strong>, valid until ${escapeHtml(q.validUntil)}.</p>` +
    `<ol>${lines.map((l) => `<li>${escapeHtml(l.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>` +
    (q.terms ? `<p>${escapeHtml(q.terms)}</p>` : '') +
    `<p><a href="${escapeHtml(link)}">在线查看并确认 / View and accept online</a></p><p>${escapeHtml(c.sales_name)}</p>`;
  const sent = await sendMail(tx, {
    key: `quote:${q.id}:${q.revision}`,
    companyId: q.owner,
    createdBy: actorId,
    to: [c.email],
    replyTo: isMailAddress(c.sales_email) ? c.sales_email : undefined,
    subject: `报价 ${q.quoteNo}（有效至 ${q.validUntil}）/ Quote ${q.quoteNo}`,
    text,
    html,
    doc: { type: 'quote', id: q.id },
  });
  // every field was checked above: a refusal here is a bug, and it undoes the send with it
  if (!sent.ok) throw new Error(`quote ${q.quoteNo}: ${sent.message}`);
  return c.email;
}

/** E-mails a pushed rate card's link; answers the address, or null when the customer has none on file. */
export async function mailRateCard(
  tx: Queryable,
  card: { id: number; title: string; validUntil: string; url: string; customer: string; owner: string; note: string },
  actorId: string,
): Promise<string | null> {
  const c = await contactsOf(tx, card.customer, actorId);
  if (!c || !isMailAddress(c.email)) return null;
  const link = `${siteUrl()}${card.url}`;
  const sent = await sendMail(tx, {
    key: `rateCard:${card.id}`,
    companyId: card.owner,
    createdBy: actorId,
    to: [c.email],
    replyTo: isMailAddress(c.sales_email) ? c.sales_email : undefined,
    subject: `运价卡：${card.title}（有效至 ${card.validUntil}）/ Rate card`,
    text: [`${c.name}：您好！`, `${card.title}，有效至 ${card.validUntil}。`, ...(card.note ? [card.note] : []), '', `查看运价 / View the rates: ${link}`].join(
      '\n',
    ),
    html: `<p>${escapeHtml(c.name)}：您好！</p><p>${escapeHtml(card.title)}，有效至 ${escapeHtml(card.validUntil)}。</p>${card.note ? `<p>${escapeHtml(card.note)}</p>` : ''}<p><a href="${escapeHtml(link)}">查看运价 / View the rates</a></p>`,
    doc: { type: 'rateCard', id: card.id },
  });
  if (!sent.ok) throw new Error(`rate card ${card.id}: ${sent.message}`);
  return c.email;
}

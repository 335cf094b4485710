import type { PriceLine } from '../../../../src/contract/edm/calls';
import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import type { Db } from '../../../db/types';
import { inTransaction } from '../../../platform/transaction';
import { markEmailUnsubscribed } from '../../crm/public';
import { priceLineOf } from '../pricing';
import { searchRates } from '../../rates/public';
import { addSuppression, recordEvent, type SendRecord, sendById } from '../sendRepository';
import { readToken } from '../tokens';

/**
 * What a recipient's links do (commercial.md §8.3, R8.3, R8.5, R8.7): each token names one send for
 * one purpose; a bad token records nothing (the open still answers its image, the others a page
 * saying the link is not valid).
 */
async function sendOfToken(db: Db, key: string, token: unknown, purpose: 'open' | 'click' | 'unsub'): Promise<SendRecord | undefined> {
  const id = readToken(key, token, purpose);
  return id ? sendById(db, id) : undefined;
}

export async function recordOpen(db: Db, key: string, token: unknown, userAgent: string): Promise<void> {
  const send = await sendOfToken(db, key, token, 'open');
  if (send) await recordEvent(db, send.id, 'OPEN', '', userAgent);
}

export type ClickAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'expired'; lane: { pol: string; pod: string }; was: PriceLine[]; today: PriceLine[] }
  | { kind: 'unknown' };

/** The lane a stored search link names (`…?PolCode=X&PodCode=Y`), if it is one. */
const laneOf = (url: string) => {
  const m = /PolCode=([A-Z]{5})&PodCode=([A-Z]{5})/.exec(url);
  return m ? { pol: m[1]!, pod: m[2]! } : undefined;
};

/**
 * A click: only to the campaign's own stored link `u` (no open redirect). When every rate of that
 * lane the recipient was sent has ended, the page says so and shows today's price for the lane
 * (the public tier) or asks for a quote (R8.5).
 */
export async function recordClick(db: Db, key: string, token: unknown, u: unknown, userAgent: string, now = new Date()): Promise<ClickAnswer> {
  const send = await sendOfToken(db, key, token, 'click');
  const index = typeof u === 'string' && /^\d{1,3}$/.test(u) ? Number(u) : -1;
  const url = send?.links[index];
  if (!send || !url) return { kind: 'unknown' };
  await recordEvent(db, send.id, 'CLICK', url, userAgent);
  const lane = laneOf(url);
  const today = dayIn(OFFICE_ZONE, now);
  const was = lane ? send.price_snapshot.filter((p) => p.PolCode === lane.pol && p.PodCode === lane.pod) : [];
  if (!lane || !was.length || was.some((p) => p.ValidTo >= today)) return { kind: 'redirect', url };
  const found = await searchRates(
    db,
    { kind: 'PUBLIC', visitorKey: 'edm-click' },
    { PolCode: lane.pol, PodCode: lane.pod, Lines: [{ ContainerClass: send.rate_selection.ContainerClass, Qty: 1 }] },
    today,
    'zh',
  );
  const lines = found.ok ? found.value.Rows.map((r) => priceLineOf(r, send.rate_selection.ContainerClass)).filter((l): l is PriceLine => !!l) : [];
  return { kind: 'expired', lane, was, today: lines.slice(0, 3) };
}

/** The address the unsubscribe link is for, or undefined for a bad token. */
export async function unsubscribeTarget(db: Db, key: string, token: unknown): Promise<string | undefined> {
  return (await sendOfToken(db, key, token, 'unsub'))?.email;
}

/** The unsubscribe itself (the page's button, or the mail client's one-click POST): suppressed at once, the CRM contact marked (R8.3). */
export async function unsubscribe(db: Db, key: string, token: unknown, userAgent: string): Promise<string | undefined> {
  const send = await sendOfToken(db, key, token, 'unsub');
  if (!send) return undefined;
  await inTransaction(db, async (tx) => {
    await addSuppression(tx, send.owner_company_id, send.email, 'UNSUBSCRIBED', '', null);
    await markEmailUnsubscribed(tx, send.owner_company_id, send.email);
    await recordEvent(tx, send.id, 'UNSUBSCRIBE', '', userAgent);
    return { ok: true, value: null };
  });
  return send.email;
}

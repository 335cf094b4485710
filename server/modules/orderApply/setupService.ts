import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { docHistory } from '../../platform/spine/docEvents';

/**
 * The setup of B/L applications (operations.md §11.1): guarantee amounts (the platform's risk role:
 * the access rows), the check and system settings, receivers and authenticated addresses with their
 * SMS codes. Every save names the version it read (400 STALE) and is logged in doc_events.
 *
 * One file per use case: guaranteeService.ts, settingsService.ts, receiverService.ts,
 * addressService.ts, addressCodeService.ts (the SMS verification). Here: what they share, and a
 * setup record's history.
 */

export type Saved = { Id: number; Version: number };
export const employee = (a: Actor) => ({ kind: 'employee' as const, id: Number(a.id) });
export const stale = <T>(what: { zh: string; en: string }) =>
  no<T>(
    'STALE',
    `Someone changed this ${what.en} since you opened it: reload it, then save again.`,
    `您打开这个${what.zh}之后，已有人修改了它：请重新加载后再保存。`,
  );
export const noCustomer = <T>() => missing<T>('No such customer.', '没有这个客户。');
export const toMinor = (yuan: number) => Math.round(yuan * 100);

export const GUARANTEE_DOC = 'guarantee';
export const SETTINGS_DOC = 'blAppSetting';
export const ADDRESS_DOC = 'authAddress';
export const RECEIVER_DOC = 'blReceiver';

/** A setup record's history: its doc_events, as the page's log shows them. */
export async function historyOf(q: Queryable, docType: string, id: number) {
  return (await docHistory(q, docType, id)).map((e) => ({ At: e.at, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail }));
}

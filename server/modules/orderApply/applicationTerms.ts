import { OAP_STATUS_WORDS } from '../../../src/contract/orderApply/words';
import type { RuleResult } from '../../../src/domain/orderApply/risk';
import { OAP_KIND, type OapKind } from '../../../src/domain/orderApply/status';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import type { DocActor } from '../../platform/spine/docEvents';
import type { SystemRow } from './riskSettingsRepository';

/** What every use case of a B/L application shares: its doc type, the actors of its events, its refusals, the kinds a company may use. */

export const APPLICATION_DOC = 'blApplication';
export type Saved = { Id: number; Version: number };

export const employee = (a: Actor): DocActor => ({ kind: 'employee', id: Number(a.id) });
export const SYSTEM: DocActor = { kind: 'system', id: 'riskCheck' };
export const noApplication = <T>() => missing<T>('No such B/L application.', '没有这个提单申请。');
export const noHbl = <T>() => missing<T>('No such house B/L.', '没有这个分提单。');
export const stale = <T>() =>
  no<T>(
    'STALE',
    'Someone changed this application since you opened it: reload it, then try again.',
    '您打开这个申请之后，已有人修改了它：请重新加载后再操作。',
  );
export const stateWords = (s: number) => OAP_STATUS_WORDS[s as keyof typeof OAP_STATUS_WORDS] ?? { zh: String(s), en: String(s) };
export const wrongState = <T>(code: string, s: number, en: string, zh: string) =>
  no<T>(code, `${en} (it is ${stateWords(s).en.toLowerCase()}).`, `${zh}（当前状态：${stateWords(s).zh}）。`);

export const resultRows = (results: readonly RuleResult[]) => results.map((r) => ({ Rule: r.rule, Result: r.result, Message: r.message, Params: r.params }));

/** The kind a B/L's own release type suggests, when the query names none. */
export const kindOfReleaseType = (t: string | undefined): OapKind =>
  t === 'TELEX RELEASE' ? OAP_KIND.TELEX : t === 'SEAWAY BILL' ? OAP_KIND.SEAWAY : OAP_KIND.COURIER;

export function kindAllowed(s: SystemRow, companyId: number, kind: number): boolean {
  const kinds = s.allowedKinds[String(companyId)];
  return !kinds || kinds.includes(kind);
}

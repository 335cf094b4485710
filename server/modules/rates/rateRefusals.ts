import { fieldProblemText } from '../../../src/contract/fieldLabels';
import type { FclRateDraftInput } from '../../../src/contract/rates/calls';
import { blocking, type RateProblem, rateProblems } from '../../../src/domain/pricing/rateCheck';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Queryable } from '../../db/types';
import { knownLists } from './submitChecksRepository';
import { missing, no } from '../../platform/refusal';

/** What the rate calls refuse and why: the draft's check against the database's lists, and the refusals' words. */

export type Lang = 'zh' | 'en';
export const notFound = <T>() => missing<T>('No such rate.', '没有这条运价。');
export const stale = <T>() =>
  no<T>(
    'STALE',
    'Someone changed this rate since you opened it: reload it, then make your change again.',
    '您打开这条运价之后，已有人修改了它：请重新加载后再操作。',
  );

/** Codes trimmed and in capitals (R1.1), empty optional codes dropped. */
export function normalise(i: FclRateDraftInput): FclRateDraftInput {
  const code = (v: string | null | undefined) => (v ? normaliseCode(v) : null);
  return {
    ...i,
    CarrierCode: normaliseCode(i.CarrierCode),
    PolCode: normaliseCode(i.PolCode),
    PodCode: normaliseCode(i.PodCode),
    ViaCode: code(i.ViaCode),
    ServiceCode: code(i.ServiceCode),
    TradeLaneCode: code(i.TradeLaneCode),
    Currency: normaliseCode(i.Currency),
    ContractNo: i.ContractNo?.trim() || null,
    Prices: i.Prices.map((p) => ({ ...p, ContainerClass: normaliseCode(p.ContainerClass) })),
    Surcharges: (i.Surcharges ?? []).map((s) => ({
      ...s,
      FeeCode: normaliseCode(s.FeeCode),
      Currency: normaliseCode(s.Currency),
      ContainerClass: code(s.ContainerClass),
    })),
  };
}

/** The check of R2.1/R2.3/R2.4 against the database's lists; the problems that stop the step. */
export async function problemsOf(q: Queryable, r: FclRateDraftInput, today: string, submitting: boolean, lang: Lang): Promise<RateProblem[]> {
  const known = await knownLists(q, {
    ports: [r.PolCode, r.PodCode, ...(r.ViaCode ? [r.ViaCode] : [])],
    carrier: r.CarrierCode,
    classes: r.Prices.map((p) => p.ContainerClass),
    currencies: [r.Currency, ...(r.Surcharges ?? []).map((s) => s.Currency)],
  });
  return blocking(rateProblems({ ...r, Surcharges: r.Surcharges ?? [] }, known, { today, submitting, lang }));
}

/** A problem as a person reads it on top of the form: the field named as the form names it (issue 32), never its path. */
const named = (p: RateProblem, lang: Lang) => fieldProblemText(p.Path, 'rates', p.Message, lang);

/** The check's problems as a refusal: each field's message is already in the language asked for. */
export const refuseProblems = <T>(problems: RateProblem[]) =>
  no<T>(
    'INCOMPLETE',
    `The rate is not complete: ${problems.map((p) => named(p, 'en')).join('; ')}`,
    `运价有误：${problems.map((p) => named(p, 'zh')).join('；')}`,
    problems.map((p) => ({ Path: p.Path, Message: p.Message })),
  );

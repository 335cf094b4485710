import { fieldSays, type FieldError } from '../../../src/contract/envelope';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { asWritten, missing, no } from '../../platform/refusal';
import type { Actor } from '../../platform/access/grants';
import { carriersOf, type PortFacts, portsOf } from '../refdata/public';
import { knownAudience } from './letterReadsRepository';

/** The checks letters and tables share: the carrier and the ports known to reference data, the chosen companies. */

export const noLetter = <T>() => missing<T>('No such letter.', '没有这封船公司函件。');
export const noTable = <T>() => missing<T>('No such sailing table.', '没有这张船期表。');
export const stale = <T>() =>
  no<T>('STALE', 'Someone changed this since you opened it: reload it, then make your change again.', '您打开之后已有人修改：请重新加载后再操作。');
export const isWithdrawn = <T>() =>
  no<T>('WITHDRAWN', 'A withdrawn one is kept as it was: it cannot be changed any more.', '已撤回的不能再修改（保留原样备查）。');
export const notDraft = <T>() => no<T>('NOT_DRAFT', 'Only a draft is published.', '只有草稿可以发布。');
export const notPublished = <T>() => no<T>('NOT_PUBLISHED', 'Only a published one is withdrawn.', '只有已发布的可以撤回。');

export const noSite = <T>() => missing<T>('No such company site.', '没有该企业门户。');

/** The company a desk acts for (§14): its own, or one platform staff name; anyone else naming another is refused (404). */
export const actsFor = (actor: Actor, named: number | string | undefined): string | undefined =>
  named === undefined || named === '' || String(named) === actor.companyId ? actor.companyId : actor.companyKind === 'platform' ? String(named) : undefined;

/** A company's own table is for its own site: published to the public only (the workbench shows the platform's). */
export const ownSiteAudience = (ownerKind: string | undefined, audience: string): FieldError | undefined =>
  ownerKind === 'platform' || audience === 'PUBLIC'
    ? undefined
    : fieldSays('/Audience', { zh: '企业自己的船期表只发布到其门户：对象请选“公开”', en: "A company's own table is for its site: choose Public" });

/** The carrier is one reference data knows. */
export async function carrierProblem(q: Queryable, carrier: string): Promise<FieldError | undefined> {
  const [known] = await carriersOf(q, [carrier]);
  return known ? undefined : fieldSays('/Carrier', { zh: `船公司代码 ${carrier} 不存在`, en: `${carrier} is not a known carrier` });
}

/** The ports among `codes` reference data knows, by code. */
export async function knownPorts(q: Queryable, codes: readonly string[]): Promise<Map<string, PortFacts>> {
  const ports = codes.length ? await portsOf(q, [...new Set(codes)]) : [];
  return new Map(ports.map((p) => [p.code, p]));
}

/** The audience's companies: at least one when COMPANIES is chosen, each a customer or provider company. */
export async function audienceProblems(q: Queryable, audience: string, companies: readonly number[]): Promise<FieldError[]> {
  if (audience !== 'COMPANIES') return [];
  if (!companies.length) return [fieldSays('/Companies', { zh: '请至少选择一家公司', en: 'Choose at least one company' })];
  const known = await knownAudience(q, companies);
  return companies
    .map((c, i) => (known.has(c) ? undefined : fieldSays(`/Companies/${i}`, { zh: `公司 ${c} 不存在`, en: `Company ${c} does not exist` })))
    .filter((e): e is FieldError => !!e);
}

/** 400 with every field error at once. */
export const badFields = <T>(errors: FieldError[]): Outcome<T> =>
  asWritten(
    no<T>('INVALID', `Please correct: ${errors.map((e) => e.Message).join('; ')}`, `请更正：${errors.map((e) => e.Words?.zh ?? e.Message).join('；')}`, errors),
  );

import type { Bilingual } from '../../i18n/bilingual';
import { SEED_COUNTRIES } from '../refdata/public';
import { checkAeoCode, checkEnterpriseCode, type PartyCodeProblemCode } from './check';
import { partyCodeWords as w } from './words';

/**
 * One party block's own rules (operations.md §1, §7.6), what a template and a manifest both hold
 * it to: the enterprise code (`mft.party.code`, its USCI check character a warning that a reason
 * keeps), the AEO code (`mft.party.aeo`), the country, phone type ↔ number (`mft.linked`), printed
 * address lines ≤ 35 characters, and a name once anything else is filled. What a filing requires
 * of a complete party (`mft.party.required`) is the manifest check's.
 */
export interface PartyFields {
  NAME?: string;
  ADDRESS?: string;
  COUNTRY?: string;
  CODE?: string;
  CODE_OVERRIDE?: string;
  AEO?: string;
  PHONE_TYPE?: string;
  PHONE?: string;
  [other: string]: unknown;
}

export type PartyProblemCode = PartyCodeProblemCode | 'mft.party.country' | 'mft.linked.phone' | 'mft.party.addressLine' | 'mft.party.name';

export interface PartyProblem extends Bilingual {
  /** The field inside the block: `CODE`, `AEO` … */
  field: string;
  code: PartyProblemCode;
  /** A warning the person may keep with a reason (a USCI failing its check character); `overridden` when the reason is there. */
  warning: boolean;
  overridden?: boolean;
}

export const ADDRESS_LINE_MAX = 35;
const COUNTRIES = new Set(SEED_COUNTRIES.map((c) => c.code));
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Whether a block has anything in it (an empty block is allowed: a template may hold only a consignee). */
export const partyIsEmpty = (p: PartyFields | undefined) => !p || !Object.values(p).some(filled);

export function checkPartyBlock(p: PartyFields | undefined): PartyProblem[] {
  if (!p || partyIsEmpty(p)) return [];
  const out: PartyProblem[] = [];
  const add = (field: string, code: PartyProblemCode, text: Bilingual, warning = false, overridden?: boolean) =>
    out.push({ field, code, warning, ...(overridden === undefined ? {} : { overridden }), zh: text.zh, en: text.en });
  if (!filled(p.NAME)) add('NAME', 'mft.party.name', w.partyNameRequired);
  const country = (p.COUNTRY ?? '').trim();
  if (country && !COUNTRIES.has(country)) add('COUNTRY', 'mft.party.country', w.countryUnknown(country));
  if (filled(p.CODE)) {
    const v = checkEnterpriseCode(p.CODE!, country && COUNTRIES.has(country) ? country : undefined);
    if (!v.ok) add('CODE', v.code, v, v.warning, v.warning ? filled(p.CODE_OVERRIDE) : undefined);
  }
  if (filled(p.AEO)) {
    const v = checkAeoCode(p.AEO!);
    if (!v.ok) add('AEO', v.code, v);
  }
  if (filled(p.PHONE_TYPE) !== filled(p.PHONE)) add(filled(p.PHONE) ? 'PHONE_TYPE' : 'PHONE', 'mft.linked.phone', w.phoneLinked);
  (p.ADDRESS ?? '').split('\n').forEach((line, i) => {
    const length = line.replace(/\s+$/, '').length;
    if (length > ADDRESS_LINE_MAX) add('ADDRESS', 'mft.party.addressLine', w.addressLine(i + 1, length));
  });
  return out;
}

/** The problems that stop a save: every error, and a warning without its reason. */
export const blockingProblems = (problems: readonly PartyProblem[]) => problems.filter((p) => !p.warning || !p.overridden);
